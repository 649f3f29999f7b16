/// Walking an object's members or an array's elements one at a time, so that a reader keeps its
/// own loop (and may call its own mutating helpers in it):
///
/// ```swift
/// var members = try reader.enterObject("'{' (the answer's object)", in: "the answer")
/// while let key = try reader.nextMember(&members) {
///     switch key { case "data": … default: try reader.skipValue() }
/// }
/// ```
///
/// Each step consumes the separator before the next member or the closing bracket, so the body
/// must consume exactly one value per step (read it or `skipValue()`).
extension JSONReader {
    /// Where a walk of one object or array is.
    struct Walk {
        /// `}` or `]`.
        let close: UInt8
        /// The container's name in "expected ',' or '}' in …" messages.
        let name: String
        var started = false
        var done = false
    }

    /// Consumes the `{` of an object (`opening` names it in the error when it is not there).
    @inline(__always)
    mutating func enterObject(_ opening: @autoclosure () -> String = "'{'", in name: String) throws(LoadError) -> Walk {
        try expect(UInt8(ascii: "{"), opening())
        return Walk(close: UInt8(ascii: "}"), name: name)
    }

    /// Consumes the `[` of an array (`opening` names it in the error when it is not there).
    @inline(__always)
    mutating func enterArray(_ opening: @autoclosure () -> String = "'['", in name: String) throws(LoadError) -> Walk {
        try expect(UInt8(ascii: "["), opening())
        return Walk(close: UInt8(ascii: "]"), name: name)
    }

    /// The next member's key, with the reader at its value (after `:` and whitespace); `nil` once
    /// the object is closed.
    @inline(__always)
    mutating func nextMember(_ walk: inout Walk) throws(LoadError) -> String? {
        guard try nextElement(&walk) else { return nil }
        let key = try readString()
        try expect(UInt8(ascii: ":"), "':'")
        skipWhitespace()
        return key
    }

    /// Whether there is a next element, with the reader before it; `false` once the array is closed.
    @inline(__always)
    mutating func nextElement(_ walk: inout Walk) throws(LoadError) -> Bool {
        if walk.done { return false }
        if !walk.started {
            walk.started = true
            walk.done = consume(walk.close)
        } else {
            walk.done = try !separator(close: walk.close, in: walk.name)
        }
        return !walk.done
    }
}
