import Charts
import Foundation
import Testing
import SeriesData

/// wlcharts's accessible tree read over a real accessibility bus by a real AT-SPI client (libatspi,
/// as Orca reads it): a private session bus and at-spi2-core's launcher, the window under
/// `wlcharts-testcomp`; the client walks the tree, steps the highlight by key and hears the focus
/// move, toggles a series through its action, sets the range start through its value, and shows
/// and hides series through the series list's `Selection`.
@Suite(.enabled(if: Commands.wlcharts != nil && Commands.testCompositor != nil, "wlcharts or wlcharts-testcomp is not built — skipped"))
struct ScreenReaderTests {
    struct Node: Decodable {
        var role: String, name: String, description: String, states: [String], children: [Node]
        var actions: [String]?, value: [Double]?
        func first(_ pred: (Node) -> Bool) -> Node? {
            if pred(self) { return self }
            for c in children { if let hit = c.first(pred) { return hit } }
            return nil
        }
    }

    struct Event: Decodable { var type: String, name: String, role: String, detail1: Int }

    struct Seen: Decodable {
        var before: Node, after: Node, hiddenTree: Node
        var focus: [Event], checked: [Event]
        var toggled: Bool, rangeStartSet: Bool
        var selection: SelectionSeen
    }

    /// What the series list's `Selection` did (atspi-client.py's `selection`).
    struct SelectionSeen: Decodable {
        var count: Int, hiddenSelected: Bool, selected: Bool, afterSelect: [Int], events: [Event]
        var deselectedFirst: Bool, firstSelected: String, deselectedLast: Bool, cleared: Bool, afterRefusals: Int
        var all: Bool, afterAll: Int
    }

    @Test(.enabled(if: AccessibilityBus.available, AccessibilityBus.missingNote))
    func aScreenReaderReadsTheChartStepsThroughItAndTogglesASeries() throws {
        let file = Commands.packageRoot + "/Examples/views-shares-two-axes.json"
        let data = try #require(try ChartLoader.load(path: file).first)
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let fifo = bus.runtime + "/commands", log = bus.runtime + "/compositor.log"
        #expect(mkfifo(fifo, 0o600) == 0)
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-a11y", "--size", "640x400", "--commands", fifo],
                                        environment: bus.environment, log: log)
        defer { compositor.stop() }
        try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
        let errors = bus.runtime + "/wlcharts.err"
        let window = try Background(Commands.wlcharts!, [file], environment: bus.environment.merging(["WAYLAND_DISPLAY": "wl-a11y"]) { $1 },
                                    log: bus.runtime + "/wlcharts.out", errorLog: errors)
        defer { window.stop() }
        try Commands.waitUntil("the first frame") { Commands.lines(of: log).contains { $0.hasPrefix("commit ") } }
        let second = data.series[1]
        let client = try Commands.run(AccessibilityBus.python, [Commands.packageRoot + "/Tests/Servers/atspi-client.py", fifo, second.name],
                                      environment: bus.environment, timeout: 60)
        #expect(client.status == 0, "\(client.err)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(client.out.utf8))
        #expect(window.isRunning)
        // (Each reading step's tone finds no sound server here: that line, and nothing of the bridge.)
        #expect(!Commands.lines(of: errors).contains { !$0.contains("no sound server") }, "\(Commands.lines(of: errors))")

        // The tree: application, frame, chart named by its title and described by the summary.
        #expect(seen.before.role == "application" && seen.before.name == "wlcharts")
        let frame = try #require(seen.before.children.first)
        #expect(frame.role == "frame" && frame.states.contains("active"))
        let chart = try #require(frame.children.first)
        // The title the window shows: the file's name, as the header writes it.
        var summary = ChartSummary(data: data, index: 0, window: data.initialWindow)
        summary.title = "Views shares two axes"
        #expect(chart.role == "chart" && chart.name == summary.title)
        #expect(chart.description == PointReading.spoken(summary.text))
        #expect(chart.states.contains("focused"))
        let items = chart.first { $0.role == "list" }?.children ?? []
        #expect(items.map(\.name) == data.series.map(\.name))
        #expect(items.allSatisfy { $0.states.contains("checked") && $0.states.contains("checkable") && $0.actions == ["toggle"] })
        let start = try #require(chart.first { $0.name == "Range start" }?.value)
        #expect(start[0] == data.initialWindow.lower)

