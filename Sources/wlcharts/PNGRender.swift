import Adapters
import ArgumentParser
import Charts
import Raster
#if canImport(Glibc)
import Glibc
#endif
import Screens
import SeriesData

/// The options of `wlcharts FILE --png OUT.png …`: render one state of a chart to a PNG without a
/// compositor. Values are checked here (not by the argument parser) so a bad one gives a single
/// clear line on stderr and exit status 1.
struct PNGOptions: ParsableArguments {
    @Option(name: .customLong("png"), help: ArgumentHelp("Render to this PNG file instead of opening a window.", valueName: "OUT.png"))
    var output: String?
    @Option(help: ArgumentHelp("Image size in pixels (default 1280x800).", valueName: "WxH"))
    var size: String?
    @Option(help: ArgumentHelp("Display scale factor, 0.5…4 (default 1).", valueName: "S"))
    var scale: String?
    @Option(help: ArgumentHelp("The chart of a multi-chart file, 1-based (default 1).", valueName: "N"))
    var chart: String?
    @Option(help: ArgumentHelp("Tables: the time column by name or number (from 1), or row (x is the row number).", valueName: "NAME|N|row"))
    var x: String?
    @Option(help: ArgumentHelp("Tables: how the time column writes times (strftime-like, e.g. %d.%m.%Y).", valueName: "PATTERN"))
    var timeFormat: String?
    @Option(help: ArgumentHelp("Long tables: the column whose texts name the series (one series per text).", valueName: "COLUMN"))
    var seriesFrom: String?
    @Option(help: ArgumentHelp("Where the records of a JSON file are, when the file's shape does not say: a.b[0].c.", valueName: "PATH"))
    var jsonPath: String?
    @Option(parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A value that means no measurement (-999, -9999): its cells are gaps (repeatable).", valueName: "VALUE"))
    var missingValue: [Double] = []
    @Option(help: ArgumentHelp("Visible range: dates (2019-04-01..2019-04-30, 2019-04-07T12:00) or epoch milliseconds; numbers (120..480) for numeric x.", valueName: "FROM..TO"))
    var range: String?
    @Option(help: ArgumentHelp("day or night (default day).", valueName: "day|night"))
    var theme: String?
    @Option(help: ArgumentHelp("Highlight the point nearest to this date or epoch millisecond (a number for numeric x; the first window moves to show it; with --range it must lie inside).", valueName: "X"))
    var highlight: String?
    @Option(help: ArgumentHelp("Series ids to hide, comma-separated.", valueName: "id,id"))
    var hidden: String?
    @Flag(help: "Range presets: buttons 1D 5D 1M 6M 1Y All (keys 1–6), the line green or red against a dashed baseline at the first visible value.")
    var presets = false
    @Flag(help: "With --png: draw the audio graph's play control as the window shows it (a still image has no use for it otherwise).")
    var playControl = false
    @Option(help: ArgumentHelp("TrueType font file (default: fontconfig's sans, then DejaVu Sans).", valueName: "PATH"))
    var font: String?
    @Flag(help: "Show times in UTC instead of the local time zone (TZ, else /etc/localtime). Daily data keeps its dates either way.")
    var utc = false
    @Flag(help: "X labels as durations since the first sample (3m35s), as a stream counts them.")
    var elapsed = false
    @Option(help: ArgumentHelp("Events drawn over the chart: a CSV or NDJSON file (time, optional end, text, optional tags) or its URL; e/E step to them.", valueName: "FILE|URL"))
    var events: String?
    @Option(help: ArgumentHelp("Each series again as it was this long before, thinner and faded, with its own legend entry (1h, 1d, 7d, 2w, 1y; repeatable).", valueName: "TIME"))
    var compare: [String] = []
    @OptionGroup(title: "Line styles (each also a key of a chart's \"style\" in the file; docs/data-format.md)")
    var style: StyleOptions
}

extension PNGOptions {
    /// How to read the files (`--x`, `--time-format`, `--series-from`, `--json-path`, `--missing-value`).
    var loadOptions: LoadOptions {
        LoadOptions(x: x, timeFormat: timeFormat, seriesFrom: seriesFrom, jsonPath: jsonPath, context: LocaleTimeContext.current(),
                    missingValues: missingValue)
    }
}

/// `wlcharts FILE --png OUT.png …`.
enum PNGRender {
    /// Renders and writes the PNG; returns the exit status (0, or 1 after one line on stderr).
    @MainActor static func run(files: [String], options o: PNGOptions) -> Int32 {
        do {
            try render(files: files, options: o)
            return 0
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    @MainActor static func render(files: [String], options o: PNGOptions) throws {
        guard let output = o.output else { throw PNGRenderError("--png needs an output file") }
        guard files.count == 1, let file = files.first else {
            throw PNGRenderError("--png renders exactly one input file (got \(files.count))")
        }
        let view = try ViewSpec(options: o)
        let (w, h) = try view.frame(for: .picture)
        let built = try ScreenFactory.make(.files([file], watch: false, load: o.loadOptions), view)
        built.screen.resize(width: w, height: h, scale: view.scale)
        try writePNG(built.screen, to: output)
    }

    /// Encodes `bitmap` straight into the file at `path`, row by row (no copy of the image); a
    /// failed write removes the partial file.
    static func writePNG(_ bitmap: Bitmap, to path: String) throws {
        try writeFile(path) { (put: FileSink) throws(PNGRenderError) in try PNG.encode(bitmap, to: put) }
    }

    /// Draws `screen` (sized already) into the file at `path` a strip of rows at a time and
    /// encodes each strip as it is drawn (``ChartScreen/encodePNG(rowsPerStrip:to:)``): one strip
    /// of pixels is held, not the frame. A failed write removes the partial file.
    static func writePNG(_ screen: ChartScreen, to path: String) throws {
        try writeFile(path) { (put: FileSink) throws(PNGRenderError) in try screen.encodePNG(to: put) }
    }

    /// Writes `bytes` to the file at `path`; a failed write removes the partial file.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        try writeFile(path) { (put: FileSink) throws(PNGRenderError) in
            try bytes.withUnsafeBytes { b in Result { () throws(PNGRenderError) in try put(b) } }.get()
        }
    }

    /// Appends bytes to an open file, or throws a short write.
    typealias FileSink = (UnsafeRawBufferPointer) throws(PNGRenderError) -> Void

    /// Creates the file at `path` and hands `produce` a sink for its bytes; any failure removes
    /// the partial file.
    private static func writeFile(_ path: String, _ produce: (FileSink) throws(PNGRenderError) -> Void) throws(PNGRenderError) {
        guard let f = fopen(path, "wb") else { throw PNGRenderError("\(path): cannot write (\(String(cString: strerror(errno))))") }
        let shortWrite = PNGRenderError("\(path): short write (disk full?)")
        do {
            try produce { (bytes: UnsafeRawBufferPointer) throws(PNGRenderError) in
                guard bytes.count == 0 || fwrite(bytes.baseAddress, 1, bytes.count, f) == bytes.count else { throw shortWrite }
            }
        } catch {
            fclose(f)
            unlink(path)
            throw error
        }
        guard fclose(f) == 0 else { unlink(path); throw shortWrite }
    }
}
