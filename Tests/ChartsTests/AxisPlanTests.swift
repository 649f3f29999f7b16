import Testing
@testable import SeriesData

/// Series grouped onto y axes: by `--axis`, then by unit; the contest's `y_scaled` as before.
struct AxisPlanTests {
    static func model(_ names: [String], units: [String?] = [], yScaled: Bool = false, stacked: Bool = false) -> ChartModel {
        let series = names.enumerated().map { i, n in
            var s = Series(id: "y\(i)", name: n, color: .black, kind: stacked ? .area : .line, values: [1, 2, 3])
            if i < units.count, let u = units[i] { s.unit = Unit(parsing: u) }
            return s
        }
        return ChartModel(data: ChartData(x: [0, 1, 2], series: series, yScaled: yScaled, stacked: stacked), hidden: [])
    }

    static func plan(_ m: ChartModel, _ settings: [ChartStyle.Setting] = []) throws -> AxisPlan {
        let style = try ChartStyle().applying(settings)
        return style.axes.plan(for: m, units: style.units)
    }

    @Test func oneUnitIsOneAxis() throws {
        let p = try Self.plan(Self.model(["a", "b"], units: ["%", "percent"]))
        #expect(p.axes.count == 1 && p.axes[0].series == [0, 1] && !p.marked)
        #expect(try Self.plan(Self.model(["a", "b"])).axes.count == 1)
    }

    @Test func unitsMakeAxesAlternatingAndStackedOutward() throws {
        let p = try Self.plan(Self.model(["cpu", "mem", "temp", "swap", "power"], units: ["%", "GiB", "°C", "GiB", "W"]))
        #expect(p.axes.map(\.series) == [[0], [1, 3], [2], [4]])
        #expect(p.axes.map(\.side) == [.left, .right, .left, .right])
        #expect(p.axes.map(\.slot) == [0, 0, 1, 1])
        #expect(p.axisOfSeries == [0, 1, 2, 1, 3])
        #expect(p.marked)
        // Series without a unit share one axis of their own.
        #expect(try Self.plan(Self.model(["a", "b", "c"], units: ["%", nil, nil])).axes.map(\.series) == [[0], [1, 2]])
    }

    @Test func namedGroupsComeFirstOnTheirSides() throws {
        let m = Self.model(["cpu", "load", "mem", "temp"], units: ["%", nil, "GiB", "°C"])
        let p = try Self.plan(m, [.init("--axis", "cpu,load=left mem=right")])
        #expect(p.axes.map(\.series) == [[0, 1], [2], [3]])
        #expect(p.axes.map(\.side) == [.left, .right, .left])
        #expect(p.axes.map(\.slot) == [0, 0, 1])
        // Both on the right; by id too; repeated options add groups.
        let q = try Self.plan(m, [.init("--axis", "y2=right"), .init("--axis", "temp=right")])
        #expect(q.axes.map(\.series) == [[2], [3], [0], [1]])
        #expect(q.axes.map(\.side) == [.right, .right, .left, .left])
        #expect(q.axes.map(\.slot) == [0, 1, 0, 1])
    }

    @Test func theContestsTwoAxesAndStacksAreUnchanged() throws {
        let two = try Self.plan(Self.model(["Views", "Shares"], yScaled: true))
        #expect(two.axes.map(\.series) == [[0], [1]] && two.axes.map(\.side) == [.left, .right] && !two.marked)
        let stack = try Self.plan(Self.model(["a", "b"], units: ["%", "GiB"], stacked: true), [.init("--axis", "a b")])
        #expect(stack.axes.count == 1)
    }

    @Test func logAppliesToTheAxisHoldingTheSeries() throws {
        let m = Self.model(["cpu", "mem", "temp"], units: ["%", "GiB", "°C"])
        #expect(try Self.plan(m, [.init("--log-y-axis", "mem")]).axes.map(\.log) == [false, true, false])
        #expect(try Self.plan(m, [.init("--log-y", "true")]).axes.map(\.log) == [true, true, true])
        #expect(try Self.plan(Self.model(["a"]), [.init("log_y", "true")]).axes.map(\.log) == [true])
    }

    @Test func badSettingsNameTheirKey() {
        for (key, value) in [("--axis", "cpu=top"), ("--axis", ""), ("--axis", "a,,b"), ("axis", "=left"), ("--log-y-axis", "a,")] {
            #expect(throws: ChartStyle.SettingError.self, "\(key) \(value)") { try ChartStyle().applying([.init(key, value)]) }
            do { _ = try ChartStyle().applying([.init(key, value)]) } catch { #expect(error.key == key && error.description.hasPrefix(key)) }
        }
        #expect(ChartAxes().unknownNames(in: []) == [])
        var a = ChartAxes()
        try? a.apply(axis: "cpu nope=left")
        #expect(a.unknownNames(in: [Series(id: "y0", name: "cpu", color: .black, kind: .line, values: [])]) == ["nope"])
    }

    /// A comparison (`--compare 7d`) stands on the axis of the series it compares, named by
    /// `--axis` or by unit — never on an axis of its own.
    @Test func comparisonsShareTheirSeriesAxis() throws {
        let data = Self.model(["cpu", "load", "mem"], units: ["%", nil, "GiB"]).data
        let week = CompareShift(milliseconds: 7 * 86_400_000)
        let m = ChartModel(data: data.comparing([week]), hidden: [])
        #expect(m.data.series.map(\.id) == ["y0", "y1", "y2", "y0@-7d", "y1@-7d", "y2@-7d"])
        let byUnit = try Self.plan(m)
        #expect(byUnit.axes.map(\.series) == [[0, 3], [1, 4], [2, 5]])
        let named = try Self.plan(m, [.init("--axis", "cpu mem load")])
        #expect(named.axes.map(\.series) == [[0, 3], [2, 5], [1, 4]])
    }
}
