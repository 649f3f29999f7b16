import Charts
import SeriesData

/// Where a value of a ``ViewSpec`` or `SourceSpec` was written: its messages name it.
package enum SpecOrigin: Equatable, Sendable {
    /// A command-line option: `--range must be …`.
    case option(String)
    /// The input files on the command line: their problems name the file themselves.
    case arguments
    /// A key of a kiosk file's panel: `wall.toml:12: panel 2 range: …` (line 0, a panel not
    /// written in a file: `wall.json: range: …`).
    case kioskKey(file: String, line: Int, panel: Int, key: String)
}

/// What is wrong with a view or source option, and where it was written (by construction:
/// the parser that read the value gives its origin). One line for stderr after `wlcharts: `.
package struct SpecError: Error, Equatable, CustomStringConvertible {
    package let origin: SpecOrigin
    package let problem: Problem

    package init(_ origin: SpecOrigin, _ problem: Problem) { self.origin = origin; self.problem = problem }

    package enum Problem: Equatable, Sendable {
        /// Not a number (a whole one where `integer`) inside `bounds`.
        case number(String, bounds: ClosedRange<Double>, integer: Bool)
        /// Not `WxH` with each side 1…16384.
        case size(String)
        /// A window or a wall this large cannot be held whole.
        case frameTooLarge(width: Int, height: Int)
        case theme(String)
        /// Not `FROM..TO` (a file's or a stream's range).
        case range(String)
        /// Not a duration or `FROM..TO` (Prometheus: the range asked for); `fromTo`: it had `..`.
        case queryRange(String, fromTo: Bool)
        /// Dates given where the chart's x are numbers (`place`: `chart 1 of FILE`).
        case datesOnNumbers(String, place: String)
        /// Not `FROM..TO` in numbers, `FROM` below `TO` (a chart with numeric x).
        case numberRange(String)
        /// The range misses the chart's data (`place`: `chart 1 of FILE`; `data`: its dates).
        case rangeOutside(String, place: String, data: String)
        case highlight(String)
        /// Not a number where the chart's x are numbers.
        case numberHighlight(String, place: String)
        /// `--missing-after` as a duration where the chart's x are numbers.
        case durationOnNumbers(String, place: String)
        /// The highlighted point lies outside the range (`range`: its text).
        case highlightOutside(String, range: String)
        case unknownSeries(String, place: String, known: [String])
        case hidesEverySeries(place: String)
        case keep(String)
        case staleAfter(String)
        /// `--refresh`, `--timeout`: not a positive duration.
        case duration(String)
        case queryWithoutServer
        case oneURL
        case serverWithFiles
        case notURL(String)
        case noQuery
        case followWithFiles
        /// `--compare`: not a time back (`1d`, `7d`, `1y`).
        case compare(String)
        /// `--compare` on a chart that is not lines on one time axis (`place`: `chart 1 of FILE`).
        case compareChart(place: String)
        /// A line style (`ChartStyle/SettingError` names its option itself).
        case style(ChartStyle.SettingError)
        /// A limit whose unit does not fit its series' (`warn=2GiB` on a series in percent).
        case thresholdUnit(ChartThresholds.UnitMismatch)
        /// The source cannot be read, fetched or drawn (a file, the network, a font): its own line.
        case failed(String)
    }

    package var description: String {
        let text = problem.text
        switch origin {
        case .arguments: return text
        case .option(let option):
            if case .style(let e) = problem { return "\(e)" }
            return option + problem.joiner + text
        case let .kioskKey(file, line, panel, key):
            return line > 0 ? "\(file):\(line): panel \(panel) \(key): \(text)" : "\(file): \(key): \(text)"
        }
    }
}

extension SpecError.Problem {
    /// What follows the option (`--range must be …`) or the kiosk key (`range: must be …`).
    package var text: String {
        switch self {
        case let .number(s, bounds, integer):
            let what = integer ? "a whole number" : "a number"
            let range = integer ? "\(Int(bounds.lowerBound))…\(Int(bounds.upperBound))" : "\(bounds.lowerBound)…\(bounds.upperBound)"
            return "must be \(what) in \(range), not '\(s)'"
        case .size(let s): return "must be WxH with each side 1…16384 pixels, not '\(s)'"
        case let .frameTooLarge(w, h):
            let most = ViewSpec.maxFramePixels
            return "\(w)x\(h) is \(w * h / 1_000_000) million pixels; a window or a kiosk wall is drawn whole and takes at most \(most / 1_000_000) million (8192x8192)"
        case .theme(let t): return "must be day or night, not '\(t)'"
        case .range(let r): return "must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not '\(r)'"
        case let .queryRange(r, fromTo):
            return fromTo ? "must be a duration (6h, 7d) or FROM..TO with FROM before TO, not '\(r)'"
                          : "must be a duration (6h, 7d) or FROM..TO, not '\(r)'"
        case let .datesOnNumbers(r, place): return "\(r): \(place) has numbers as x, not dates; give FROM..TO as numbers like 120..480"
        case .numberRange(let r): return "must be FROM..TO with FROM below TO (numbers like 120..480), not '\(r)'"
        case let .rangeOutside(r, place, data): return "\(r) lies outside \(place)'s data (\(data))"
        case .highlight(let x): return "must be a date (2019-04-07, 2019-04-07T12:00) or epoch ms, not '\(x)'"
        case let .numberHighlight(x, place): return "must be a number (\(place) has numbers as x), not '\(x)'"
        case let .durationOnNumbers(m, place): return "\(m): \(place) has numbers as x; give the step in x units (like 5), not a duration"
        case let .highlightOutside(x, range): return "\(x): the point nearest to it lies outside --range \(range)"
        case let .unknownSeries(id, place, known): return "\(place) has no series '\(id)' (it has \(known.joined(separator: ", ")))"
        case .hidesEverySeries(let place): return "hides every series of \(place)"
        case .keep(let k): return "must be a number of points (1000000) or a duration (30s, 15m, 24h, 7d), not '\(k)'"
        case .staleAfter(let s): return "must be a duration (10s, 5m, 1h), not '\(s)'"
        case .duration(let s): return "must be a duration (5s, 1m), not '\(s)'"
        case .queryWithoutServer: return "needs --prometheus URL"
        case .oneURL: return "one URL at a time"
        case .serverWithFiles: return "takes no input files (the data comes from --query)"
        case .notURL(let s): return "must be an http:// or https:// URL, not '\(s)'"
        case .noQuery: return "needs at least one --query"
        case .followWithFiles: return "FILE takes no other input files"
        case .compare(let s): return "must be a time back like 1h, 1d, 7d, 2w or 1y, not '\(s)'"
        case .compareChart(let place): return "needs a chart of lines over time on one y axis; \(place) is not one"
        case .style(let e): return "\(e)"
        case .thresholdUnit(let m): return "\(m)"
        case .failed(let line): return line
        }
    }

    /// Between the option and ``text`` on the command line.
    package var joiner: String {
        if case .unknownSeries = self { return ": " }
        if case .thresholdUnit = self { return ": " }
        return " "
    }
}
