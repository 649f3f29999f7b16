import Charts
import Raster
import Wayland

/// The chart scene is what the window shows (its members match ``WindowContent`` one for one).
extension ChartScene: WindowContent {}

/// `wlcharts FILE…` (and `--demo`): the charts of every file in one window, Tab to the next.
/// The PNG options that describe a state (`--size`, `--chart`, `--range`, `--theme`, `--hidden`,
/// `--highlight`, `--font`) set up the window the same way, so a window and its `--png` render
/// can be compared.
@MainActor
enum WindowCommand {
    /// Runs the window; returns the exit status (1 after one line on stderr on failure).
    static func run(files: [String], options o: PNGOptions, fullscreen: Bool, display: String?, demo: Bool) -> Int32 {
        do {
            let size = o.size ?? "800x600"
            _ = try PNGRender.parseSize(size)
            if demo {
                let window = try ChartWindow.Options(title: "wlcharts — demo", fullscreen: fullscreen, display: display, size: size)
                return ChartWindow.run(content: DemoContent(), options: window)
            }
            let scene = try makeScene(files: files, options: o)
            let window = try ChartWindow.Options(title: "wlcharts — \(scene.title)", fullscreen: fullscreen, display: display, size: size)
            return ChartWindow.run(content: scene, options: window)
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// Loads every file (all their charts, in order) and builds the scene the options describe.
    static func makeScene(files: [String], options o: PNGOptions) throws -> ChartScene {
        var charts: [ChartData] = []
        for file in files {
            let loaded: [ChartData]
            do { loaded = try ChartLoader.load(path: file) } catch { throw PNGRenderError("\(error)") }
            guard !loaded.isEmpty else { throw PNGRenderError("\(file): no charts in the file") }
            charts += loaded
        }
        let theme: Theme.Kind
        switch (o.theme ?? "day").lowercased() {
        case "day": theme = .day
        case "night": theme = .night
        case let t: throw PNGRenderError("--theme must be day or night, not '\(t)'")
        }
        let index = try Int(PNGRender.parseNumber(o.chart ?? "1", option: "--chart", in: 1 ... Double(charts.count), integer: true)) - 1
        var hidden: Set<String> = []
        if let list = o.hidden {
            let chart = charts[index]
            for id in list.split(separator: ",").map({ String($0).trimmingSpaces }) where !id.isEmpty {
                guard chart.series.contains(where: { $0.id == id }) else {
                    throw PNGRenderError("--hidden: chart \(index + 1) has no series '\(id)' (it has \(chart.series.map(\.id).joined(separator: ", ")))")
                }
                hidden.insert(id)
            }
        }
        var range: ClosedRange<Double>?
        if let r = o.range {
            let parts = r.components(separatedBy: "..")
            guard parts.count == 2, let a = PNGRender.parseTime(parts[0]), let b = PNGRender.parseTime(parts[1]), a < b else {
                throw PNGRenderError("--range must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not '\(r)'")
            }
            range = a ... b
        }
        var highlightX: Double?
        if let x = o.highlight {
            guard let t = PNGRender.parseTime(x) else { throw PNGRenderError("--highlight must be a date or epoch ms, not '\(x)'") }
            highlightX = t
        }
        let font: Font
        do { font = try FontLocator.load(explicitPath: o.font).font } catch { throw PNGRenderError("\(error)") }
        return ChartScene(charts: charts, textRenderer: TextRenderer(font: font),
                          options: SceneOptions(theme: theme, chartIndex: index, range: range, hidden: hidden, highlightX: highlightX))
    }
}
