import Charts
import Foundation
import SeriesData

/// A `ChartViewState` as a JSON object in a state file (a wall's panels, the desktop
/// window's file): `{"chart":0,"hidden":["y1"],"theme":"night","window":[FROM,TO]}` (no
/// `window` while a live chart follows its newest samples), with `"preset":"1D"` while a preset
/// is lit, `"day":START` while a day is zoomed into, `"pie":true` while a pie shows. Read back
/// trusting nothing.
enum SavedView {
    /// The JSON object of `state` (hidden ids sorted, so equal states are equal bytes).
    public static func object(_ state: ChartViewState) -> [String: Any] {
        var o: [String: Any] = ["chart": state.chartIndex, "hidden": state.hidden.sorted(), "theme": state.theme.rawValue]
        if let w = state.window { o["window"] = [w.lower, w.upper] }
        if let p = state.preset { o["preset"] = p.title }
        if let d = state.day { o["day"] = d }
        if state.pie { o["pie"] = true }
        return o
    }

    /// The view state in `value` (a JSON object as `JSONSerialization` reads it), or `nil` when
    /// it is anything else: a missing or mistyped key, an unknown skin, a window that is not
    /// two finite numbers in order, more than 10 000 hidden ids, an unknown preset, a day that is
    /// not a finite number, a pie that is not `true` or `false`.
    public static func decode(_ value: Any) -> ChartViewState? {
        guard let o = value as? [String: Any],
              let chart = o["chart"] as? Int, chart >= 0,
              let theme = (o["theme"] as? String).flatMap(Theme.Kind.init(rawValue:)),
              let ids = o["hidden"] as? [Any], ids.count <= 10_000 else { return nil }
        var hidden = Set<String>()
        for id in ids {
            guard let s = id as? String else { return nil }
            hidden.insert(s)
        }
        var window: XWindow?
        if let w = o["window"] {
            guard let pair = w as? [Any], pair.count == 2, let a = number(pair[0]), let b = number(pair[1]),
                  a.isFinite, b.isFinite, a < b else { return nil }
            window = XWindow(a, b)
        }
        var preset: RangePreset?
        if let p = o["preset"] {
            guard let title = p as? String, let known = RangePreset.allCases.first(where: { $0.title == title }) else { return nil }
            preset = known
        }
        var day: Double?
        if let d = o["day"] {
            guard let n = number(d), n.isFinite else { return nil }
            day = n
        }
        var pie = false
        if let p = o["pie"] {
            guard let b = boolean(p) else { return nil }
            pie = b
        }
        return ChartViewState(chartIndex: chart, window: window, hidden: hidden, theme: theme, preset: preset, day: day, pie: pie)
    }

    /// A JSON number as a `Double` (not a string).
    private static func number(_ v: Any) -> Double? { (v as? NSNumber)?.doubleValue }

    /// A JSON `true` or `false` (not a number: Foundation bridges `1` to `Bool` too; its booleans
    /// are the numbers of type `c`).
    private static func boolean(_ v: Any) -> Bool? {
        guard let n = v as? NSNumber, String(cString: n.objCType) == "c" else { return nil }
        return n.boolValue
    }
}
