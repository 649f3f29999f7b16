/// What a key pressed in the window does: something the window does itself, or a key handed to
/// the chart (which looks it up in its own modes of `KeyBindings`).
package enum KeyAction: Hashable, Sendable {
    case quit
    case toggleFullscreen
    /// Ctrl+Alt+Q: the one way out of a kiosk by keyboard (quits any window).
    case deliberateQuit
    /// Nothing: the key is taken and dropped (a kiosk's quit keys: a passer-by cannot leave).
    case swallow
    case chart(ChartKey)
}

/// What a key does in the chart.
package enum ChartAction: Hashable, Sendable {
    /// Moves the window by two pan steps to the earlier (`-1`) or later (`+1`) data.
    case pan(Int)
    /// Moves the highlight to the previous (`-1`) or next (`+1`) point, into view (reading).
    case step(Int)
    /// Halves or doubles the span about the highlight (else the centre).
    case zoomIn, zoomOut
    /// Zooms into the highlighted point's day.
    case zoomIntoDay
    /// Drops the highlight.
    case dropHighlight
    /// Leaves a day or the pie.
    case back
    case toggleNightMode, nextChart, previousChart
    /// Back to the initial window.
    case reset
    case preset(RangePreset)
    /// A live chart returns to its newest data.
    case returnToLiveEdge
    /// Plays (or stops) the audio graph of the visible range.
    case playAudioGraph
    /// Speaks the summary of the visible range.
    case speakSummary
    /// The previous (`-1`) or next (`+1`) shown series becomes the one read.
    case chooseSeries(Int)
    /// Highlights the first or last visible point, or the visible minimum or maximum.
    case firstPoint, lastPoint, minimum, maximum
    /// Highlights the next (`+1`) or previous (`-1`) event and reads it.
    case stepEvent(Int)
    /// Turns monitor mode on or off (`ChartController+Monitor.swift`).
    case toggleMonitor
    /// Opens or closes the list of the series collapsed behind the `+7` pill.
    case legendList
    /// In the open legend list: the previous (`-1`) or next (`+1`) row; the row's series shown
    /// or hidden.
    case legendStep(Int), legendToggle
}
