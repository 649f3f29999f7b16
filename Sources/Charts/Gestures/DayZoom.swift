import SeriesData

/// The zoom-into-a-day state machine of round-2 charts.
///
/// From the overview, a tap on the info board (or Enter on a highlight) asks to zoom into that
/// day: charts with day files show the day's hourly chart (chart 4 turns from one bar series into
/// three lines); a percentage chart without day files (chart 5) turns into a pie of the averages
/// over the selected range. Back (the control, Esc, pinching out past the day) returns to the
/// overview window that was showing before. Both ways are one eased `progress` (0 = overview,
/// 1 = zoomed) the renderer cross-fades and zooms the two charts by.
///
/// - Complexity: O(1), no allocation.
public struct DayZoom: Hashable, Sendable {
    /// What zooming in means for a chart.
    public enum Capability: Hashable, Sendable {
        /// Nothing to zoom into.
        case none
        /// Day files beside the overview file.
        case dayFiles
        /// A pie of the averages over the selected range.
        case pie
    }

    package enum Phase: Hashable, Sendable {
        case overview
        /// Zoomed into the day that starts at `dayStart` (ms, UTC midnight).
        case day(dayStart: Double)
        case pie
    }

    /// What the feel must do when the phase changes.
    public enum Effect: Hashable, Sendable {
        /// Load the day file for `x` and show its chart at `window` (that day) with `dayStart`.
        case showDay(x: Double, window: XWindow)
        /// Show the pie of averages over `window` (the selected range).
        case showPie(window: XWindow)
        /// Back to the overview, showing `window` again.
        case restore(window: XWindow)
    }

    static let dayLength = 86_400_000.0

    let capability: Capability
    package private(set) var phase: Phase = .overview
    /// 0 = the overview, 1 = the zoomed view (eased both ways).
    package private(set) var progress: AnimatedValue
    /// The overview window to come back to.
    private(set) var savedWindow: XWindow?
    /// The window of the day zoomed into (in the overview's x), for the zoom-in motion.
    private(set) var zoomWindow: XWindow?
    package var duration: Double

    public init(capability: Capability, duration: Double = 0.45) {
        self.capability = capability
        self.duration = duration
        progress = AnimatedValue(0, easing: .cubicInOut)
    }

    /// The UTC day around `x`.
    public static func day(containing x: Double) -> XWindow {
        let start = (x / dayLength).rounded(.down) * dayLength
        return XWindow(start, start + dayLength)
    }

    var isZoomed: Bool { phase != .overview }

    /// Asks to zoom in at data x `x` (the highlight) while the overview shows `window`.
    /// - Returns: what to show, or `nil` when the chart cannot zoom or already is zoomed.
    public mutating func enter(x: Double?, window: XWindow, at time: Double) -> Effect? {
        guard phase == .overview else { return nil }
        switch capability {
        case .none:
            return nil
        case .dayFiles:
            guard let x else { return nil }
            let day = DayZoom.day(containing: x)
            phase = .day(dayStart: day.lower)
            savedWindow = window
            zoomWindow = day
            progress.animate(to: 1, at: time, duration: duration)
            return .showDay(x: x, window: day)
        case .pie:
            phase = .pie
            savedWindow = window
            zoomWindow = window
            progress.animate(to: 1, at: time, duration: duration)
            return .showPie(window: window)
        }
    }

    /// Ends the running transition at once (a restored zoom).
    mutating func finishTransition() {
        progress.set(isZoomed ? 1 : 0)
    }

    /// The day could not be loaded: drop back to the overview at once.
    mutating func abandon() {
        phase = .overview
        progress.set(0)
        zoomWindow = nil
    }

    /// Asks to go back to the overview.
    /// - Returns: the window to restore, or `nil` when not zoomed.
    package mutating func leave(at time: Double) -> Effect? {
        guard phase != .overview, let saved = savedWindow else { return nil }
        phase = .overview
        progress.animate(to: 0, at: time, duration: duration)
        return .restore(window: saved)
    }

    /// Eased progress at `time` (0 overview … 1 zoomed).
    public func amount(at time: Double) -> Double { progress.value(at: time) }

    func isTransitioning(at time: Double) -> Bool { !progress.isFinished(at: time) }

    /// The window the *overview* chart shows during the transition: it narrows from the saved
    /// window to the day (zooming in) as ``amount(at:)`` goes to 1, and widens back when leaving.
    func overviewWindow(at time: Double) -> XWindow? {
        guard let s = savedWindow, let z = zoomWindow else { return nil }
        let p = amount(at: time)
        return XWindow(s.lower + (z.lower - s.lower) * p, s.upper + (z.upper - s.upper) * p)
    }
}
