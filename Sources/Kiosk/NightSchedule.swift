/// When the night skin shows: `20:00-07:00` (across midnight) or `13:00-14:30`, local time.
public struct NightSchedule: Equatable, Sendable {
    /// Minutes after midnight.
    public let start: Int, end: Int

    /// Parses `HH:MM-HH:MM`; `nil` for anything else (or an empty span).
    public init?(_ text: String) {
        let parts = text.filter { $0 != " " }.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Self.minutes(parts[0]), let b = Self.minutes(parts[1]), a != b else { return nil }
        (start, end) = (a, b)
    }

    private static func minutes(_ s: Substring) -> Int? {
        let hm = s.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, hm[0].count <= 2, hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
              (0 ... 23).contains(h) || (h == 24 && m == 0), (0 ... 59).contains(m) else { return nil }
        return (h * 60 + m) % 1440
    }

    /// Seconds from `secondsOfDay` (local seconds after midnight) to the next start or end of the
    /// night by the clock (in (0, 86400]), ignoring clock changes on the way.
    func secondsToNextChange(fromSecondOfDay secondsOfDay: Double) -> Double {
        let s = secondsOfDay.truncatingRemainder(dividingBy: 86_400)
        func until(_ minute: Int) -> Double {
            let d = (Double(minute * 60) - s).truncatingRemainder(dividingBy: 86_400)
            return d <= 0 ? d + 86_400 : d
        }
        return min(until(start), until(end))
    }

    /// Whether `secondsOfDay` (local seconds after midnight) lies in the night.
    package func isNight(atSecondOfDay secondsOfDay: Double) -> Bool {
        let m = Int((secondsOfDay / 60).rounded(.down)) % 1440
        return start < end ? (m >= start && m < end) : (m >= start || m < end)
    }
}
