/// An accessible object's states, one bit per `AtspiStateType` (at-spi2-core's
/// `atspi-constants.h`): `GetState` sends them as two 32-bit words of this 64-bit set.
public struct AccessibleStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let active = AccessibleStates(bit: 1)
    public static let checked = AccessibleStates(bit: 4)
    static let enabled = AccessibleStates(bit: 8)
    static let focusable = AccessibleStates(bit: 11)
    package static let focused = AccessibleStates(bit: 12)
    public static let horizontal = AccessibleStates(bit: 14)
    public static let multiselectable = AccessibleStates(bit: 18)
    public static let selectable = AccessibleStates(bit: 22)
    public static let selected = AccessibleStates(bit: 23)
    public static let sensitive = AccessibleStates(bit: 24)
    public static let showing = AccessibleStates(bit: 25)
    public static let visible = AccessibleStates(bit: 30)
    static let managesDescendants = AccessibleStates(bit: 31)
    package static let checkable = AccessibleStates(bit: 41)
    static let readOnly = AccessibleStates(bit: 43)

    /// What every object of a shown window has: enabled, sensitive, visible and showing.
    public static let shown: AccessibleStates = [.enabled, .sensitive, .visible, .showing]

    init(bit: Int) { rawValue = 1 << UInt64(bit) }

    /// The AT-SPI name of each single state (`focused`, `checked`…), as events spell it
    /// (`object:state-changed:focused`).
    public static let names: [(AccessibleStates, String)] = [
        (.active, "active"), (.checked, "checked"), (.enabled, "enabled"), (.focusable, "focusable"),
        (.focused, "focused"), (.horizontal, "horizontal"), (.multiselectable, "multiselectable"), (.selectable, "selectable"),
        (.selected, "selected"), (.sensitive, "sensitive"), (.showing, "showing"), (.visible, "visible"),
        (.managesDescendants, "manages-descendants"), (.checkable, "checkable"), (.readOnly, "read-only"),
    ]

    /// The two words `GetState` returns: bits 0–31, then 32–63.
    public var words: (UInt32, UInt32) { (UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)) }
}
