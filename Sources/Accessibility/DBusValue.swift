/// A D-Bus value as the bridge writes and reads it: the few types AT-SPI2 uses.
package indirect enum DBusValue: Equatable {
    case string(String), objectPath(String), int32(Int32), uint32(UInt32), double(Double), bool(Bool)
    /// `(…)`.
    case structure([DBusValue])
    /// `a…`: items of the element signature `element` (given, since an array may be empty).
    case array(element: String, [DBusValue])
    /// `a{s…}`: string keys, values of signature `value`.
    case dictionary(value: String, [(String, DBusValue)])
    case variant(DBusValue)

    /// An object reference `(so)`: the bus name and the object's path.
    package static func reference(_ bus: String, _ path: String) -> DBusValue { .structure([.string(bus), .objectPath(path)]) }

    /// The type signature.
    package var signature: String {
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

    package static func == (a: DBusValue, b: DBusValue) -> Bool {
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
    package var stringValue: String? {
        switch self {
        case let .string(s), let .objectPath(s): s
        case let .variant(v): v.stringValue
        default: nil
        }
    }

    /// The number inside (also through a variant).
    package var number: Double? {
        switch self {
        case let .int32(i): Double(i)
        case let .uint32(u): Double(u)
        case let .double(d): d
        case let .variant(v): v.number
        default: nil
        }
    }
}
