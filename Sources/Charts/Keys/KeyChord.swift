/// A key as the bindings name it, without the window system (the executable names its keysyms
/// with these).
package enum KeyName: Hashable, Sendable {
    case escape, f11, left, right, up, down, home, end, enter, tab
    /// Shift+Tab as xkb names it (`ISO_Left_Tab`).
    case backTab
    case plus, equal, minus, keypadPlus, keypadMinus
    /// A key that types one character (`q`, `n`, `s`, `1`…), as typed (Shift is in the character).
    case character(Character)
}

/// The modifiers a binding can ask for.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let shift = KeyModifiers(rawValue: 1)
    package static let ctrl = KeyModifiers(rawValue: 2)
    package static let alt = KeyModifiers(rawValue: 4)
}

/// A key with the modifiers a binding asks for.
package struct KeyChord: Hashable, Sendable {
    package var name: KeyName
    package var modifiers: KeyModifiers

    package init(_ name: KeyName, _ modifiers: KeyModifiers = []) {
        self.name = name; self.modifiers = modifiers
    }

    /// Whether the chord is pressed when `name` is pressed with `held`: its modifiers are held
    /// (others may be too); a character bound without Ctrl is no character while Ctrl is held.
    func matches(_ name: KeyName, held: KeyModifiers) -> Bool {
        guard name == self.name, held.isSuperset(of: modifiers) else { return false }
        if case .character = name, held.contains(.ctrl), !modifiers.contains(.ctrl) { return false }
        return true
    }
}