        // Home highlights the first visible point, → the next: each takes the focus, named as the board reads it.
        let visible = data.indices(in: data.initialWindow)
        let model = ChartModel(data: data, hidden: [])
        let gained = seen.focus.filter { $0.detail1 == 1 }
        // Two y axes: each value says its axis, as the board marks it.
        let axes = ChartController(charts: [data]).snapshot.axes
        #expect(gained.map(\.name) == [PointReading.sentence(model, index: visible.lowerBound, axes: axes),
                                       PointReading.sentence(model, index: visible.lowerBound + 1, axes: axes)], "\(seen.focus)")
        #expect(gained.allSatisfy { $0.role == "list item" })
        #expect(seen.focus.first?.role == "chart" && seen.focus.first?.detail1 == 0, "the chart gave the focus up")
        #expect(seen.focus.filter { $0.detail1 == 0 }.count == 2, "the first point gave it up too (and was still there to be read)")

        // The toggle hid the series: its item unchecked (and the event said so), the summary without it.
        #expect(seen.toggled)
        #expect(seen.checked.contains { $0.type == "object:state-changed:checked" && $0.name == second.name && $0.detail1 == 0 })
        let after = try #require(seen.after.children.first?.children.first)
        let item = try #require(after.first { $0.role == "list item" && $0.name == second.name })
        #expect(!item.states.contains("checked"))
        #expect(!after.description.contains(second.name + ":"))
        #expect(seen.hiddenTree.first { $0.role == "list item" && $0.name == second.name }?.states.contains("checked") == false)
        // And on screen: hiding the series changed the pixels.
        func shot(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: bus.runtime + "/" + name)) }
        #expect(try shot("shown.png") != shot("hidden.png"), "hiding the series changed the window")
        // The range start moved to the first point, on screen too (the same series hidden in both).
        #expect(seen.rangeStartSet)
        #expect(after.first { $0.name == "Range start" }?.value?[0] == Double(data.x[0]))
        #expect(try shot("unselected.png") != shot("hidden.png"), "moving the range start changed the window")

        // The series list's selection is the series shown: selecting the hidden one shows it again
        // (the same events as its toggle, and the list's selection-changed), on screen too.
        let s = seen.selection
        #expect(s.count == 1 && !s.hiddenSelected)
        #expect(s.selected && s.afterSelect == [2, 1])
        #expect(s.events.contains { $0.type == "object:state-changed:checked" && $0.name == second.name && $0.detail1 == 1 }, "\(s.events)")
        #expect(s.events.contains { $0.type == "object:state-changed:selected" && $0.name == second.name && $0.detail1 == 1 })
        #expect(s.events.contains { $0.type == "object:selection-changed" && $0.name == "Series" })
        #expect(try shot("reshown.png") != shot("unselected.png"), "showing the series again changed the window")
        // Deselecting the first shown hides it; the last shown stays (deselect and clear refused).
        #expect(s.deselectedFirst && s.firstSelected == second.name)
        #expect(!s.deselectedLast && !s.cleared && s.afterRefusals == 1)
        #expect(s.all && s.afterAll == data.series.count)
    }

    /// Nothing changes for a user without a screen reader (issue 36, docs/accessibility.md):
    /// without a session bus libdbus is not even loaded; on a session bus whose
    /// `ScreenReaderEnabled` is off the window registers nothing with the registry; once a screen
    /// reader turns it on, a window started then registers (so the empty list above could fail).
    @Test(.enabled(if: AccessibilityBus.available, AccessibilityBus.missingNote))
    func withoutAScreenReaderTheWindowLoadsAndServesNothing() throws {
        let file = Commands.packageRoot + "/Examples/views-shares-two-axes.json"
        let bus = try AccessibilityBus(screenReader: false)
        defer { bus.stop() }
        let log = bus.runtime + "/compositor.log"
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-quiet", "--size", "320x200"],
                                        environment: bus.environment, log: log)
        defer { compositor.stop() }
        try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
        func commits() -> Int { Commands.lines(of: log).filter { $0.hasPrefix("commit ") }.count }
        /// A window with `environment`, once it has drawn its first frame.
        func window(_ environment: [String: String]) throws -> Background {
            let before = commits()
            let w = try Background(Commands.wlcharts!, [file], environment: environment.merging(["WAYLAND_DISPLAY": "wl-quiet"]) { $1 })
            try Commands.waitUntil("the first frame") { commits() > before }
            return w
        }

        let noBus = ["XDG_RUNTIME_DIR": bus.runtime, "DBUS_SESSION_BUS_ADDRESS": "", "AT_SPI_BUS_ADDRESS": ""]
        do {
            let plain = try window(noBus)
            defer { plain.stop() }
            // Read to its end: a /proc file has no size to read up to.
            let maps = String(decoding: try #require(FileHandle(forReadingAtPath: "/proc/\(plain.pid)/maps")).readDataToEndOfFile(), as: UTF8.self)
            #expect(maps.contains("libwayland-client"), "the maps are the window's")
            #expect(!maps.contains("libdbus-1"), "no session bus: libdbus is not loaded")
        }
        do {
            let quiet = try window(bus.environment)
            defer { quiet.stop() }
            #expect(try bus.registeredApplications().isEmpty, "no screen reader: nothing registered")
        }

        try bus.setScreenReader(true)
        let heard = try window(bus.environment)
        defer { heard.stop() }
        try Commands.waitUntil("the window in the registry") { (try? bus.registeredApplications().count) == 1 }
    }
}
