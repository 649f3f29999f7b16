import ArgumentParser
import Charts
import Screens
import SeriesData

/// The line-style options (`--points`, `--smoothing`…): each is a ``ChartStyle`` setting of the
/// same name, applied over every chart's own `"style"`. Values are checked by ``ChartStyle``'s
/// one parser (``ViewSpec/scene(for:files:)``), so a bad one is a single clear line on stderr.
struct StyleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Symbols at the points, joined by the line: circle, square, diamond, triangle, cross, none.", valueName: "SHAPE"))
    var points: String?
    @Option(help: ArgumentHelp("Symbols at the points without the line (a scatter plot).", valueName: "SHAPE"))
    var scatter: String?
    @Option(help: ArgumentHelp("linear (default), quadratic (smooth, may leave the points) or monotone (through every point, never overshooting).", valueName: "KIND"))
    var smoothing: String?
    @Option(help: ArgumentHelp("gradient: the series colour fading to transparent under each line; none.", valueName: "gradient|none"))
    var fill: String?
    @Option(help: ArgumentHelp("A dashed average line: visible (the mean of the visible points), all (of every sample received, a stream's since it began) or N (a running mean of the last N samples, 1…1000).", valueName: "visible|all|N"))
    var average: String?
    @Option(help: ArgumentHelp("A dashed median line of a sliding window of the last N samples (1…1000).", valueName: "N"))
    var median: String?
    @Option(help: ArgumentHelp("Missing data (nulls, long steps): shade (a band; the line breaks), bridge (the band and a dotted line), off.", valueName: "MODE"))
    var missing: String?
    @Option(name: .customLong("missing-after"), help: ArgumentHelp("A step longer than this is missing data (90s, 5m, 2h, 1d, 500ms; default three median steps); turns on --missing shade.", valueName: "DURATION"))
    var missingAfter: String?
    @Flag(name: .customLong("value-tags"), inversion: .prefixedNo,
          help: "A tag at the right edge with each series' rightmost visible value (--no-value-tags: none, whatever the file says).")
    var valueTags: Bool?
    @Option(name: .customLong("y-extent"), help: ArgumentHelp("How the y axis follows the data: dynamic (the visible range, default), all (all the data: no rescale while panning), or MIN..MAX.", valueName: "MODE"))
    var yExtent: String?
    @Option(help: ArgumentHelp("The values' unit: bytes, percent, ratio (0–1 in percent), seconds, ms, celsius, watts, kW, bps… (docs/units.md); ID=UNIT for one series; repeatable.", valueName: "UNIT"))
    var unit: [String] = []
    @Option(help: ArgumentHelp("Bytes in iec (KiB, MiB, GiB: the default) or si (kB, MB, GB) prefixes.", valueName: "iec|si"))
    var bytes: String?
    @Option(help: ArgumentHelp("Limits: 80 (critical above), warn=80,crit=95, crit<10 (below), SERIES:warn=80 for one series; repeatable (docs/thresholds.md).", valueName: "LIMITS"))
    var threshold: [String] = []
    @Option(name: .customLong("legend-values"), help: ArgumentHelp("Values beside each series' name in a legend row above the plot, over the visible points, in the series' unit: last, min, avg, max (comma-separated).", valueName: "LIST"))
    var legendValues: String?
    @Option(help: ArgumentHelp("Series sharing a y axis, by id or name, on a side: cpu,load=left mem=right (repeatable; the rest by unit).", valueName: "GROUPS"))
    var axis: [String] = []
    @Flag(name: .customLong("log-y"), help: "Every y axis logarithmic (ticks 1-2-5 × 10ⁿ; values ≤ 0 are gaps, marked under the plot).")
    var logY = false
    @Option(name: .customLong("log-y-axis"), help: ArgumentHelp("The y axis holding series ID logarithmic (repeatable; ids or names joined by commas).", valueName: "ID"))
    var logYAxis: [String] = []

    /// The given options as settings, in a fixed order (`--scatter` after `--points`: it wins).
    var settings: [ChartStyle.Setting] {
        let given: [(String, String?)] = [
            ("--points", points), ("--scatter", scatter), ("--smoothing", smoothing), ("--fill", fill),
            ("--average", average), ("--median", median), ("--missing", missing), ("--missing-after", missingAfter),
            ("--value-tags", valueTags.map { $0 ? "true" : "false" }), ("--y-extent", yExtent), ("--bytes", bytes),
            ("--legend-values", legendValues),
        ]
        return given.compactMap { key, value in value.map { ChartStyle.Setting(key, $0) } } + unit.map { ChartStyle.Setting("--unit", $0) }
            + threshold.map { ChartStyle.Setting("--threshold", $0) } + axis.map { ChartStyle.Setting("--axis", $0) }
            + (logY ? [ChartStyle.Setting("--log-y", "true")] : []) + logYAxis.map { ChartStyle.Setting("--log-y-axis", $0) }
    }
}
