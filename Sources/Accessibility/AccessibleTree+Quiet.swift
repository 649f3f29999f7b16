extension AccessibleTree {
    /// This tree with the charts' descriptions of `old`: a chart's summary changes with every
    /// sample of a live chart, and a screen reader reads a changed description of the object it
    /// is on — a paragraph a second. The bridge keeps the old summaries when only data changed;
    /// the next input brings them up to date (one `accessible-description` change then).
    /// - Complexity: O(charts).
    package func keepingChartDescriptions(of old: AccessibleTree) -> AccessibleTree {
        var tree = self
        for (id, node) in nodes where node.role == .chart {
            if let before = old.nodes[id] { tree.nodes[id]?.description = before.description }
        }
        return tree
    }
}
