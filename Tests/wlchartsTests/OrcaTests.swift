import Charts
import Foundation
import Testing
import SeriesData

/// Orca itself reads the window: started headless on a private accessibility bus with
/// speech-dispatcher's dummy output, it speaks the chart's name when it finds the window, the
/// highlighted point's text as the user steps through the chart with Home and →, and in monitor
/// mode what changes in a live chart. One at a time: Orca refuses to start beside another Orca
/// of the same user.
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil && Commands.testCompositor != nil, "wlcharts or wlcharts-testcomp is not built — skipped"))
struct OrcaTests {
    @Test(.enabled(if: AccessibilityBus.available && OrcaReader.available, OrcaReader.missingNote))
    func orcaSpeaksTheChartsNameAndEachPointSteppedTo() throws {
        let file = Commands.packageRoot + "/Examples/views-shares-two-axes.json"
        let data = try #require(try ChartLoader.load(path: file).first)
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let orca = try OrcaReader()
        defer { orca.stop() }
        let session = try CompositorWindow([file], folder: bus.runtime, environment: bus.environment, socket: "wl-orca")
        defer { session.stop() }

        // Orca starts, finds the active window and the focused chart, and says its name.
        try orca.start(bus: bus, wayland: "wl-orca")
        let title = "Views shares two axes"
        #expect(try orca.waitToHear("the window's title") { $0.hasPrefix("wlcharts — ") } == "wlcharts — \(title) frame.")
        #expect(try orca.waitToHear("the chart's name") { $0.hasPrefix(title) } == "\(title) chart.", "\(orca.spoken)")

        // Home highlights the first visible point, → the next: Orca says each as the board reads it.
        let model = ChartModel(data: data, hidden: [])
        let visible = data.indices(in: data.initialWindow)
        // Two y axes: each value says its axis, as the board marks it.
        let axes = ChartController(charts: [data]).snapshot.axes
        let points = [visible.lowerBound, visible.lowerBound + 1].map { PointReading.spoken(PointReading.sentence(model, index: $0, axes: axes)) }
        let commands = try FileHandle(forWritingTo: URL(fileURLWithPath: session.fifo))
        defer { try? commands.close() }
        for (key, point) in zip(["home", "right"], points) {
            commands.write(Data("key \(key)\n".utf8))
            #expect(try orca.waitToHear("'\(point)'") { $0.contains(point) } == point, "\(orca.spoken)")
        }
        #expect(session.window.isRunning)
    }

    /// `--monitor` on a followed file: a new high is a notification Orca reads.
    @Test(.enabled(if: AccessibilityBus.available && OrcaReader.available, OrcaReader.missingNote))
    func orcaSpeaksWhatMonitorModeSays() throws {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let orca = try OrcaReader()
        defer { orca.stop() }
        let file = bus.runtime + "/cpu.ndjson"
        func line(_ i: Int, _ v: Int) -> String { "{\"t\": \(1_700_000_000 + i), \"cpu\": \(v)}\n" }
        try (0 ..< 10).map { line($0, 10 + $0) }.joined().write(toFile: file, atomically: true, encoding: .utf8)
        let session = try CompositorWindow(["--follow", file, "--monitor", "--stale-after", "1h"], folder: bus.runtime, environment: bus.environment,
                                              socket: "wl-orca")
        defer { session.stop() }
        try orca.start(bus: bus, wayland: "wl-orca")
        _ = try orca.waitToHear("the chart's name") { $0.hasSuffix(" chart.") }

        let append = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        defer { try? append.close() }
        append.seekToEndOfFile()
        append.write(Data(line(10, 50).utf8))
        let said = "cpu: new high, 50 at 22:13:30."
        #expect(try orca.waitToHear("'\(said)'") { $0.contains(said) } == "notification \(said)", "\(orca.spoken)")
        #expect(session.window.isRunning)
    }
}
