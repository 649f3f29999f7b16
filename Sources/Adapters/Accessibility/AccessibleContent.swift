import Accessibility
import Charts
import Kiosk

/// What the window shows, for the accessible tree: its charts' controllers (the one owner of each
/// chart's state) and, for a kiosk, each panel's name and the panel keys go to.
@MainActor
package protocol AccessibleContent: AnyObject {
    var accessibleCharts: [ChartController] { get }
    /// One name per chart for a kiosk's panels; `nil` for one chart in the window.
    var accessiblePanels: [String]? { get }
    /// The chart that has the keyboard.
    var focusedChart: Int { get }
}

extension ChartScreen: AccessibleContent {
    package var accessibleCharts: [ChartController] { [controller] }
    package var accessiblePanels: [String]? { nil }
    package var focusedChart: Int { 0 }
}

extension KioskScreen: AccessibleContent {
    package var accessibleCharts: [ChartController] { panels.map(\.controller) }
    package var accessiblePanels: [String]? { panels.map(\.title) }
    package var focusedChart: Int { state.current }
}

/// A wall from a server: the wall on screen now (a new version's panels once it is shown).
extension ServerWall: AccessibleContent {
    package var accessibleCharts: [ChartController] { wall.accessibleCharts }
    package var accessiblePanels: [String]? { wall.accessiblePanels }
    package var focusedChart: Int { wall.focusedChart }
}

extension AccessibleTree {
    /// The tree of `content` in a window titled `window`.
    @MainActor
    init(_ content: AccessibleContent, window: String) {
        self.init(application: "wlcharts", window: window, active: true, charts: content.accessibleCharts,
                  panels: content.accessiblePanels, focusedChart: content.focusedChart)
    }
}
