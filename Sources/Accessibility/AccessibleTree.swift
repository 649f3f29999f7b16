import Charts

/// The accessible tree of a window: the application, its window, and for each chart (or each
/// kiosk panel's chart) its series, plot and highlighted point, range, presets and live status.
///
/// A value built from the charts' one owner (`ChartController`) when asked, never kept in step
/// by hand: the bridge builds one after each input or data change, serves it, and sends the
/// events `events(from:)` finds against the tree before.
package struct AccessibleTree: Sendable, Equatable {
    /// The application's id: the root (`/org/a11y/atspi/accessible/root`).
    package static let rootID = "app"
    /// The window's id.
    package static let windowID = "window"

    /// Every node by id.
    package internal(set) var nodes: [String: AccessibleNode] = [:]
    /// The ids depth first from the root (parents before children, siblings in order).
    public private(set) var order: [String] = []

    /// The node `id`, if the tree has it.
    public subscript(id: String) -> AccessibleNode? { nodes[id] }

    /// The focused node: the highlighted point, else the focused chart (none while the window
    /// is inactive).
    package var focused: AccessibleNode? {
        order.lazy.compactMap { nodes[$0] }.first { $0.states.contains(.focused) }
    }

    /// An empty tree (nothing served yet).
    public init() {}

    /// The tree of a window titled `window` of application `application`, showing `charts`;
    /// with `panels` (one name per chart: a kiosk), each chart sits in a panel of that name.
    /// `active`: the window has the keyboard; `focusedChart`: the chart keys go to.
    /// - Complexity: O(points · series) for each chart's summary of its visible range.
    public init(application: String, window: String, active: Bool, charts: [ChartController],
                panels: [String]? = nil, focusedChart: Int = 0) {
        precondition(panels == nil || panels?.count == charts.count, "one panel name per chart")
        var app = AccessibleNode(id: Self.rootID, role: .application, name: application, parent: nil)
        app.children = [Self.windowID]
        add(app)
        var frame = AccessibleNode(id: Self.windowID, role: .frame, name: window,
                                   states: active ? AccessibleStates.shown.union(.active) : .shown, parent: Self.rootID)
        var chartParents: [String] = []
        for k in charts.indices {
            if panels != nil {
                frame.children.append("panel\(k)")
                chartParents.append("panel\(k)")
            } else {
                frame.children.append("chart\(k)")
                chartParents.append(Self.windowID)
            }
        }
        add(frame)
        for (k, controller) in charts.enumerated() {
            if let panels {
                var panel = AccessibleNode(id: "panel\(k)", role: .panel, name: panels[k], parent: Self.windowID)
                panel.children = ["chart\(k)"]
                add(panel)
            }
            addChart(controller, number: k, parent: chartParents[k], focus: active && k == focusedChart)
        }
    }

    /// Adds `node` (its children come after it).
    mutating func add(_ node: AccessibleNode) {
        precondition(nodes[node.id] == nil, "one node per id")
        nodes[node.id] = node
        order.append(node.id)
    }
}
