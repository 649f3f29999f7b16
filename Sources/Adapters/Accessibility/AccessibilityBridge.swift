import Accessibility
import CDBus
import Foundation
import Wayland

/// The window's accessible tree served over AT-SPI2 (docs/accessibility.md, "Orca"): registered
/// with the accessibility bus's registry, answering `Accessible`, `Application`, `Component`,
/// `Action`, `Value`, `Text` and `Selection` calls from the tree built from the charts'
/// controllers, and sending the events the tree's changes make (``AccessibleTree/events(from:)``).
///
/// It starts only when the session bus's `org.a11y.Bus` says assistive technology is on
/// (`org.a11y.Status`: `IsEnabled` or `ScreenReaderEnabled`); libdbus is loaded only to ask
/// that, and not at all without a session bus.
/// The bus's fd is one more fd of the window's `EventLoop`: no thread, no timer.
@MainActor
package final class AccessibilityBridge {
    static let root = "/org/a11y/atspi/accessible/root"
    static let prefix = "/org/a11y/atspi/accessible/"

    private let bus: DBusConnection
    private let content: AccessibleContent
    private let windowTitle: () -> String
    /// Whether the window has drawn all it had to (no animation runs, no data waits).
    private let settled: () -> Bool
    /// The registry's desktop: the application's parent.
    private var desktop = DBusValue.reference("", "/org/a11y/atspi/null")
    /// The tree served, and whether the charts changed since it was built.
    private var tree = AccessibleTree()
    /// The tree before it: a client that heard of an object's last event (a point losing the
    /// focus as the next one takes it) still reads that object.
    private var previous = AccessibleTree()
    private var inputChanged = true, framesChanged = false
    /// Object paths: a number per node id, kept while the process runs (an id's path never changes).
    private var numbers: [String: Int] = [:]
    private var ids: [Int: String] = [:]

    /// The bridge for `content`, or `nil` when no assistive technology is on or the bus cannot be
    /// reached (then one line on stderr, and the window goes on without it).
    package static func start(loop: some LoopHooks, content: AccessibleContent, title: @escaping () -> String, settled: @escaping () -> Bool,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> AccessibilityBridge? {
        guard let address = busAddress(environment) else { return nil }
        do {
            let bus = try DBusConnection(address: address)
            let bridge = AccessibilityBridge(bus: bus, content: content, title: title, settled: settled)
            try bridge.register(loop: loop)
            return bridge
        } catch {
            FileHandle.standardError.write(Data("wlcharts: \(error)\n".utf8))
            return nil
        }
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, else `org.a11y.Bus.GetAddress` on the
    /// session bus when its `org.a11y.Status` says assistive technology is on; `nil` otherwise
    /// (no session bus, or an empty address: nothing is loaded at all).
    static func busAddress(_ environment: [String: String]) -> String? {
        if let a = environment["AT_SPI_BUS_ADDRESS"], !a.isEmpty { return a }
        guard environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false, let session = try? DBusConnection(address: nil) else { return nil }
        let status = "org.a11y.Status"
        func flag(_ name: String) -> Bool {
            let v = try? session.call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
                                      [.string(status), .string(name)])
            return v?.first == .variant(.bool(true))
        }
        guard flag("ScreenReaderEnabled") || flag("IsEnabled") else { return nil }
        return (try? session.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"))?.first?.stringValue
    }

    private init(bus: DBusConnection, content: AccessibleContent, title: @escaping () -> String, settled: @escaping () -> Bool) {
        self.bus = bus
        self.content = content
        windowTitle = title
        self.settled = settled
    }

    /// Serves the objects, embeds the application in the registry's desktop and watches the bus.
    private func register(loop: some LoopHooks) throws(DBusError) {
        var vtable = wl_dbus_vtable()
        vtable.message_function = { _, message, context in
            guard let message, let context else { return DBusLibrary.notHandled }
            let bridge = Unmanaged<AccessibilityBridge>.fromOpaque(context).takeUnretainedValue()
            return MainActor.assumeIsolated { bridge.handle(message) }
        }
        var error = wl_dbus_error()
        bus.lib.errorInit(&error)
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard bus.lib.registerFallback(bus.handle, "/org/a11y/atspi", &vtable, context, &error) != 0 else {
            bus.lib.errorFree(&error)
            throw .failed(what: "serving /org/a11y/atspi", name: "", message: "the path is taken")
        }
        tree = AccessibleTree(content, window: windowTitle())
        let reply = try bus.call("org.a11y.atspi.Registry", Self.root, "org.a11y.atspi.Socket", "Embed",
                                 [.reference(bus.uniqueName, Self.root)], activate: true)
        if let parent = reply.first { desktop = parent }
        var fd: Int32 = -1
        if bus.lib.unixFD(bus.handle, &fd) != 0 { loop.watch(fd: fd) { [unowned self] in pump(read: true) } }
        loop.addBeforeWait { [unowned self] in update() }
        send(Self.root, "org.a11y.atspi.Event.Window", "Activate", kind: "", child: nil, node: AccessibleTree.windowID)
        pump(read: false)
    }

    // MARK: Changes

    /// Input reached the charts: the tree is built again before the loop sleeps.
    package func inputHandled() { inputChanged = true }
    /// A frame was drawn (data may have come): the tree is built again once the frames settle.
    package func frameDrawn() { framesChanged = true }

    /// Builds the tree if input changed the charts, or frames did and have settled (an animation
    /// or a stream of data costs no tree per frame), and sends what changed.
    private func update() {
        guard inputChanged || (framesChanged && settled()) else { pump(read: false); return }
        let byInput = inputChanged
        inputChanged = false
        framesChanged = false
        var new = AccessibleTree(content, window: windowTitle())
        // Data alone: the summaries wait for the next input (Orca would read each one out).
        if !byInput { new = new.keepingChartDescriptions(of: tree) }
        let events = new.events(from: tree)
        previous = tree
        tree = new
        for e in events { send(e) }
        pump(read: false)
    }

    /// Reads what the bus has (`read`), answers every queued call, and writes what is queued.
    private func pump(read: Bool) {
        let lib = bus.lib
        if read { _ = lib.readWrite(bus.handle, 0) }
        while lib.dispatchStatus(bus.handle) == DBusLibrary.dataRemains { _ = lib.dispatch(bus.handle) }
        lib.flush(bus.handle)
    }

    // MARK: Paths

    func path(_ id: String) -> String {
        if id == AccessibleTree.rootID { return Self.root }
        if let n = numbers[id] { return Self.prefix + String(n) }
        let n = numbers.count + 1
        numbers[id] = n
        ids[n] = id
        return Self.prefix + String(n)
    }

    func id(ofPath path: String) -> String? {
        if path == Self.root { return AccessibleTree.rootID }
        guard path.hasPrefix(Self.prefix), let n = Int(path.dropFirst(Self.prefix.count)) else { return nil }
        return ids[n]
    }

    package func reference(_ id: String?) -> DBusValue {
        guard let id else { return desktop }
        return .reference(bus.uniqueName, path(id))
    }

    // MARK: Events

    private func send(_ event: AccessibleEvent) {
        let object = "org.a11y.atspi.Event.Object"
        switch event {
        case let .childrenChanged(parent, added, index, child):
            send(path(parent), object, "ChildrenChanged", kind: added ? "add" : "remove", detail: index, child: child)
        case let .nameChanged(id):
            send(path(id), object, "PropertyChange", kind: "accessible-name", value: .string(tree[id]?.name ?? ""))
        case let .descriptionChanged(id):
            send(path(id), object, "PropertyChange", kind: "accessible-description", value: .string(tree[id]?.description ?? ""))
        case let .valueChanged(id):
            send(path(id), object, "PropertyChange", kind: "accessible-value", value: .double(tree[id]?.value?.current ?? 0))
        case let .textChanged(id, inserted, text):
            send(path(id), object, "TextChanged", kind: inserted ? "insert" : "delete", detail: 0,
                 detail2: text.count, value: .string(text))
        case let .stateChanged(id, state, on):
            send(path(id), object, "StateChanged", kind: state, detail: on ? 1 : 0, value: .int32(0))
        case let .selectionChanged(id):
            send(path(id), object, "SelectionChanged", kind: "", value: .int32(0))
        case let .activeDescendantChanged(parent, child):
            send(path(parent), object, "ActiveDescendantChanged", kind: "", detail: 0, child: child)
        }
    }

    private func send(_ path: String, _ interface: String, _ member: String, kind: String, detail: Int = 0, child: String?,
                      node: String? = nil) {
        send(path, interface, member, kind: kind, detail: detail, value: .variant(reference(child ?? node)))
    }

    private func send(_ path: String, _ interface: String, _ member: String, kind: String, detail: Int = 0, detail2: Int = 0,
                      value: DBusValue) {
        guard let message = bus.lib.newSignal(path, interface, member) else { return }
        defer { bus.lib.messageUnref(message) }
        let inner = if case let .variant(v) = value { v } else { value }
        bus.lib.append([.string(kind), .int32(Int32(detail)), .int32(Int32(detail2)), .variant(inner),
                        .dictionary(value: "v", [])], to: message)
        bus.send(message)
    }

    // MARK: Calls

    /// Answers one call to an object under `/org/a11y/atspi`.
    private func handle(_ message: OpaquePointer) -> Int32 {
        let lib = bus.lib
        guard lib.messageType(message) == DBusLibrary.methodCall else { return DBusLibrary.notHandled }
        let path = lib.path(message).map { String(cString: $0) } ?? ""
        let interface = lib.interface(message).map { String(cString: $0) } ?? ""
        let member = lib.member(message).map { String(cString: $0) } ?? ""
        if inputChanged { update() }
        let arguments = lib.arguments(of: message)
        let answer: AccessibilityCall.Answer
        if path == "/org/a11y/atspi/cache" {
            answer = member == "GetItems" ? .values([.array(element: "((so)(so)(so)iiassusau)", [])]) : .unknown
        } else if let id = id(ofPath: path), let (node, from) = tree[id].map({ ($0, tree) }) ?? previous[id].map({ ($0, previous) }) {
            answer = AccessibilityCall(host: self, tree: from, node: node).answer(interface, member, arguments)
        } else {
            answer = .error("org.freedesktop.DBus.Error.UnknownObject", "no object at \(path)")
        }
        let reply: OpaquePointer?
        switch answer {
        case let .values(values):
            reply = lib.newReturn(message)
            if let reply { lib.append(values, to: reply) }
        case let .error(name, text):
            reply = lib.newError(message, name, text)
        case .unknown:
            reply = lib.newError(message, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(member) is not served")
        }
        if let reply {
            bus.send(reply)
            lib.messageUnref(reply)
        }
        return DBusLibrary.handled
    }

    /// Carries out an action or value request on the chart's controller; the tree follows at once.
    package func perform(_ request: AccessibleRequest) {
        let charts = content.accessibleCharts
        guard charts.indices.contains(request.chart) else { return }
        request.perform(on: charts[request.chart])
        inputChanged = true
    }
}

extension AccessibilityBridge: AccessibilityCallHost {}
