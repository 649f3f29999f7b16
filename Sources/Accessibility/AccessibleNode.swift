/// One object of the accessible tree: a plain value, built afresh from the chart's state each
/// time the tree is read (`AccessibleTree`); the bridge serves it over AT-SPI2.
public struct AccessibleNode: Sendable, Equatable {
    /// Its place in the tree, stable while the object is the same (`chart/series/views`,
    /// `chart/plot/point/41`): the bridge's object path comes from it, and `AccessibleTree.events(from:)`
    /// matches the old and new tree by it.
    public var id: String
    package var role: AccessibleRole
    public var name: String
    public var description: String = ""
    public var states: AccessibleStates = .shown
    /// Its children's ids, in order.
    package var children: [String] = []
    /// Its parent's id (`nil` for the application).
    package var parent: String?
    /// What it can do (`Action`): for a series, `toggle`; for a preset, `click`.
    package var actions: [AccessibleAction] = []
    /// A number with bounds (`Value`): the range selector's ends.
    public var value: AccessibleValue?
    /// What taking the focus asks of the chart (`Component.GrabFocus`): a point's highlight.
    var focusRequest: AccessibleRequest?
    /// Text it reads out (`Text`): the status line.
    public var text: String?
    /// Object attributes (`GetAttributes`): `live: polite` on the status line, `value-text` for a value.
    package var attributes: [String: String] = [:]

    public init(id: String, role: AccessibleRole, name: String, description: String = "",
                states: AccessibleStates = .shown, parent: String?) {
        self.id = id; self.role = role; self.name = name; self.description = description
        self.states = states; self.parent = parent
    }
}

/// One action of an object (`org.a11y.atspi.Action`).
package struct AccessibleAction: Sendable, Equatable {
    /// The action's name (`toggle`, `click`), what `GetName` returns.
    public var name: String
    public var description: String
    /// What doing it asks of the chart.
    package var request: AccessibleRequest

    public init(name: String, description: String, request: AccessibleRequest) {
        self.name = name; self.description = description; self.request = request
    }
}

/// A settable number (`org.a11y.atspi.Value`): the range selector's start and end, ms since the
/// epoch (or the x of numeric data).
public struct AccessibleValue: Sendable, Equatable {
    /// Which end of which chart's range the value sets.
    public enum Target: Sendable, Equatable {
        case rangeStart(chart: Int), rangeEnd(chart: Int)
    }

    public var current: Double
    package var minimum: Double
    package var maximum: Double
    /// The smallest step: one unit of the data's x.
    package var increment: Double
    /// The value in words (`Mon, 1 Apr 2019`): `Value.Text`.
    public var text: String
    public var target: Target

    public init(current: Double, minimum: Double, maximum: Double, increment: Double, text: String, target: Target) {
        self.current = current; self.minimum = minimum; self.maximum = maximum; self.increment = increment
        self.text = text; self.target = target
    }

    /// What setting the value to `x` asks of the chart (`x` clamped to the bounds).
    package func request(_ x: Double) -> AccessibleRequest {
        let v = min(max(x, minimum), maximum)
        switch target {
        case let .rangeStart(c): return .rangeStart(chart: c, v)
        case let .rangeEnd(c): return .rangeEnd(chart: c, v)
        }
    }
}
