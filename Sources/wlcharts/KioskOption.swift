/// What `--kiosk` does with another option of the command line (docs/kiosk.md, "Options beside
/// --kiosk"): each one is the wall's, a default of every panel, or refused naming the kiosk
/// file's key for it. None is silently ignored: `KioskOptionTests` checks that every option of
/// the command has its entry in ``all``.
struct KioskOption: Sendable {
    enum Use: Equatable, Sendable {
        /// The wall's own: its picture, size, font, display, saved state.
        case wall
        /// A default of every panel; a panel's own key (`theme`, `bytes`, `legend_values`) wins.
        case everyPanel
        /// A panel's, written as `key` (how, in the message) in a kiosk file: refused beside one.
        /// `chartFile`: `--kiosk FILE.json`'s one panel takes it from the command line.
        case panel(key: String, chartFile: Bool)
        /// Nothing a wall does, for `reason`.
        case refused(reason: String)
    }

    /// `--theme`.
    let name: String
    let use: Use
    /// Whether the parsed command line gives it.
    let given: @Sendable (WLCharts) -> Bool

    /// The line refusing the first option of `command` that a wall does not take (`chartFile`:
    /// `--kiosk FILE.json`, a chart file as the one panel); `nil` when there is none.
    static func refusal(_ command: WLCharts, chartFile: Bool) -> String? {
        for option in all where option.given(command) {
            switch option.use {
            case .wall, .everyPanel: continue
            case .panel(_, true) where chartFile: continue
            case .panel(let key, _):
                return "\(option.name) does not go with --kiosk: a wall's panels take it from the kiosk file (\(key); docs/kiosk.md)"
            case .refused(let reason):
                return "\(option.name) does not go with --kiosk: \(reason)"
            }
        }
        return nil
    }

    private static func panel(_ name: String, _ key: String, chartFile: Bool = false,
                              _ given: @escaping @Sendable (WLCharts) -> Bool) -> KioskOption {
        KioskOption(name: name, use: .panel(key: key, chartFile: chartFile), given: given)
    }

    private static func wall(_ name: String, _ given: @escaping @Sendable (WLCharts) -> Bool) -> KioskOption {
        KioskOption(name: name, use: .wall, given: given)
    }

    private static func everyPanel(_ name: String, _ given: @escaping @Sendable (WLCharts) -> Bool) -> KioskOption {
        KioskOption(name: name, use: .everyPanel, given: given)
    }

    private static func refused(_ name: String, _ reason: String, _ given: @escaping @Sendable (WLCharts) -> Bool) -> KioskOption {
        KioskOption(name: name, use: .refused(reason: reason), given: given)
    }

    private static let notHeard = "a wall is not described or played (monitor = true on a panel says what changes; docs/kiosk.md)"

