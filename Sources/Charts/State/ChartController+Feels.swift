import Raster
import SeriesData

/// Making feels: a chart's style, a new `ChartFeel` for a model, and its fits, snapping and steps.
extension ChartController {
    /// A chart's style: its own with `settings` on top (settings the command line checked; one
    /// that does not apply leaves the chart's).
    static func style(of chart: ChartData, settings: [ChartStyle.Setting]) -> ChartStyle {
        (try? chart.style.applying(settings)) ?? chart.style
    }

    static func makeFeel(for model: ChartModel, night: Bool, presets: Bool, days: DaySource?,
                         style: ChartStyle) -> ChartFeel {
        let c = model.data.viewConstraints
        let data = model.data
        let f = ChartFeel(model: model, layout: InteractionLayout(plot: Rect(x: 0, y: 0, width: 0, height: 0), overview: Rect(x: 0, y: 0, width: 0, height: 0), scale: 1),
                          window: data.initialWindow, hidden: hiddenIndices(model), night: night,
                          presets: presets && data.xKind == .time, zoom: zoomCapability(of: data, days: days), constraints: c)
        if let days, data.xKind == .time {
            f.dayAvailable = { [unowned days, unowned f] x in days.hasDay(for: f.chart, x: Int64(saturating: x)) }
        }
        f.interaction.defaultWindow = c.clamp(model.data.initialWindow)
        configure(f, for: model, style: style)
        f.settle()
        return f
    }

    /// The series `model` hides, by index.
    static func hiddenIndices(_ model: ChartModel) -> Set<Int> {
        Set(model.data.series.indices.filter { !model.isShown($0) })
    }

    /// What a tap on `data` zooms into: numeric x has no days to zoom into (nor presets of days);
    /// a percentage chart keeps its pie.
    static func zoomCapability(of data: ChartData, days: DaySource?) -> DayZoom.Capability {
        (data.xKind == .time ? days?.zoomCapability(of: data) : nil) ?? (data.percentage ? .pie : .none)
    }

    /// Fits, snapping and steps of `model` for a feel (its animated values are not moved: the
    /// caller settles them or lets them ease).
    static func configure(_ f: ChartFeel, for model: ChartModel, style: ChartStyle) {
        f.extremaMode = style.yExtent
        let plan = style.axes.plan(for: model, units: style.units)
        f.axisPlan = plan
        // Symbols: a tap picks the one under the finger (in the y window the axes are heading to).
        if style.symbol != nil {
            let axisOf = plan.axisOfSeries
            f.interaction.pick = { [unowned f, unowned model] p, w in
                let layout = f.interaction.layout
                let hit = SymbolHit.pick(model, at: p, window: w, plot: layout.plot, radius: 16 * layout.scale) { s in
                    let axis = f.axes[min(axisOf.indices.contains(s) ? axisOf[s] : 0, f.axes.count - 1)]
                    return (axis.lower.target, axis.upper.target, axis.log)
                }
                return hit.map { model.xs[$0] }
            }
        }
        let percentage = model.style == .percentage, zeroBased = model.zeroBased
        // Ticks round in each axis' unit (the units as the chart is built; none for percentages).
        let series = model.data.series
        let units = plan.axes.map { style.units.axisUnit(of: series, indices: $0.series) }
        f.yFit = { span, axis in
            if percentage { return YLabelTransitions.Span(0, 100) }
            let unit = units.isEmpty ? nil : units[min(max(axis, 0), units.count - 1)]
            let s = YScale(fitting: span.lower, span.upper, zeroBased: zeroBased, rows: 6, unit: unit)
            var fit = YLabelTransitions.Span(s.min, YScale.top(s.max, dataMax: span.upper, unit: unit))
            fit.cut = fit.upper != s.max
            return fit
        }
        // Bars: the bar whose span x…x+unit holds x; lines: the nearest point.
        let bars = model.style == .bars
        f.interaction.snap = { [unowned model] x in
            guard !model.xs.isEmpty else { return x }
            if bars { return model.xs[min(max(model.data.lowerBound(x: x.nextUp) - 1, 0), model.count - 1)] }
            return model.nearestIndex(to: x).map { model.xs[$0] } ?? x
        }
        f.interaction.neighbour = { [unowned model] x, dir in
            guard let i = model.nearestIndex(to: x), model.xs.indices.contains(i + dir) else { return nil }
            return model.xs[i + dir]
        }
    }
}
