import CDBus

/// A D-Bus value as the bridge writes and reads it: the few types AT-SPI2 uses.
indirect enum DBusValue: Equatable {
    case string(String), objectPath(String), int32(Int32), uint32(UInt32), double(Double), bool(Bool)
    /// `(…)`.
    case structure([DBusValue])
    /// `a…`: items of the element signature `element` (given, since an array may be empty).
    case array(element: String, [DBusValue])
    /// `a{s…}`: string keys, values of signature `value`.
    case dictionary(value: String, [(String, DBusValue)])
    case variant(DBusValue)

    /// An object reference `(so)`: the bus name and the object's path.
    static func reference(_ bus: String, _ path: String) -> DBusValue { .structure([.string(bus), .objectPath(path)]) }

    /// The type signature.
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .int32: "i"
        case .uint32: "u"
        case .double: "d"
        case .bool: "b"
        case let .structure(items): "(" + items.map(\.signature).joined() + ")"
        case let .array(element, _): "a" + element
        case let .dictionary(value, _): "a{s\(value)}"
        case .variant: "v"
        }
    }

    static func == (a: DBusValue, b: DBusValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)), let (.objectPath(x), .objectPath(y)): x == y
        case let (.int32(x), .int32(y)): x == y
        case let (.uint32(x), .uint32(y)): x == y
        case let (.double(x), .double(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case let (.structure(x), .structure(y)): x == y
        case let (.array(e, x), .array(f, y)): e == f && x == y
        case let (.variant(x), .variant(y)): x == y
        case let (.dictionary(v, x), .dictionary(w, y)): v == w && x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    /// The string inside (also through a variant).
    var stringValue: String? {
        switch self {
        case let .string(s), let .objectPath(s): s
        case let .variant(v): v.stringValue
        default: nil
        }
    }

    /// The number inside (also through a variant).
    var number: Double? {
        switch self {
        case let .int32(i): Double(i)
        case let .uint32(u): Double(u)
        case let .double(d): d
        case let .variant(v): v.number
        default: nil
        }
    }
}

extension DBusLibrary {
    /// Appends `values` to `message`'s arguments.
    func append(_ values: [DBusValue], to message: OpaquePointer) {
        var it = wl_dbus_message_iter()
        withUnsafeMutablePointer(to: &it) { p in
            iterInitAppend(message, p)
            for v in values { append(v, to: p) }
        }
    }

    private func append(_ value: DBusValue, to it: UnsafeMutablePointer<wl_dbus_message_iter>) {
        func basic<T: BitwiseCopyable>(_ type: Character, _ v: T) {
            _ = withUnsafePointer(to: v) { appendBasic(it, Int32(type.asciiValue!), $0) }
        }
        switch value {
        case let .string(s), let .objectPath(s):
            let type: Character = if case .string = value { "s" } else { "o" }
            s.withCString { c in basic(type, Optional(c)) }
        case let .int32(i): basic("i", i)
        case let .uint32(u): basic("u", u)
        case let .double(d): basic("d", d)
        case let .bool(b): basic("b", UInt32(b ? 1 : 0))
        case let .structure(items): container("r", nil, it) { sub in for v in items { append(v, to: sub) } }
        case let .array(element, items): container("a", element, it) { sub in for v in items { append(v, to: sub) } }
        case let .dictionary(valueType, pairs):
            container("a", "{s\(valueType)}", it) { sub in
                for (k, v) in pairs {
                    container("e", nil, sub) { entry in append(.string(k), to: entry); append(v, to: entry) }
                }
            }
        case let .variant(inner): container("v", inner.signature, it) { sub in append(inner, to: sub) }
        }
    }

    private func container(_ type: Character, _ signature: String?, _ it: UnsafeMutablePointer<wl_dbus_message_iter>,
                           _ body: (UnsafeMutablePointer<wl_dbus_message_iter>) -> Void) {
        var sub = wl_dbus_message_iter()
        withUnsafeMutablePointer(to: &sub) { s in
            let code = Int32(type.asciiValue!)
            if let signature {
                _ = signature.withCString { openContainer(it, code, $0, s) }
            } else {
                _ = openContainer(it, code, nil, s)
            }
            body(s)
            _ = closeContainer(it, s)
        }
    }

    /// `message`'s arguments: basic values, variants and structures of them (what AT-SPI2 calls carry).
    func arguments(of message: OpaquePointer) -> [DBusValue] {
        var it = wl_dbus_message_iter()
        return withUnsafeMutablePointer(to: &it) { p in
            guard iterInit(message, p) != 0 else { return [] }
            return read(p)
        }
    }

    private func read(_ it: UnsafeMutablePointer<wl_dbus_message_iter>) -> [DBusValue] {
        var out: [DBusValue] = []
        while true {
            let type = argType(it)
            guard type != 0 else { break }
            switch UnicodeScalar(UInt8(truncatingIfNeeded: type)) {
            case "s", "o":
                var c: UnsafePointer<CChar>?
                getBasic(it, &c)
                let s = c.map { String(cString: $0) } ?? ""
                out.append(type == Int32(UInt8(ascii: "s")) ? .string(s) : .objectPath(s))
            case "i": var v: Int32 = 0; getBasic(it, &v); out.append(.int32(v))
            case "u": var v: UInt32 = 0; getBasic(it, &v); out.append(.uint32(v))
            case "d": var v = 0.0; getBasic(it, &v); out.append(.double(v))
            case "b": var v: UInt32 = 0; getBasic(it, &v); out.append(.bool(v != 0))
            case "v", "r":
                var sub = wl_dbus_message_iter()
                let inner = withUnsafeMutablePointer(to: &sub) { s in recurse(it, s); return read(s) }
                out.append(type == Int32(UInt8(ascii: "v")) ? .variant(inner.first ?? .string("")) : .structure(inner))
            default:
                break   // arrays and other types: not in what the bridge is asked
            }
            guard next(it) != 0 else { break }
        }
        return out
    }
}