    /// Every option of the command but `--kiosk` (and `--help`, `--version`), in `--help`'s order.
    static let all: [KioskOption] = [
        refused("--check", "--png OUT.png draws the wall's first frame and says what is wrong") { $0.check },
        wall("--fullscreen") { $0.fullscreen },   // a wall is always fullscreen
        wall("--state") { $0.state != nil },
        refused("--demo", "a wall shows its panels") { $0.demo },
        wall("--display") { $0.display != nil },
        wall("--png") { $0.png.output != nil },
        wall("--size") { $0.png.size != nil },
        wall("--scale") { $0.png.scale != nil },   // with --png; a window takes its output's
        panel("--chart", "chart = N on a panel", chartFile: true) { $0.png.chart != nil },
        panel("--x", "x = \"COLUMN\" on a file panel", chartFile: true) { $0.png.x != nil },
        panel("--time-format", "time_format = \"…\" on a file panel", chartFile: true) { $0.png.timeFormat != nil },
        panel("--series-from", "series_from = \"COLUMN\" on a file panel", chartFile: true) { $0.png.seriesFrom != nil },
        panel("--json-path", "json_path = \"…\" on a file or url panel", chartFile: true) { $0.png.jsonPath != nil },
        panel("--missing-value", "missing_value = [-999, …] on a file panel", chartFile: true) { !$0.png.missingValue.isEmpty },
        panel("--range", "range = \"…\" on a panel", chartFile: true) { $0.png.range != nil },
        everyPanel("--theme") { $0.png.theme != nil },
        refused("--highlight", "a wall starts with no point highlighted (a touch highlights one, the idle reset clears it)") { $0.png.highlight != nil },
        panel("--hidden", "hidden = [\"ID\", …] on a panel", chartFile: true) { $0.png.hidden != nil },
        panel("--presets", "presets = true on a panel", chartFile: true) { $0.png.presets },
        wall("--play-control") { $0.png.playControl },   // a wall's --png draws it as its window does
        wall("--font") { $0.png.font != nil },
        everyPanel("--utc") { $0.png.utc },
        everyPanel("--elapsed") { $0.png.elapsed },
        panel("--events", "events = \"FILE\" on a panel") { $0.png.events != nil },
        panel("--compare", "compare = \"7d\" on a panel", chartFile: true) { !$0.png.compare.isEmpty },
        everyPanel("--points") { $0.png.style.points != nil },
        everyPanel("--scatter") { $0.png.style.scatter != nil },
        everyPanel("--smoothing") { $0.png.style.smoothing != nil },
        everyPanel("--fill") { $0.png.style.fill != nil },
        everyPanel("--average") { $0.png.style.average != nil },
        everyPanel("--median") { $0.png.style.median != nil },
        everyPanel("--missing") { $0.png.style.missing != nil },
        everyPanel("--missing-after") { $0.png.style.missingAfter != nil },
        everyPanel("--value-tags") { $0.png.style.valueTags != nil },
        everyPanel("--y-extent") { $0.png.style.yExtent != nil },
        panel("--unit", "unit = \"…\" on a panel", chartFile: true) { !$0.png.style.unit.isEmpty },
        everyPanel("--bytes") { $0.png.style.bytes != nil },
        panel("--threshold", "threshold = \"…\" on a panel", chartFile: true) { !$0.png.style.threshold.isEmpty },
        everyPanel("--legend-values") { $0.png.style.legendValues != nil },
        panel("--axis", "axis = \"…\" on a panel", chartFile: true) { !$0.png.style.axis.isEmpty },
        panel("--log-y", "log_y = true on a panel", chartFile: true) { $0.png.style.logY },
        panel("--log-y-axis", "log_y = \"ID,…\" on a panel", chartFile: true) { !$0.png.style.logYAxis.isEmpty },
        panel("--follow", "stream = \"FILE\" on a panel") { $0.live.follow != nil },
        refused("--no-watch", "a wall's file panels are always watched") { $0.live.noWatch },
        panel("--keep", "keep = \"24h\" on a panel") { $0.live.keep != nil },
        panel("--stale-after", "stale_after = \"90s\" on a panel") { $0.live.staleAfter != nil },
        panel("--prometheus", "prometheus = \"URL\" on a panel") { $0.remote.prometheus != nil },
        panel("--influxdb", "influxdb = \"URL\" on a panel") { $0.remote.influxdb != nil },
        panel("--db", "db = \"NAME\" on an influxdb panel") { $0.remote.db != nil },
        panel("--query", "query = \"…\" on a panel") { !$0.remote.query.isEmpty },
        panel("--legend", "legend = \"…\" on a panel") { !$0.remote.legend.isEmpty },
        panel("--refresh", "refresh = \"60s\" on a panel; a wall from a server: refresh at the top") { $0.remote.refresh != nil },
        panel("--timeout", "timeout = \"30s\" on a panel") { $0.remote.timeout != nil },
        panel("--mqtt", "mqtt = \"URL\" on a panel") { $0.remote.mqtt != nil },
        panel("--topic", "topic = \"…\" on an mqtt panel") { !$0.remote.topic.isEmpty },
        panel("--field", "field = \"…\" on an mqtt panel") { $0.remote.field != nil },
        panel("--states", "states = \"…\" on an mqtt panel") { $0.remote.states != nil },
        panel("--auth-file", "auth_file = \"FILE\" on a panel") { $0.remote.authFile != nil },
        wall("--header-file") { $0.remote.headerFile != nil },   // a wall from a server's; KioskCommand refuses the rest
        panel("--history", "history = \"off\" on an mqtt panel") { $0.remote.history != nil },
        panel("--alerts", "alerts = true on a prometheus panel") { $0.remote.alerts },
        panel("--event-query", "event_query = \"…\" on a prometheus panel") { $0.remote.eventQuery != nil },
        refused("--describe", notHeard) { $0.a11y.describe },
        refused("--speak", notHeard) { $0.a11y.speak },
        panel("--monitor", "monitor = true on a panel") { $0.a11y.monitor },
        refused("--sonify", notHeard) { $0.a11y.sonify != nil },
        refused("--play", notHeard) { $0.a11y.play },
        refused("--series", notHeard) { $0.a11y.series != nil },
        refused("--duration", notHeard) { $0.a11y.duration != nil },
    ]
}
