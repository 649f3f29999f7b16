import Charts

/// A saved view restored into a controller whose live chart may not have its data yet (a
/// server's chart at start, a pipe): the skin and the chart are restored at once; what needs
/// samples — the window, a preset, a zoomed day, series that are still to come — waits for the
/// first data and is restored after the loop turn that brought it (``settle()``), unless the
/// reader changed the view before (then the reader's view wins). Used by the desktop window
/// (`ViewStateFile`) and by each panel of a wall (`KioskStateFile`).
@MainActor
package final class PendingView {
    package let controller: ChartController
    /// The saved view still waiting for data; `nil` once restored, given up, or when nothing waited.
    package private(set) var waiting: ChartViewState?
    /// The view right after the first restore: a change from it (other than the skin, which the
    /// kiosk's night schedule may change by itself) is the reader's.
    private let started: ChartViewState

    /// Restores `saved` into `controller` now; keeps it ``waiting`` when the live chart has no samples.
    package init(restoring saved: ChartViewState, into controller: ChartController) {
        self.controller = controller
        controller.restore(saved)
        started = controller.viewState
        waiting = controller.model.count == 0 && controller.liveStatus != nil ? saved : nil
    }

    /// Called after each loop turn: once the first data has come, the waiting view is restored
    /// (unless the reader changed the view before it came). Returns the saved view when it
    /// stopped waiting in this call (the view the state file holds), else `nil`.
    package func settle() -> ChartViewState? {
        guard let saved = waiting else { return nil }
        var view = controller.viewState
        view.theme = started.theme
        guard controller.model.count > 0 || view != started else { return nil }
        waiting = nil
        var restored = saved
        restored.theme = controller.themeKind   // the skin was restored at once; it may have changed since
        if view == started { controller.restore(restored) }
        return saved
    }
}
