import Charts
import SeriesData

/// What a chart screen shows and how it is drawn — the chart, range, skin, hidden series,
/// highlight, presets, line styles, size, scale, font, time zone — as typed values, read once
/// from the command line (``init(options:rangeOfSource:)``) or from a kiosk panel
/// (``init(panel:file:index:font:rangeOfSource:)``). What depends on the data (the chart's number, the
/// series named, the range against the dates) is checked by ``scene(for:files:)``; every
/// problem names the option or the key it was written at (``SpecError``).
struct ViewSpec {
    /// `--chart N` / `chart = N` as written, and its value when it is a whole number ≥ 1.
    struct ChartPick: Equatable {
        let text: String
        let number: Int?
    }

    /// A value as written (`--highlight`, `--range`) and as read.
    struct Written<Value: Equatable>: Equatable {
        let text: String
        let value: Value
    }

    var chart: ChartPick?
    /// `--range FROM..TO`, its ends as read (two when it has one `..`; not Prometheus': there
    /// it is the source's, ``SourceSpec``). Which reading counts is the chart's x kind's
    /// (``scene(for:files:)``).
    var range: Written<[XReading]>?
    var theme: Theme.Kind?
    /// Series ids, `nil` when none were given (an empty list is given).
    var hidden: [String]?
    var highlight: Written<XReading>?
    var presets = false
    /// The audio graph's play control (a still image has no use for it).
    var playControl = true
    var style: [ChartStyle.Setting] = []
    /// `--size`, each side 1…16384; `nil`: the surface's default (``frame(for:)``).
    var size: (width: Int, height: Int)?
    var scale = 1.0
    var font: String?
    var utc = false
    /// How a key of this spec is named in messages.
    let origins: SpecOrigins

    init(origins: SpecOrigins) { self.origins = origins }

    /// Whether the command line describes a view (`--chart`, `--range`, `--theme`, `--hidden`,
    /// `--highlight`): then the window starts as it says, not as it was saved.
    var describesView: Bool { chart != nil || range != nil || theme != nil || hidden != nil || highlight != nil }

    /// Where a screen is shown: its default size, and whether it is held whole.
    enum Surface {
        /// A desktop window (800×600 by default).
        case window
        /// A `--png` of one chart, drawn a strip at a time (1280×800 by default).
        case picture
        /// A kiosk wall, in its window or `--png`, drawn whole (1280×800 by default).
        case wall
    }

    /// The size in pixels on `surface`: `--size` or the default; a window or a wall at most
    /// ``PNGRender/maxFramePixels``.
    func frame(for surface: Surface) throws(SpecError) -> (width: Int, height: Int) {
        let (w, h) = size ?? (surface == .window ? (800, 600) : (1280, 800))
        guard surface == .picture || w * h <= PNGRender.maxFramePixels else {
            throw SpecError(origins.of(.size), .frameTooLarge(width: w, height: h))
        }
        return (w, h)
    }
}

/// How the keys of one spec are named in messages: command-line options, or the keys of a
/// kiosk panel (at their lines).
enum SpecOrigins: Equatable, Sendable {
    case commandLine
    /// Panel `index` (0-based) of the kiosk file `file`, written at `line` (0: not in a file),
    /// each key at `keyLines[key]`.
    case panel(file: String, index: Int, line: Int, keyLines: [String: Int])

    /// A key of a view or a source.
    enum Key: String {
        case chart, range, theme, hidden, highlight, size, scale, keep, staleAfter = "stale-after", refresh, timeout
        case missingAfter = "missing-after"
    }

    /// Where `key` was written.
    func of(_ key: Key) -> SpecOrigin {
        switch self {
        case .commandLine: .option("--" + key.rawValue)
        case .panel: self.of(panelKey: String(key.rawValue.map { $0 == "-" ? "_" : $0 }))
        }
    }

    /// Where the input was written: the files on the command line, or a panel's source key
    /// (`file`, `stream`, `url`, `prometheus`).
    func ofInput(panelKey: String) -> SpecOrigin {
        switch self {
        case .commandLine: .arguments
        case .panel: of(panelKey: panelKey)
        }
    }

    private func of(panelKey key: String) -> SpecOrigin {
        switch self {
        case .commandLine: .arguments
        case let .panel(file, index, line, keyLines):
            .kioskKey(file: file, line: keyLines[key] ?? line, panel: index + 1, key: key)
        }
    }
}
