import SeriesData

/// The kiosk's own state, and its one owner: which panel shows, the cross-fade between panels,
/// the idle timer, the night schedule's answer and the burn-in step. Each panel's view state
/// belongs to that panel's `ChartController`; this value only says when to switch, fade, reset
/// and shift. Pure: every answer is a function of the times it is given (monotonic seconds, and
/// the local second of the day for the night schedule), so tests drive it with fixed times.
public struct KioskState: Sendable {
    /// What one ``advance(to:secondOfDay:)`` asks the panels to do.
    public struct Changes: Equatable, Sendable {
        /// The idle time ran out: every panel eases back to its configured view.
        var resetPanels = false
        /// The night schedule flipped (or gave its first answer): `true` = night.
        public var night: Bool?
        /// Whether the skin change cross-fades (not for the first answer at start).
        var nightAnimated = false
        /// Another panel started to show, or the picture moved (burn-in): redraw everything.
        var redrawAll = false
        public init() {}
    }

    public let file: KioskFile
    /// The panel shown (`rotate`: fading in while `fadingOut` is set).
    public internal(set) var current = 0
    /// The panel fading out during a cross-fade.
    var fadingOut: Int?
    /// Time of the latest input while it counts (`nil`: idle, rotation runs).
    private(set) var lastInput: Double?
    /// The schedule's answer last applied (`nil` before the first, or without a schedule).
    public private(set) var night: Bool?
    /// The burn-in offset now, buffer pixels.
    public private(set) var shift = (x: 0, y: 0)
    public internal(set) var now = 0.0
    /// Each panel's `ChartState` as last noted (`noteStates(_:at:)`), and since when (a
    /// grid panel pulses from then), the crit panels whose hold a touch released.
    var panelStates: [ChartState]
    var stateSince: [Double]
    var acknowledged: Set<Int> = []
    private var started: Double?
    var shownSince = 0.0
    var fadeStart = 0.0

    /// A wall of `file` starting on panel `panel` (restored after a restart; out of range: 0).
    public init(file: KioskFile, startingAt panel: Int = 0) {
        self.file = file
        panelStates = Array(repeating: .ok, count: file.panels.count)
        stateSince = Array(repeating: -.infinity, count: file.panels.count)
        if case .rotate = file.layout, file.panels.indices.contains(panel) { current = panel }
    }

    var rotates: Bool {
        if case .rotate = file.layout { return file.panels.count > 1 }
        return false
    }

    /// Moves to `time`: rotation (paused while someone interacts), the idle reset, the night
    /// schedule at `secondOfDay` (local seconds after midnight), the burn-in step.
    public mutating func advance(to time: Double, secondOfDay: Double) -> Changes {
        var c = Changes()
        if started == nil {
            started = time
            shownSince = time
            c.redrawAll = true
        }
        now = max(now, time)
        if fadingOut != nil, now >= fadeStart + file.fade {
            fadingOut = nil
            c.redrawAll = true
        }
        if let last = lastInput, now >= last + file.idleReset {
            lastInput = nil
            c.resetPanels = true
            shownSince = now   // rotation resumes: this panel gets a whole dwell again
        }
        if rotates, lastInput == nil, !holding, now >= shownSince + file.dwell {
            fadingOut = file.fade > 0 ? current : nil
            current = (current + 1) % file.panels.count
            fadeStart = now
            shownSince = now
            c.redrawAll = true
        }
        if let schedule = file.night {
            let n = schedule.isNight(atSecondOfDay: secondOfDay)
            if n != night {
                c.night = n
                c.nightAnimated = night != nil
                night = n
            }
        }
        if let period = file.burnIn, let start = started {
            let s = BurnInShift.offset(at: now - start, period: period)
            if s != shift {
                shift = s
                c.redrawAll = true
            }
        }
        return c
    }

    /// Someone touched the wall at `time`: rotation pauses until the idle time runs out (and a
    /// hold on a crit panel ends: the touch saw it).
    mutating func noteInput(at time: Double) {
        if holding { acknowledged.insert(current) }
        lastInput = max(time, lastInput ?? time)
    }

    /// How far the cross-fade is (0: the old panel, 1: the new one), eased; 1 when none runs.
    var fadeProgress: Double {
        guard fadingOut != nil, file.fade > 0 else { return 1 }
        let t = min(max((now - fadeStart) / file.fade, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// Whether frames are needed for the kiosk itself (a cross-fade runs).
    public var isAnimating: Bool { fadingOut != nil || pulseEnd != nil }

    /// The next time something of the kiosk's changes without input (the end of the dwell or of
    /// the fade, the idle reset, the next burn-in step), for the window to wake then; `nil`: none.
    package var nextChange: Double? {
        var times: [Double] = []
        if fadingOut != nil { times.append(fadeStart + file.fade) }
        if let last = lastInput, file.idleReset.isFinite { times.append(last + file.idleReset) }
        if rotates, lastInput == nil, !holding { times.append(shownSince + file.dwell) }
        if let end = pulseEnd { times.append(end) }
        if let period = file.burnIn, let start = started {
            times.append(start + ((now - start) / period).rounded(.down) * period + period)
        }
        return times.min()
    }
}
