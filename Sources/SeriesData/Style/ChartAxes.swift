/// The y axes chosen on the command line or in the kiosk file: which series share an axis and on
/// which side (`--axis cpu,load=left mem=right`), and which axes are logarithmic (`--log-y`,
/// `--log-y-axis mem`). Part of the ``ChartStyle``; `plan(for:units:)` turns it into the
/// chart's `AxisPlan` (docs/axes.md).
public struct ChartAxes: Sendable, Equatable {
    /// A side of the plot.
    public enum Side: String, Sendable, CaseIterable {
        case left, right
    }

    /// Series (by id or name) that share one axis, on a side or the next free one.
    package struct Group: Sendable, Equatable {
        public var series: [String]
        public var side: Side?
    }

    /// The axes named, in order (the first is the chart's main axis).
    package var groups: [Group] = []
    /// Every axis logarithmic.
    var logAll = false
    /// The axes holding these series (by id or name) logarithmic.
    var logSeries: [String] = []

    public init() {}

    /// Reads one `axis` setting: groups separated by spaces or `;`, each `ID,ID…` with an optional
    /// `=left` or `=right` (`cpu,load=left mem=right`). A later setting adds its groups.
    package mutating func apply(axis text: String, key: String = "axis") throws(ChartStyle.SettingError) {
        let expected = "groups of series like cpu,load=left mem=right (ids or names joined by commas, =left or =right optional)"
        let parts = text.split(whereSeparator: { $0 == " " || $0 == ";" })
        guard !parts.isEmpty else { throw ChartStyle.SettingError(key: key, value: text, expected: expected) }
        var added: [Group] = []
        for part in parts {
            var names = Substring(part), side: Side?
            if let eq = part.firstIndex(of: "=") {
                names = part[..<eq]
                guard let s = Side(rawValue: part[part.index(after: eq)...].lowercased()) else {
                    throw ChartStyle.SettingError(key: key, value: text, expected: expected)
                }
                side = s
            }
            let list = names.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard !list.contains(where: \.isEmpty) else { throw ChartStyle.SettingError(key: key, value: text, expected: expected) }
            added.append(Group(series: list, side: side))
        }
        groups += added
    }

    /// Reads one `log_y` setting: `true`/`all` (every axis), `false`/`none`, or series ids or
    /// names joined by commas (the axes holding them).
    package mutating func apply(logY text: String, key: String = "log_y") throws(ChartStyle.SettingError) {
        switch text.lowercased().trimmingSpaces {
        case "true", "all", "on", "yes": logAll = true
        case "false", "none", "off", "no": logAll = false; logSeries = []
        default:
            let list = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard !list.contains(where: \.isEmpty) else {
                throw ChartStyle.SettingError(key: key, value: text, expected: "true (every axis), false, or series ids or names joined by commas")
            }
            logSeries += list
        }
    }

    /// The names this setting gives that no series of `all` has (by id or name).
    package func unknownNames(in all: [Series]) -> [String] {
        (groups.flatMap(\.series) + logSeries).filter { n in !all.contains { $0.id == n || $0.name == n } }
    }
}

