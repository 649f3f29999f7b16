import Raster
import Charts
import SeriesData

extension AccessibleTree {
    /// The nodes of one chart under `parent`: the chart (named by its title, described by the
    /// summary of its visible range), its series, its plot with the highlighted point, its range,
    /// its presets and its live status.
    mutating func addChart(_ c: ChartController, number k: Int, parent: String, focus: Bool) {
        let id = "chart\(k)", model = c.model, active = c.active
        let window = active.interaction.targetWindow
        let visible = active.visibility.visible
        let hidden = Set(model.data.series.indices.filter { !visible[$0] }.map { model.data.series[$0].id })
        let summary = ChartSummary(data: model.data, index: c.chartIndex, window: window, hidden: hidden, zone: c.timeZone)
        let highlight = c.highlightIndex
        var chart = AccessibleNode(id: id, role: .chart, name: c.title, description: PointReading.spoken(summary.text),
                                   states: AccessibleStates.shown.union(.focusable), parent: parent)
        if focus && highlight == nil { chart.states.insert(.focused) }
        chart.children = ["\(id)/series", "\(id)/plot", "\(id)/range"]
        if c.presetsShown { chart.children.append("\(id)/presets") }
        if c.snapshot.live != nil { chart.children.append("\(id)/status") }
        if c.isMonitoring, let said = c.listening.monitorSaid { chart.children.append(Self.noticeID(said, chart: k)) }
        add(chart)
        addSeries(c, chart: k, visible: visible)
        addPlot(c, chart: k, highlight: highlight, focus: focus)
        addRange(c, chart: k, window: window)
        if c.presetsShown { addPresets(c, chart: k) }
        let said = c.isMonitoring ? c.listening.monitorSaid : nil
        if let live = c.snapshot.live { addStatus(live, chart: k, xText: summary.xText, monitor: said) }
        if let said { addNotice(said, chart: k) }
    }

    /// The series: a list of checkable items, checked while shown, each with a toggle action.
    private mutating func addSeries(_ c: ChartController, chart k: Int, visible: [Bool]) {
        let id = "chart\(k)/series", series = c.model.data.series
        var list = AccessibleNode(id: id, role: .list, name: "Series", parent: "chart\(k)")
        list.children = series.map { "\(id)/\($0.id)" }
        add(list)
        for (s, one) in series.enumerated() {
            var item = AccessibleNode(id: "\(id)/\(one.id)", role: .listItem, name: one.name,
                                      states: AccessibleStates.shown.union([.checkable, .focusable]), parent: id)
            if visible[s] { item.states.insert(.checked) }
            item.description = visible[s] ? "shown" : "hidden"
            item.actions = [AccessibleAction(name: "toggle", description: visible[s] ? "Hide \(one.name)" : "Show \(one.name)",
                                             request: .toggleSeries(chart: k, series: s))]
            add(item)
        }
    }

    /// The plot, whose one child is the highlighted point (named as the info board reads it).
    private mutating func addPlot(_ c: ChartController, chart k: Int, highlight: Int?, focus: Bool) {
        let id = "chart\(k)/plot"
        var plot = AccessibleNode(id: id, role: .panel, name: "Plot",
                                  states: AccessibleStates.shown.union(.managesDescendants), parent: "chart\(k)")
        plot.description = "Left and right arrows step through the points; Home and End go to the first and last."
        if let i = highlight { plot.children = ["\(id)/point/\(i)"] }
        add(plot)
        guard let i = highlight else { return }
        var point = AccessibleNode(id: "\(id)/point/\(i)", role: .listItem,
                                   name: PointReading.sentence(c.model, index: i, zone: c.timeZone),
                                   states: AccessibleStates.shown.union([.focusable, .selectable, .selected]), parent: id)
        if focus { point.states.insert(.focused) }
        point.focusRequest = .highlight(chart: k, index: i)
        add(point)
    }

