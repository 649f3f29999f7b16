import Charts
import Foundation
import Testing
import SeriesData

/// Orca itself reads the window: started headless on a private accessibility bus with
/// speech-dispatcher's dummy output, it speaks the chart's name when it finds the window, and
/// the highlighted point's text as the user steps through the chart with Home and →.
@Suite(.enabled(if: Commands.wlcharts != nil && Commands.testCompositor != nil, "wlcharts or wlcharts-testcomp is not built — skipped"))
struct OrcaTests {
    @Test(.enabled(if: AccessibilityBus.available && OrcaReader.available, OrcaReader.missingNote))
    func orcaSpeaksTheChartsNameAndEachPointSteppedTo() throws {
        let file = Commands.packageRoot + "/Examples/views-shares-two-axes.json"
        let data = try #require(try ChartLoader.load(path: file).first)
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let orca = try OrcaReader()
        defer { orca.stop() }
        let fifo = bus.runtime + "/commands", log = bus.runtime + "/compositor.log"
        #expect(mkfifo(fifo, 0o600) == 0)
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-orca", "--size", "640x400", "--commands", fifo],
                                        environment: bus.environment, log: log)
        defer { compositor.stop() }
        try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
        let window = try Background(Commands.wlcharts!, [file], environment: bus.environment.merging(["WAYLAND_DISPLAY": "wl-orca"]) { $1 },
                                    log: bus.runtime + "/wlcharts.out", errorLog: bus.runtime + "/wlcharts.err")
        defer { window.stop() }
        try Commands.waitUntil("the first frame") { Commands.lines(of: log).contains { $0.hasPrefix("commit ") } }

        // Orca starts, finds the active window and the focused chart, and says its name.
        try orca.start(bus: bus, wayland: "wl-orca")
        let title = "Views shares two axes"
        #expect(try orca.waitToHear("the window's title") { $0.hasPrefix("wlcharts — ") } == "wlcharts — \(title) frame.")
        #expect(try orca.waitToHear("the chart's name") { $0.hasPrefix(title) } == "\(title) chart.", "\(orca.spoken)")

        // Home highlights the first visible point, → the next: Orca says each as the board reads it.
        let model = ChartModel(data: data, hidden: [])
        let visible = data.indices(in: data.initialWindow)
        let points = [visible.lowerBound, visible.lowerBound + 1].map { PointReading.spoken(PointReading.sentence(model, index: $0)) }
        let commands = try FileHandle(forWritingTo: URL(fileURLWithPath: fifo))
        defer { try? commands.close() }
        for (key, point) in zip(["home", "right"], points) {
            commands.write(Data("key \(key)\n".utf8))
            #expect(try orca.waitToHear("'\(point)'") { $0.contains(point) } == point, "\(orca.spoken)")
        }
        #expect(window.isRunning)
    }
}
