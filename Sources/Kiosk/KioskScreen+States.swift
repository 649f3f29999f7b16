import Charts
import Raster
import SeriesData

/// Each panel's `ChartState` on the wall: noted into the ``KioskState`` every turn (which
/// holds a rotation on crit and pulses a grid panel), and drawn as a coloured edge with a
/// thicker strip along the top, in the state's colour (the panel's header writes the state
/// and its shape). Only panels with limits are marked.
extension KioskScreen {
    /// Notes the panels' states at `time`.
    func noteStates(at time: Double) {
        if states.count != panels.count { states = Array(repeating: .ok, count: panels.count) }
        for i in panels.indices { states[i] = panels[i].controller.stateReading.state }
        if state.panelStates != states, state.noteStates(states, at: time).redrawAll { redrawAll = true }
    }

    /// Draws panel `i`'s edge into `cell` when it has limits and is not ok; whether it drew.
    func drawMarks(of i: Int, into cell: Bitmap) -> Bool {
        let controller = panels[i].controller
        let s = state.panelStates[i]
        guard !controller.style.thresholds.isEmpty, s != .ok else { return false }
        let color = controller.theme.color(of: s)
        let edge = max(2, Int((KioskScreen.edgeWidth * scale * (1 + state.pulse(of: i))).rounded()))
        let w = cell.width, h = cell.height, strip = edge * 3
        for r in [PixelRect(x: 0, y: 0, width: w, height: strip), PixelRect(x: 0, y: h - edge, width: w, height: edge),
                  PixelRect(x: 0, y: 0, width: edge, height: h), PixelRect(x: w - edge, y: 0, width: edge, height: h)] {
            cell.view(r).clear(to: color)
        }
        return true
    }

    /// The edge of a panel not ok, points (a pulse doubles it).
    static let edgeWidth = ScreenLayout.Metrics.stateEdge
}
