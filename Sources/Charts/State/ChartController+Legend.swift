/// The legend list: the series collapsed behind the `+7` pill, opened by the pill (a tap or a
/// click; a press outside closes it) or the `l` key, its rows toggled as pills are, walked by
/// the arrows (`KeyBindings`, `legend`).
extension ChartController {
    /// Opens the legend list, or closes it; it opens only while some series are collapsed.
    func toggleLegendList() {
        legendList = legendList == nil && !legendCollapsed.isEmpty ? LegendListState() : nil
    }

    /// The series behind the `+7` pill as the frame laid them out: the list closes when none
    /// are left (a larger window), its row stays in range.
    func adoptLegend(_ collapsed: Range<Int>) {
        guard collapsed != legendCollapsed else { return }
        legendCollapsed = collapsed
        if collapsed.isEmpty { legendList = nil }
        if let f = legendList?.focus, f >= collapsed.count { legendList?.focus = collapsed.count - 1 }
    }

    /// The legend list's keys: `l` opens it; while it is open, arrows walk its rows, Enter or
    /// Space toggles the row's series (animated, as a tap does), Esc or `l` closes it. Returns
    /// whether the key was the list's.
    func handleLegendKey(_ input: ChartInput) -> Bool {
        guard case let .key(key, _) = input else { return false }
        let keys = KeyBindings.standard
        let action = legendList != nil ? keys.legendAction(for: key)
            : keys.action(for: key, reading: active.interaction.highlightX != nil)
        switch action {
        case .legendList?:
            toggleLegendList()
        case let .legendStep(d)? where !legendCollapsed.isEmpty:
            let n = legendCollapsed.count
            let focus = legendList?.focus.map { (($0 + d) % n + n) % n } ?? (d > 0 ? 0 : n - 1)
            legendList?.focus = focus
        case .legendToggle?:
            guard let f = legendList?.focus else { return true }
            let i = legendCollapsed.lowerBound + f
            let v = active.visibility.visible
            guard v.indices.contains(i), !v[i] || v.enumerated().contains(where: { $0.offset != i && $0.element }) else { return true }
            active.setSeriesVisible(i, !v[i], at: now, animated: true)
        default:
            return false
        }
        return true
    }
}
