import SeriesData

/// A kiosk file (`wlcharts --kiosk wall.toml`, docs/kiosk.md), checked: how the wall shows its
/// panels and what each panel shows. Built by ``KioskFile/parse(_:path:)`` or
/// ``KioskFile/single(file:)`` (`--kiosk FILE.json`).
public struct KioskFile: Equatable, Sendable {
    /// One panel at a time, or several on one screen.
    public enum Layout: Equatable, Sendable {
        /// One panel full screen at a time, each for a dwell, cross-faded.
        case rotate
        /// `rows × columns` cells filled row by row.
        case grid(rows: Int, columns: Int)
    }

    public var layout: Layout = .rotate
    /// Seconds each panel stays in `rotate` (default 30).
    public var dwell = 30.0
    /// Seconds of the cross-fade between panels (default 1; 0 cuts).
    public var fade = 1.0
    /// Seconds after the last touch before every panel eases back and rotation resumes (default 120).
    public var idleReset = 120.0
    /// When the night skin is shown, by the local clock (`nil`: each panel's own theme).
    public var night: NightSchedule?
    /// Seconds per burn-in step (default 60; `nil`: no shift; docs/kiosk.md says how far).
    public var burnIn: Double? = 60
    /// A wall from a server (`--kiosk https://…/wall.toml`): seconds between its conditional
    /// refetches (`nil`: the default of the command, 60 s).
    package var refresh: Double?
    /// The panels, in order (at least one).
    public var panels: [Panel]

    public init(layout: Layout = .rotate, panels: [Panel]) {
        self.layout = layout
        self.panels = panels
    }

    /// `--kiosk FILE.json` (or `.csv`): one panel showing the file, the defaults otherwise.
    public static func single(file: String) -> KioskFile {
        KioskFile(panels: [Panel(source: .file(file), line: 0)])
    }
}

/// Where a panel's samples come from. Constructed into screens in one place of the executable
/// (`PanelFactory`), so new kinds of source plug in there.
public enum PanelSource: Equatable, Sendable {
    /// A contest JSON or CSV file, watched and reloaded when rewritten.
    case file(String)
    /// CSV or NDJSON samples from a file followed as it grows (`tail -F`), or `-` for stdin.
    case stream(String)
    /// A chart file on a web server (`http://` or `https://`), fetched again every `refresh`.
    case url(String)
    /// PromQL `queries` on the Prometheus at `server` (each result series a chart series),
    /// named by `legends` (one template per query, or none: the labels).
    case prometheus(server: String, queries: [String], legends: [String])
    /// Topics of an MQTT broker (each matching topic a series).
    case mqtt(MQTTPanel)
    /// InfluxQL queries on an InfluxDB database (each result series a chart series).
    case influxdb(InfluxPanel)

    /// Whether the data comes from a server (`timeout` applies; `refresh` to all but MQTT).
    var isRemote: Bool {
        switch self {
        case .url, .prometheus, .mqtt, .influxdb: true
        case .file, .stream: false
        }
    }
}

/// One panel of a kiosk file: a source and the state it starts in (and eases back to).
public struct Panel: Equatable, Sendable {
    public var source: PanelSource
    /// The `[[panel]]` header's line in the kiosk file (0: not from a file).
    public var line: Int
    /// 1-based chart of the file.
    public var chart: Int?
    /// `FROM..TO` like `--range`.
    public var range: String?
    /// `day` or `night`.
    public var theme: String?
    /// Series ids hidden at start.
    public var hidden: [String] = []
    /// The preset row (week, month, …) under the overview.
    public var presets = false
    /// Live history bound like `--keep` (`100000` or `24h`).
    public var keep: String?
    /// Like `--stale-after` (`90s`).
    package var staleAfter: String?
    /// A remote panel's `--refresh` (`60s`; Prometheus: every step by default).
    package var refresh: String?
    /// A remote panel's `--timeout` (`30s`).
    package var timeout: String?
    /// A url or prometheus panel's `--header-file` (request headers: a token), resolved against
    /// the kiosk file's folder (a wall from a server: a URL there).
    package var headerFile: String?
    /// Request headers already read, sent instead of reading `headerFile` (a wall from a server:
    /// its `header_file` fetched from there, or the wall's own for files on its server).
    package var headers: [String: String]?
    /// How a file panel's file is read (`x`, `time_format`, `series_from`, `json_path`, `missing_value`: the
    /// command line's `--x`, `--time-format`, `--series-from`, `--json-path`, `--missing-value`).
    public var load = LoadOptions()
    /// Like `--unit` (`bytes`, `cpu=percent,mem=bytes`: several joined by commas).
    public var unit: String?
    /// Like `--bytes` (`iec` or `si`).
    public var bytes: String?
    /// Like `--threshold`, one entry per option (`warn=80,crit=95`, `disk:crit<10`); checked
    /// where the panel is built (a bad one is a warning, the panel shows without it).
    package var thresholds: [String] = []
    /// Like `--events`: a file (relative to the kiosk file's folder) or a URL.
    public var events: String?
    /// A prometheus panel's `alerts = true`: the server's firing alerts as events (`--alerts`).
    package var alerts = false
    /// A prometheus panel's `event_query`: each change of its result an event (`--event-query`).
    package var eventQuery: String?
    /// Like `--legend-values` (`last,min,avg,max`).
    package var legendValues: String?
    /// Like `--monitor`: the panel says what changes in its data (docs/accessibility.md).
    package var monitor = false
    /// Like `--axis` (`cpu,load=left mem=right`).
    public var axis: String?
    /// Like `--log-y` (`true`) or `--log-y-axis` (series ids joined by commas).
    package var logY: String?
    /// Like `--compare`: one time back (`"7d"`) or a list (`["1d", "7d"]`), checked where the
    /// panel's view is read.
    public var compare: [String] = []
    /// The line of each key given (for messages that name the place).
    package var keyLines: [String: Int] = [:]

    public init(source: PanelSource, line: Int) {
        self.source = source
        self.line = line
    }

    /// `wall.toml:12: panel 2 range` — where a key of this panel is written (for messages).
    package func place(_ key: String, file: String, index: Int) -> String {
        let l = keyLines[key] ?? line
        return l > 0 ? "\(file):\(l): panel \(index + 1) \(key)" : "\(file): \(key)"
    }
}
