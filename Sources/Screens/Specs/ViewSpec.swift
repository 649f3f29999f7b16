import Charts
import SeriesData
import Sources

/// What a chart screen shows and how it is drawn — the chart, range, skin, hidden series,
/// highlight, presets, line styles, size, scale, font, time zone — as typed values, read once
/// from the command line (`init(options:rangeOfSource:)`) or from a kiosk panel
/// (`init(panel:file:index:font:rangeOfSource:)`). What depends on the data (the chart's number, the
/// series named, the range against the dates) is checked by `scene(for:files:)`; every
/// problem names the option or the key it was written at (``SpecError``).
package struct ViewSpec {
    /// `--chart N` / `chart = N` as written, and its value when it is a whole number ≥ 1.
    package struct ChartPick: Equatable {
        package let text: String
        package let number: Int?

        package init(text: String, number: Int?) { self.text = text; self.number = number }
    }

    /// A value as written (`--highlight`, `--range`) and as read.
    package struct Written<Value: Equatable>: Equatable {
        package let text: String
        package let value: Value

        package init(text: String, value: Value) { self.text = text; self.value = value }
    }

    package var chart: ChartPick?
    /// `--range FROM..TO`, its ends as read (two when it has one `..`; not Prometheus': there
    /// it is the source's, `SourceSpec`). Which reading counts is the chart's x kind's
    /// (`scene(for:files:)`).
    package var range: Written<[XReading]>?
    package var theme: Theme.Kind?
    /// Series ids, `nil` when none were given (an empty list is given).
    package var hidden: [String]?
    package var highlight: Written<XReading>?
    package var presets = false
    /// The audio graph's play control (a still image has no use for it).
    package var playControl = true
    package var style: [ChartStyle.Setting] = []
    /// `--size`, each side 1…16384; `nil`: the surface's default (``frame(for:)``).
    package var size: (width: Int, height: Int)?
    package var scale = 1.0
    package var font: String?
    package var utc = false
    /// `--elapsed`: x labels as durations since the first sample.
    package var elapsed = false
    /// Problems that leave the rest of the view as it is (a kiosk panel's bad `threshold`),
    /// for the caller to print as warnings.
    package var warnings: [SpecError] = []
    /// Where the events drawn over the chart come from (read by the executable's `EventsInput`).
    package enum EventSource: Equatable, Sendable {
        /// `--events FILE|URL` / a panel's `events`: a CSV or NDJSON events file.
        case file(String)
        /// `--alerts`: the firing alerts of the Prometheus server at this URL.
        case alerts(server: String)
        /// `--event-query`: each change of the PromQL `query`'s result on `server` over `range`,
        /// asked with `headers` (``addServerEvents(alerts:eventQuery:source:)``).
        case query(server: String, query: String, range: PrometheusSource.Options.RangeSpec, headers: [String: String])
    }

    package var events: EventSource?
    /// `--compare 7d` (repeatable) / a panel's `compare`: each series again, that long before
    /// (`Screens` hands it to the scene, and to a Prometheus source that asks for it itself).
    package var compare: [CompareShift] = []
    /// How a key of this spec is named in messages.
    package let origins: SpecOrigins

    package init(origins: SpecOrigins) { self.origins = origins }

    /// Whether the command line describes a view (`--chart`, `--range`, `--theme`, `--hidden`,
    /// `--highlight`): then the window starts as it says, not as it was saved.
    package var describesView: Bool { chart != nil || range != nil || theme != nil || hidden != nil || highlight != nil }

    /// The most pixels a whole frame may have where one is held at once — a window (two buffers
    /// and its layers) or a kiosk wall's `--png`: 8192×8192, about 1.3 GiB for a window. A
    /// chart's PNG is drawn and encoded a strip of rows at a time (`PNGRender.writePNG(_:to:)`),
    /// so its memory does not grow with the frame: 16384×16384 takes about what 1920×1080 does.
    package static let maxFramePixels = 1 << 26

    /// Where a screen is shown: its default size, and whether it is held whole.
    package enum Surface {
        /// A desktop window (800×600 by default).
        case window
        /// A `--png` of one chart, drawn a strip at a time (1280×800 by default).
        case picture
        /// A kiosk wall, in its window or `--png`, drawn whole (1280×800 by default).
        case wall
    }

    /// The size in pixels on `surface`: `--size` or the default; a window or a wall at most
    /// ``maxFramePixels``.
    package func frame(for surface: Surface) throws(SpecError) -> (width: Int, height: Int) {
        let (w, h) = size ?? (surface == .window ? (800, 600) : (1280, 800))
        guard surface == .picture || w * h <= Self.maxFramePixels else {
            throw SpecError(origins.of(.size), .frameTooLarge(width: w, height: h))
        }
        return (w, h)
    }
}

/// How the keys of one spec are named in messages: command-line options, or the keys of a
/// kiosk panel (at their lines).
package enum SpecOrigins: Equatable, Sendable {
    case commandLine
    /// Panel `index` (0-based) of the kiosk file `file`, written at `line` (0: not in a file),
    /// each key at `keyLines[key]`.
    case panel(file: String, index: Int, line: Int, keyLines: [String: Int])

    /// A key of a view or a source.
    package enum Key: String {
        case chart, range, theme, hidden, highlight, size, scale, keep, staleAfter = "stale-after", refresh, timeout
        case missingAfter = "missing-after"
        case events, compare
    }

    /// Where `key` was written.
    package func of(_ key: Key) -> SpecOrigin {
        switch self {
        case .commandLine: .option("--" + key.rawValue)
        case .panel: self.of(panelKey: String(key.rawValue.map { $0 == "-" ? "_" : $0 }))
        }
    }

    /// Where the line-style setting `key` was written (`--unit` on the command line, a panel's `unit`).
    package func of(style key: String) -> SpecOrigin {
        switch self {
        case .commandLine: .option(key)
        case .panel: of(panelKey: String(key.drop { $0 == "-" }.map { $0 == "-" ? "_" : $0 }))
        }
    }

    /// Where the input was written: the files on the command line, or a panel's source key
    /// (`file`, `stream`, `url`, `prometheus`).
    package func ofInput(panelKey: String) -> SpecOrigin {
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
