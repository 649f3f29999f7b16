import ArgumentParser
import Charts
import Screens
import SeriesData

/// The live-data options: `wlcharts -` (stdin), `--follow FILE`, `--no-watch`, `--keep`,
/// `--stale-after` (docs/data-format.md, "Streams").
struct LiveArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Follow a growing CSV or NDJSON file like tail -F (truncated or replaced: read again from its start).", valueName: "FILE"))
    var follow: String?
    @Flag(help: "Do not reload the opened file when it is rewritten or replaced.")
    var noWatch = false
    @Option(help: ArgumentHelp("Live data: keep only the newest N points, or the last 30s / 15m / 24h / 7d.", valueName: "N|DURATION"))
    var keep: String?
    @Option(help: ArgumentHelp("Live data: mark the chart stale after this long without data (default: 3× the median interval, at least 10s).", valueName: "DURATION"))
    var staleAfter: String?

    /// The checked options (``SourceSpec/live(keep:staleAfter:origins:)``).
    func options() throws(SpecError) -> LiveOptions {
        try SourceSpec.live(keep: keep, staleAfter: staleAfter, origins: .commandLine)
    }

}
