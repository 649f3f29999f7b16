import SeriesData

/// Going back to a configured view without a touch: the kiosk's idle reset and its night
/// schedule (docs/kiosk.md). Everything eases; nothing here reads a clock.
extension ChartController {
    /// Eases back to the view `options` describes: out of a zoomed day or the pie, the highlight
    /// cleared, exactly the series of `options.hidden` hidden (fading), the window eased to
    /// `options.range` — or, without one, to the chart's first window (a live chart to its
    /// newest samples, following them again). A different chart is shown at once.
    package func easeBack(to options: ControllerOptions) {
        if options.chartIndex != chartIndex { selectChart(options.chartIndex) }
        setHighlight(index: nil)
        if feel.dayZoom.isZoomed || feel.pie != nil { handle(.key(.escape, time: now)) }
        let series = model.data.series
        var changed = false
        for (i, s) in series.enumerated() where feel.visibility.visible.indices.contains(i) {
            let shown = !options.hidden.contains(s.id)
            if feel.visibility.visible[i] != shown {
                feel.setSeriesVisible(i, shown, at: now, animated: true)
                changed = true
            }
        }
        if changed { applyWeights() }
        if let r = options.range {
            feel.interaction.setWindow(XWindow(r.lowerBound, r.upperBound), at: now, animated: true)
        } else if live != nil {
            returnToLiveEdge()
        } else {
            feel.interaction.setWindow(model.data.initialWindow, at: now, animated: true)
        }
    }

    /// Switches between the day and night skins, cross-fading when `animated` (the kiosk's night
    /// schedule) or at once (`setThemeKind(_:)`).
    package func setThemeKind(_ kind: Theme.Kind, animated: Bool) {
        feel.setNight(kind == .night, at: now, animated: animated)
    }

    /// The skin shown or being faded to.
    package var themeKind: Theme.Kind { feel.theme.isNight ? .night : .day }
}
