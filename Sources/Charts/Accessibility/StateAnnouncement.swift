import SeriesData
import Sonification

/// A change of a chart's `ChartState`, as heard: an earcon (rising for worse, falling for
/// better) and a sentence for speech ("CPU on web-1 above 95 percent, critical since 14:02").
public struct StateAnnouncement: Sendable, Equatable {
    public var from: ChartState
    public var to: ChartState
    package var sentence: String

    /// The earcon of the change (`Earcon`), played through the audio graph's output.
    package var earcon: PCMSound? { Earcon.sound(from: from.rawValue, to: to.rawValue) }
}

/// Watches one chart's state: `note(_:data:title:units:zone:)` after each change of the data or
/// the view gives an announcement when the state changed since the last note (none for the first,
/// and none for data that arrives fine: no data → ok is not news — a stream's first samples, a
/// panel's first answer).
package struct ChartStateWatch: Sendable {
    public private(set) var last: ChartState?

    public init() {}

    /// - Complexity: O(1) without a change; with one, O(the run of samples beyond the limit).
    public mutating func note(_ reading: ChartState.Reading, data: ChartData, title: String, units: ChartUnits,
                              zone: TimeZoneOffsets = .utc) -> StateAnnouncement? {
        defer { last = reading.state }
        guard let from = last, from != reading.state, (from, reading.state) != (.noData, .ok) else { return nil }
        return StateAnnouncement(from: from, to: reading.state,
                                 sentence: Self.sentence(reading, data: data, title: title, units: units, zone: zone))
    }

    /// "CPU on web-1 above 95 percent, critical since 14:02"; "CPU back to normal"; "CPU stale".
    package static func sentence(_ reading: ChartState.Reading, data: ChartData, title: String, units: ChartUnits,
                                zone: TimeZoneOffsets = .utc) -> String {
        guard let s = reading.series, let limit = reading.limit, let value = reading.value else { return "\(title) \(reading.state.spoken)" }
        let series = data.series[s]
        var text = "\(title) on \(series.name) \(limit.below ? "below" : "above") \(units.spoken(value, of: series)), \(reading.state.spoken)"
        if data.xKind == .time, let since = ChartState.since(reading, in: data) {
            text += " since \(DateFormat.timeLabel(since, zone: zone))"
        }
        return text
    }
}
