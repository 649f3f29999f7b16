import Charts
import Screens
import Sources
import Kiosk

/// A kiosk panel's specs and screen: its keys read into a ``SourceSpec`` and a ``ViewSpec``
/// (checked with the command line's rules and words; a problem names the kiosk file, the line
/// and the key), built by ``ScreenFactory`` like the command line's.
@MainActor
package enum PanelFactory {
    /// The source and view of panel `index` of the kiosk file at `kioskPath`. `columns` is the
    /// width in pixels a panel's plot will roughly have (Prometheus asks for a step to suit it).
    package static func specs(_ panel: Panel, index: Int, kioskPath: String, font: String?,
                      columns: Int = 1248) throws(SpecError) -> (source: SourceSpec, view: ViewSpec) {
        let source = try SourceSpec(panel: panel, file: kioskPath, index: index, columns: columns)
        var view = try ViewSpec(panel: panel, file: kioskPath, index: index, font: font, rangeOfSource: source.ownsRange)
        try view.addServerEvents(alerts: panel.alerts, eventQuery: panel.eventQuery, source: source)
        return (source, view)
    }

    /// The panel's screen, its live source attached. `waitForData` (`--png`) fetches a remote
    /// panel's first answer before returning (its failure is the error).
    package static func make(_ panel: Panel, index: Int, kioskPath: String, font: String?, columns: Int = 1248,
                     waitForData: Bool = false, faces: SceneSetup.Faces? = nil) throws(SpecError) -> ScreenFactory.Built {
        let (source, view) = try specs(panel, index: index, kioskPath: kioskPath, font: font, columns: columns)
        let built = try ScreenFactory.make(source, view, faces: faces, waitForData: waitForData)
        built.attach()
        return built
    }
}
