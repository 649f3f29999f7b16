import Testing
import Raster
import Accessibility
import Charts
import SeriesData

/// The accessible tree read from a chart's controller: roles, names, states, actions and values,
/// and the requests an assistive technology makes carried out on the controller.
@Suite struct AccessibleTreeTests {
    /// Two daily series over `n` days (whole numbers, so a point's name can be written out).
    static func wavy(_ n: Int = 120) -> ChartData {
        let day: Int64 = 86_400_000, first = 1_500_000_000_000 / day * day
        return ChartData(title: "Wavy", x: (0 ..< n).map { first + Int64($0) * day }, series: [
            Series(id: "a", name: "Views", color: Color(rgb: 0x3DC23F), kind: .line, values: (0 ..< n).map { Double(1000 + ($0 * 37) % 101 * 10) }),
            Series(id: "b", name: "Shares", color: Color(rgb: 0xF34C44), kind: .line, values: (0 ..< n).map { Double(50 + ($0 * 53) % 89) }),
        ])
    }

    static func tree(_ c: ChartController, active: Bool = true) -> AccessibleTree {
        AccessibleTree(application: "wlcharts", window: "wlcharts — \(c.title)", active: active, charts: [c])
    }

    @Test func theTreeNamesTheChartItsSeriesAndRange() throws {
        let c = ChartController(charts: [Self.wavy()])
        let tree = Self.tree(c)
        let app = try #require(tree[AccessibleTree.rootID])
        #expect(app.role == .application && app.name == "wlcharts" && app.children == [AccessibleTree.windowID])
        let window = try #require(tree[AccessibleTree.windowID])
        #expect(window.role == .frame && window.name == "wlcharts — Wavy" && window.states.contains(.active))
        #expect(window.children == ["chart0"])
        let chart = try #require(tree["chart0"])
        #expect(chart.role == .chart && chart.name == "Wavy")
        let summary = ChartSummary(data: c.model.data, index: 0, window: XWindow(c.xMin, c.xMax), zone: c.timeZone)
        #expect(chart.description == PointReading.spoken(summary.text), "the --describe summary of the visible range")
        #expect(chart.states.contains(.focused), "no highlight: the chart has the focus")
        #expect(chart.children == ["chart0/series", "chart0/plot", "chart0/range"])
        let series = try #require(tree["chart0/series"])
        #expect(series.role == .list && series.children == ["chart0/series/a", "chart0/series/b"])
        for (id, name) in [("a", "Views"), ("b", "Shares")] {
            let item = try #require(tree["chart0/series/\(id)"])
            #expect(item.name == name && item.role == .listItem)
            #expect(item.states.isSuperset(of: [.checkable, .checked, .showing]))
            #expect(item.actions.map(\.name) == ["toggle"])
        }
        #expect(tree["chart0/plot"]?.children == [], "no highlight: no point")
        let start = try #require(tree["chart0/range/start"]?.value), end = try #require(tree["chart0/range/end"]?.value)
        #expect(start.current == c.xMin && end.current == c.xMax)
        #expect(start.minimum == c.domain.min && end.maximum == c.domain.max)
        #expect(start.increment == 86_400_000)
        #expect(start.text == DateFormat.boardTitle(Int64(c.xMin), stepMilliseconds: 86_400_000))
        #expect(tree.focused?.id == "chart0")
        #expect(Self.tree(c, active: false).focused == nil, "an inactive window has no focus")
    }