/// The y axes of one chart: the series on each, its side and place, whether it is logarithmic.
///
/// Axes alternate left and right unless a side is named; the first axis on a side draws its
/// labels inside the plot's edge (as the contest's two axes do), further ones stand outward in
/// strips of their own (`Axis.slot`).
package struct AxisPlan: Sendable, Equatable {
    public struct Axis: Sendable, Equatable {
        /// The series on this axis, by index.
        public var series: [Int]
        public var side: ChartAxes.Side
        /// 0: at the plot's edge; 1, 2…: strips outward.
        package var slot: Int
        /// Ticks and mapping in log10 of the values.
        package var log: Bool
    }

    public var axes: [Axis]
    /// The axis of each series, by index.
    package var axisOfSeries: [Int]
    /// Whether the axes carry a colour mark of their series (grouped by unit or `--axis`; the
    /// contest's `y_scaled` axes are coloured by their labels alone).
    package var marked: Bool

    /// One axis over `count` series.
    public init(single count: Int, log: Bool = false) {
        axes = [Axis(series: Array(0 ..< count), side: .left, slot: 0, log: log)]
        axisOfSeries = Array(repeating: 0, count: count)
        marked = false
    }

    /// Axes over `groups` of series indices (every series in exactly one), on the given sides
    /// (`nil`: alternating, starting left).
    public init(groups: [[Int]], sides: [ChartAxes.Side?], log: [Bool], marked: Bool) {
        var count = [ChartAxes.Side.left: 0, .right: 0]
        var next = ChartAxes.Side.left
        axes = []
        for (k, g) in groups.enumerated() {
            let side = sides[k] ?? next
            axes.append(Axis(series: g, side: side, slot: count[side]!, log: log[k]))
            count[side]! += 1
            next = count[.left]! <= count[.right]! ? .left : .right
        }
        let n = (groups.flatMap { $0 }.max() ?? -1) + 1
        var of = Array(repeating: 0, count: n)
        for (k, g) in groups.enumerated() { for s in g { of[s] = k } }
        axisOfSeries = of
        self.marked = marked
    }

    /// The most slots on one side (0 for one axis each side at most).
    var outerSlots: (left: Int, right: Int) {
        var l = 0, r = 0
        for a in axes { if a.side == .left { l = max(l, a.slot) } else { r = max(r, a.slot) } }
        return (l, r)
    }
}

extension ChartAxes {
    /// The axes of a chart of `model`'s style and series shown in `units`:
    /// - the contest's `y_scaled`: one axis per series, alternating (unchanged);
    /// - bars, areas and percentages: one axis (stacks share their scale);
    /// - lines: the groups named (`groups`), then the other series by unit — one axis per unit,
    ///   in the order of the series (series without a unit share one) — or one axis when all
    ///   agree; a comparison (`--compare`) on the axis of the series it compares.
    /// Log applies to line axes only (a stack has no log).
    /// - Complexity: O(series · groups).
    package func plan(for model: ChartModel, units: ChartUnits) -> AxisPlan {
        let all = model.data.series
        switch model.style {
        case .bars, .areas, .percentage:
            return AxisPlan(single: all.count)
        case .scaledLines:
            let groups = all.indices.map { [$0] }
            return AxisPlan(groups: groups, sides: groups.map { _ in nil }, log: groups.map { isLog($0, all) }, marked: false)
        case .lines:
            break
        }
        var taken = Array(repeating: false, count: all.count)
        var groups: [[Int]] = [], sides: [ChartAxes.Side?] = []
        // A comparison (`--compare`) goes where the series it compares goes.
        let named = all.indices.map { i in all[i].comparison.flatMap { c in all.firstIndex { $0.id == c.source } } ?? i }
        for g in self.groups {
            let members = all.indices.filter { i in !taken[i] && g.series.contains { all[named[i]].id == $0 || all[named[i]].name == $0 } }
            guard !members.isEmpty else { continue }
            for i in members { taken[i] = true }
            groups.append(members); sides.append(g.side)
        }
        // The rest by unit, in the order of their first series.
        var keys: [UnitKey?] = []
        var byUnit: [[Int]] = []
        for i in all.indices where !taken[i] {
            let key = units.unit(of: all[i]).map(UnitKey.init)
            if let k = keys.firstIndex(of: key) { byUnit[k].append(i) } else { keys.append(key); byUnit.append([i]) }
        }
        groups += byUnit
        sides += byUnit.map { _ in nil }
        if groups.count <= 1 { return AxisPlan(single: all.count, log: logAll || (!all.isEmpty && isLog(Array(all.indices), all))) }
        return AxisPlan(groups: groups, sides: sides, log: groups.map { isLog($0, all) }, marked: true)
    }

    /// Whether the axis of `group` is logarithmic.
    private func isLog(_ group: [Int], _ all: [Series]) -> Bool {
        logAll || group.contains { i in logSeries.contains { all[i].id == $0 || all[i].name == $0 } }
    }

    /// Units that share an axis: the same quantity, scale and prefixes (`ChartUnits.axisUnit(of:)`'s rule).
    private struct UnitKey: Equatable {
        var quantity: Unit.Quantity, scale: Double, bytes: Unit.ByteSystem
        init(_ u: Unit) { quantity = u.quantity; scale = u.scale; bytes = u.bytes }
    }
}