    /// The range selector: a panel with the start and the end of the visible range as values.
    private mutating func addRange(_ c: ChartController, chart k: Int, window: XWindow) {
        let id = "chart\(k)/range", data = c.model.data
        let xText = XText(data: data, zone: c.timeZone)
        let domain = c.domain, step = Double(max(xText.unit, 1))
        let first = Int64(saturating: window.lower), last = Int64(saturating: window.upper)
        var range = AccessibleNode(id: id, role: .panel, name: "Visible range",
                                   description: xText.range(first, last), parent: "chart\(k)")
        range.children = ["\(id)/start", "\(id)/end"]
        add(range)
        for (end, x, target) in [("start", window.lower, AccessibleValue.Target.rangeStart(chart: k)),
                                 ("end", window.upper, .rangeEnd(chart: k))] {
            var node = AccessibleNode(id: "\(id)/\(end)", role: .slider, name: "Range \(end)",
                                      states: AccessibleStates.shown.union([.focusable, .horizontal]), parent: id)
            let text = xText.point(Int64(saturating: x))
            node.value = AccessibleValue(current: x, minimum: domain.min, maximum: domain.max, increment: step,
                                         text: text, target: target)
            node.attributes["value-text"] = text
            add(node)
        }
    }

    /// The presets: push buttons, the one whose range shows selected.
    private mutating func addPresets(_ c: ChartController, chart k: Int) {
        let id = "chart\(k)/presets", lit = c.activePreset
        var bar = AccessibleNode(id: id, role: .toolBar, name: "Range presets", parent: "chart\(k)")
        bar.children = RangePreset.allCases.map { "\(id)/\($0.title)" }
        add(bar)
        for p in RangePreset.allCases {
            var button = AccessibleNode(id: "\(id)/\(p.title)", role: .pushButton, name: p.title,
                                        description: Self.words(p),
                                        states: AccessibleStates.shown.union([.focusable, .selectable]), parent: id)
            if p == lit { button.states.insert(.selected) }
            button.actions = [AccessibleAction(name: "click", description: "Show \(Self.words(p))",
                                               request: .preset(chart: k, p))]
            add(button)
        }
    }

    /// A live chart's status: a polite live region whose text is the state in words; in monitor
    /// mode, once the monitor has spoken, its last sentence (`monitor`), each new one a
    /// `text-changed` (its stale and live sentences stand for the state's). No description: Orca
    /// would read a changed one as well as the text.
    private mutating func addStatus(_ live: LiveStatus, chart k: Int, xText: XText, monitor: String?) {
        var status = AccessibleNode(id: "chart\(k)/status", role: .statusBar, name: "Status", parent: "chart\(k)")
        let text = Self.statusText(live, xText: xText)
        status.text = monitor ?? text
        status.attributes = ["live": "polite", "container-live": "polite"]
        add(status)
    }

    /// Monitor mode's last sentence as a notification, a new object for each sentence (its id
    /// holds the sentence's hash): Orca 43 reads a notification that shows, wherever the focus is,
    /// but no text change it did not cause (`events(from:)` says a new one shows).
    private mutating func addNotice(_ said: String, chart k: Int) {
        var notice = AccessibleNode(id: Self.noticeID(said, chart: k), role: .notification, name: said, parent: "chart\(k)")
        notice.attributes = ["live": "polite"]
        add(notice)
    }

    static func noticeID(_ said: String, chart k: Int) -> String { "chart\(k)/notice/\(UInt(bitPattern: said.hashValue))" }

    /// `Live.`, `Stale: nothing new since 14:05:03.`, `Ended.`, with the source's problem after it.
    static func statusText(_ live: LiveStatus, xText: XText) -> String {
        var text: String
        if live.ended {
            text = "Ended."
        } else if live.stale {
            text = live.updatedAt.map { "Stale: nothing new since \(DateFormat.clock($0, zone: xText.zone))." } ?? "Stale: no data yet."
        } else {
            text = live.following ? "Live." : "Live, not following the newest data."
        }
        if let problem = live.problem { text += " \(problem)" }
        return text
    }

    /// A preset's span in words (`the last 5 days`).
    static func words(_ p: RangePreset) -> String {
        switch p {
        case .oneDay: "the last day"
        case .fiveDays: "the last 5 days"
        case .oneMonth: "the last month"
        case .sixMonths: "the last 6 months"
        case .oneYear: "the last year"
        case .all: "all the data"
        }
    }
}