    @Test func theHighlightedPointIsThePlotsFocusedChildNamedAsTheBoardReadsIt() throws {
        let c = ChartController(charts: [Self.wavy()])
        let i = c.visiblePoints.lowerBound + 3
        c.setHighlight(index: i)
        let before = Self.tree(c)
        let point = try #require(before["chart0/plot/point/\(i)"])
        #expect(point.name == PointReading.sentence(c.model, index: i, zone: c.timeZone))
        #expect(point.name.hasSuffix("Views \(Int(c.model.data.series[0].values[i])), Shares \(Int(c.model.data.series[1].values[i]))."))
        #expect(point.states.contains(.focused) && before.focused?.id == point.id)
        #expect(before["chart0"]?.states.contains(.focused) == false)

        c.handle(.key(.right, time: 1))
        let after = Self.tree(c)
        let next = "chart0/plot/point/\(i + 1)"
        #expect(after.focused?.id == next)
        #expect(after.events(from: before) == [
            .childrenChanged(parent: "chart0/plot", added: false, index: 0, child: point.id),
            .childrenChanged(parent: "chart0/plot", added: true, index: 0, child: next),
            .stateChanged(point.id, state: "focused", on: false),
            .stateChanged(next, state: "focused", on: true),
            .activeDescendantChanged(parent: "chart0/plot", child: next),
        ])
        #expect(after.events(from: after).isEmpty, "no change, no event")
    }

    @Test func theToggleActionHidesTheSeriesAndTheTreeSaysSo() throws {
        let c = ChartController(charts: [Self.wavy()])
        let before = Self.tree(c)
        let action = try #require(before["chart0/series/b"]?.actions.first)
        #expect(action.request == .toggleSeries(chart: 0, series: 1))
        action.request.perform(on: c)
        #expect(c.model.weights == [1, 0], "hidden on screen")
        let after = Self.tree(c)
        #expect(after["chart0/series/b"]?.states.contains(.checked) == false)
        #expect(!after["chart0"]!.description.contains("Shares"), "the summary leaves the hidden series out")
        let events = after.events(from: before)
        #expect(events.contains(.stateChanged("chart0/series/b", state: "checked", on: false)))
        // The list's selection is the series shown: the item unselected, the list's selection changed.
        #expect(after["chart0/series/a"]?.states.contains(.selected) == true && after["chart0/series/b"]?.states.contains(.selected) == false)
        #expect(events.contains(.stateChanged("chart0/series/b", state: "selected", on: false)))
        #expect(events.filter { $0 == .selectionChanged("chart0/series") }.count == 1)
        #expect(events.contains(.descriptionChanged("chart0")))
        // The last shown series stays.
        try #require(after["chart0/series/a"]?.actions.first).request.perform(on: c)
        #expect(c.model.weights == [1, 0])
    }

    @Test func settingTheRangeEndsMovesTheWindow() throws {
        let c = ChartController(charts: [Self.wavy()])
        let day = 86_400_000.0
        c.setRange(xMin: c.domain.min + 30 * day, xMax: c.domain.min + 90 * day)
        let before = Self.tree(c)
        let start = try #require(before["chart0/range/start"]?.value)
        let x = start.current - 10 * day
        start.request(x).perform(on: c)
        #expect(c.xMin == x)
        let after = Self.tree(c)
        #expect(after["chart0/range/start"]?.value?.current == x)
        #expect(after.events(from: before).contains(.valueChanged("chart0/range/start")))
        #expect(after.events(from: before).contains(.descriptionChanged("chart0/range")))
        // Past the data: clamped to it.
        try #require(after["chart0/range/end"]?.value).request(.greatestFiniteMagnitude).perform(on: c)
        #expect(c.xMax == c.domain.max)
    }

    @Test func presetsArePushButtonsAndTheShownOneIsSelected() throws {
        let c = ChartController(charts: [Self.wavy()], options: ControllerOptions(presets: true))
        let tree = Self.tree(c)
        let bar = try #require(tree["chart0/presets"])
        #expect(bar.role == .toolBar && bar.children.count == RangePreset.allCases.count)
        let month = try #require(tree["chart0/presets/1M"])
        #expect(month.role == .pushButton && month.actions.first?.request == .preset(chart: 0, .oneMonth))
        month.actions[0].request.perform(on: c)
        #expect(c.activePreset == .oneMonth)
        let after = Self.tree(c)
        #expect(after["chart0/presets/1M"]?.states.contains(.selected) == true)
        #expect(after.events(from: tree).contains(.stateChanged("chart0/presets/1M", state: "selected", on: true)))
        #expect(c.xMax - c.xMin == RangePreset.oneMonth.span)
    }

    @Test func aKioskPutsEachChartInItsPanel() throws {
        let a = ChartController(charts: [Self.wavy()]), b = ChartController(charts: [Self.wavy(60)])
        let tree = AccessibleTree(application: "wlcharts", window: "kiosk", active: true, charts: [a, b],
                                  panels: ["Sales", "Traffic"], focusedChart: 1)
        #expect(tree[AccessibleTree.windowID]?.children == ["panel0", "panel1"])
        #expect(tree["panel1"]?.name == "Traffic" && tree["panel1"]?.children == ["chart1"])
        #expect(tree["chart1"]?.parent == "panel1")
        #expect(tree.focused?.id == "chart1")
        #expect(Set(tree.order) == Set(tree.nodes.keys) && tree.order.count == tree.nodes.count)
    }
}
