import Accessibility
import CDBus

/// Why the accessibility bridge did not start (one line on stderr when a screen reader asked for it).
enum DBusError: Error, Equatable, CustomStringConvertible {
    case library(SharedLibraryError)
    /// A bus could not be reached or a call failed: the D-Bus error's name and message.
    case failed(what: String, name: String, message: String)

    var description: String {
        switch self {
        case let .library(e): "accessibility: \(e)"
        case let .failed(what, name, message): "accessibility: \(what): \(message) (\(name))"
        }
    }
}

/// One private libdbus connection (the session bus, or the accessibility bus at an address),
/// closed when released. Not thread-safe: the window's loop is its only user.
final class DBusConnection {
    let lib: DBusLibrary
    let handle: OpaquePointer
    /// Our unique name on the bus (`:1.42`).
    let uniqueName: String

    /// The session bus (`DBUS_SESSION_BUS_ADDRESS`), or the bus at `address`.
    init(address: String?) throws(DBusError) {
        let lib: DBusLibrary
        switch DBusLibrary.shared {
        case let .success(l): lib = l
        case let .failure(e): throw .library(e)
        }
        self.lib = lib
        var error = wl_dbus_error()
        lib.errorInit(&error)
        let connection = address.map { lib.openPrivate($0, &error) } ?? lib.busGetPrivate(0, &error)
        guard let connection else { throw Self.failure(lib, &error, what: address == nil ? "the session bus" : "the accessibility bus") }
        if address != nil, lib.busRegister(connection, &error) == 0 {
            lib.close(connection); lib.unref(connection)
            throw Self.failure(lib, &error, what: "the accessibility bus")
        }
        lib.setExitOnDisconnect(connection, 0)
        handle = connection
        uniqueName = lib.uniqueName(connection).map { String(cString: $0) } ?? ""
    }

    deinit {
        lib.close(handle)
        lib.unref(handle)
    }

    /// Calls `method` and waits for its reply (at most `timeout` ms): the reply's arguments. A
    /// destination that is not running is started only with `activate` (D-Bus activation): asking
    /// whether a screen reader runs never launches the accessibility bus; the registry is started.
    func call(_ destination: String, _ path: String, _ interface: String, _ method: String,
              _ arguments: [DBusValue] = [], activate: Bool = false, timeout: Int32 = 2000) throws(DBusError) -> [DBusValue] {
        guard let message = lib.newMethodCall(destination, path, interface, method) else {
            throw .failed(what: method, name: "org.freedesktop.DBus.Error.NoMemory", message: "no memory")
        }
        defer { lib.messageUnref(message) }
        lib.setAutoStart(message, activate ? 1 : 0)
        lib.append(arguments, to: message)
        var error = wl_dbus_error()
        lib.errorInit(&error)
        guard let reply = lib.call(handle, message, timeout, &error) else {
            throw Self.failure(lib, &error, what: "\(interface).\(method)")
        }
        defer { lib.messageUnref(reply) }
        return lib.arguments(of: reply)
    }

    /// Queues `message` (the loop's turn flushes it).
    func send(_ message: OpaquePointer) { _ = lib.send(handle, message, nil) }

    private static func failure(_ lib: DBusLibrary, _ error: inout wl_dbus_error, what: String) -> DBusError {
        defer { lib.errorFree(&error) }
        return .failed(what: what, name: error.name.map { String(cString: $0) } ?? "unknown",
                       message: error.message.map { String(cString: $0) } ?? "failed")
    }
}
