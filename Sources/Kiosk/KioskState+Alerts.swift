#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SeriesData

/// A wall that answers "is everything all right?": each panel's `ChartState` noted here.
/// A `rotate` wall turns to a panel that goes to crit and holds on a crit panel until it
/// recovers or someone touches the wall; a `grid` panel that goes to crit pulses once
/// (`pulse(of:)`) and stays marked by its edge. Pure, on the times given, like the rest.
extension KioskState {
    /// How long a grid panel's pulse lasts, seconds.
    static let pulseDuration = 1.2

    /// Notes every panel's state at `time` (`states[i]`: panel `i`'s). A panel going to crit
    /// starts its pulse and, on a rotate wall not held by another crit panel, fades in.
    mutating func noteStates(_ states: [ChartState], at time: Double) -> Changes {
        precondition(states.count == panelStates.count, "one state per panel")
        var c = Changes()
        now = max(now, time)
        for (i, s) in states.enumerated() where s != panelStates[i] {
            let wasCrit = panelStates[i] == .crit
            panelStates[i] = s
            stateSince[i] = now
            c.redrawAll = true
            if wasCrit {
                acknowledged.remove(i)
                if i == current { shownSince = now }   // recovered: a whole dwell, then on
            } else if s == .crit, rotates, i != current, !holding {
                fadingOut = file.fade > 0 ? current : nil
                current = i
                fadeStart = now
                shownSince = now
            }
        }
        return c
    }

    /// Whether a rotate wall holds on the panel shown: it is in crit and no touch released it.
    package var holding: Bool {
        rotates && panelStates[current] == .crit && !acknowledged.contains(current)
    }

    /// How far panel `i`'s crit pulse is: 0 at its start, rising to 1 and back to 0 over
    /// `pulseDuration`; 0 when none runs (a rotate wall turns to the panel instead).
    func pulse(of i: Int) -> Double {
        guard case .grid = file.layout, panelStates[i] == .crit, now >= stateSince[i], now < stateSince[i] + Self.pulseDuration else { return 0 }
        return sin((now - stateSince[i]) / Self.pulseDuration * .pi)
    }

    /// The end of the pulse running now (a grid wall), for frames until then.
    var pulseEnd: Double? {
        guard case .grid = file.layout else { return nil }
        var end: Double?
        for i in panelStates.indices where panelStates[i] == .crit && now < stateSince[i] + Self.pulseDuration {
            end = max(end ?? 0, stateSince[i] + Self.pulseDuration)
        }
        return end
    }
}
