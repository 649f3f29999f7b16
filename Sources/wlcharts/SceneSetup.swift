import Charts
import Fonts
import Raster

/// The chart state the command line describes (`--chart`, `--range`, `--theme`, `--hidden`,
/// `--highlight`, `--presets`, `--scale`, `--font`, `--utc`, the line styles of ``StyleOptions``), checked once for both `--png` and the window, so that a
/// window and its `--png` render start from the same state.
struct SceneSetup {
    let charts: [ChartData]
    let sceneOptions: SceneOptions
    /// `--font`, loaded by ``makeScreen()`` only (describing or sonifying a chart needs no font).
    let fontPath: String?
    let scale: Double

    /// Loads every file (all their charts, in order) and checks the options against them.
    /// Throws a ``PNGRenderError`` whose text is the one line to print.
    init(files: [String], options o: PNGOptions) throws {
        var charts: [ChartData] = []
        for file in files {
            let loaded: [ChartData]
            do { loaded = try ChartLoader.read(path: file, options: o.loadOptions).charts } catch { throw PNGRenderError("\(error)") }
            guard !loaded.isEmpty else { throw PNGRenderError("\(file): no charts in the file") }
            charts += SceneSetup.titled(loaded, file: file)
        }
        try self.init(charts: charts, files: files, options: o)
    }

    /// Checks the options against charts already read (a live stream's, which may not have a
    /// series yet: then `--hidden` names series to come).
    init(charts: [ChartData], files: [String], options o: PNGOptions) throws {
        guard !charts.isEmpty else { throw PNGRenderError("no input file") }
        scale = try PNGRender.parseNumber(o.scale ?? "1", option: "--scale", in: 0.5 ... 4)
        let theme: Theme.Kind
        switch (o.theme ?? "day").lowercased() {
        case "day": theme = .day
        case "night": theme = .night
        case let t: throw PNGRenderError("--theme must be day or night, not '\(t)'")
        }
        let index = try Int(PNGRender.parseNumber(o.chart ?? "1", option: "--chart", in: 1 ... Double(charts.count), integer: true)) - 1
        let chart = charts[index]
        let place = files.count == 1 ? "chart \(index + 1) of \(files[0])" : "chart \(index + 1)"
        var hidden: Set<String> = []
        if let list = o.hidden {
            for id in list.split(separator: ",").map({ String($0).trimmingSpaces }) where !id.isEmpty {
                guard chart.series.isEmpty || chart.series.contains(where: { $0.id == id }) else {
                    let known = chart.series.map(\.id).joined(separator: ", ")
                    throw PNGRenderError("--hidden: \(place) has no series '\(id)' (it has \(known))")
                }
                hidden.insert(id)
            }
            if hidden.count == chart.series.count && !chart.series.isEmpty {
                throw PNGRenderError("--hidden hides every series of \(place)")
            }
        }
        var range: ClosedRange<Double>?
        if let r = o.range {
            let parts = r.components(separatedBy: "..")
            guard parts.count == 2, let a = PNGRender.parseTime(parts[0]), let b = PNGRender.parseTime(parts[1]), a < b else {
                throw PNGRenderError("--range must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not '\(r)'")
            }
            if let first = chart.x.first, let last = chart.x.last, b < Double(first) || a > Double(last) {
                throw PNGRenderError("--range \(r) lies outside \(place)'s data (\(DateFormat.range(from: first, to: last)))")
            }
            range = a ... b
        }
        var highlightX: Double?
        if let x = o.highlight {
            guard let t = PNGRender.parseTime(x) else {
                throw PNGRenderError("--highlight must be a date (2019-04-07, 2019-04-07T12:00) or epoch ms, not '\(x)'")
            }
            highlightX = t
            if let range, let i = chart.nearestIndex(x: t), !range.contains(Double(chart.x[i])) {
                throw PNGRenderError("--highlight \(x): the point nearest to it lies outside --range \(o.range ?? "")")
            }
        }
        let style = o.style.settings
        do { _ = try chart.style.applying(style) } catch { throw PNGRenderError("\(error)") }
        fontPath = o.font
        self.charts = charts
        sceneOptions = SceneOptions(theme: theme, chartIndex: index, range: range, hidden: hidden, highlightX: highlightX,
                                    presets: o.presets, playControl: o.output == nil || o.playControl, style: style,
                                    timeZone: LocalTimeZone.resolve(utc: o.utc))
    }

    /// The chosen chart as messages name it: `chart 2 of FILE` (or `chart 2` for several files).
    func place(files: [String]) -> String {
        let n = sceneOptions.chartIndex + 1
        return files.count == 1 ? "chart \(n) of \(files[0])" : "chart \(n)"
    }

    /// Charts without a title of their own get one from the file's name ("views-shares.json" →
    /// "Views shares"), numbered when the file holds several; the contest's generic names
    /// (`overview.json`, `chart_data.json`, day files) keep the scene's "Chart N".
    static func titled(_ charts: [ChartData], file: String) -> [ChartData] {
        var name = Substring(file.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        let generic = ["overview", "chart_data"].contains(name) || name.allSatisfy { $0.isNumber }
        guard !generic, let first = name.first else { return charts }
        let words = String(first).uppercased() + name.dropFirst().map { $0 == "-" || $0 == "_" ? " " : String($0) }.joined()
        return charts.enumerated().map { i, chart in
            var c = chart
            if c.title == nil { c.title = charts.count == 1 ? words : "\(words) \(i + 1)" }
            return c
        }
    }

    /// The regular face and the bold one beside it, when the system has one (else the scene
    /// emboldens the regular outlines).
    typealias Faces = (regular: (path: String, font: Font), bold: (path: String, font: Font)?)

    /// The faces of `--font` (or the system's sans), loaded once — a kiosk wall shares them
    /// between its panels.
    static func loadFaces(fontPath: String?) throws -> Faces {
        do { return try FontLocator.loadFaces(explicitPath: fontPath) } catch { throw PNGRenderError("\(error)") }
    }

    /// A new chart screen in the described state, drawn in `faces` (by default the `--font`, or
    /// the system's sans, loaded now), zooming into the day files beside its file.
    func makeScreen(faces given: Faces? = nil) throws -> ChartScreen {
        let faces = try given ?? Self.loadFaces(fontPath: fontPath)
        let bold = faces.bold.map { TextRenderer(font: $0.font) }
        return ChartScreen(charts: charts, textRenderer: TextRenderer(font: faces.regular.font), boldTextRenderer: bold, options: sceneOptions,
                           days: DayFiles(onError: { CheckCommand.printError("wlcharts: \($0)") }))
    }
}
