import Accessibility
import CDBus

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
