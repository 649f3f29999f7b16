import Charts
import Sources
import Raster
import SeriesData

/// Charts and the state a screen of them starts in (a `ViewSpec` checked against them), for
/// `--png`, the window, the kiosk's panels and the charts you can hear alike, so that a window
/// and its `--png` render start from the same state.
package struct SceneSetup {
    package let charts: [ChartData]
    package let sceneOptions: ControllerOptions
    /// `--font`, loaded by `makeScreen(faces:)` only (describing or sonifying a chart needs no font).
    package let fontPath: String?
    package let scale: Double

    /// Checks `view` against charts already read (a live stream's, which may not have a series
    /// yet: then `hidden` names series to come); a kiosk panel's warnings go to `warn`.
    package init(charts: [ChartData], files: [String], view: ViewSpec, warn: (SpecError) -> Void = { _ in }) throws(SpecError) {
        sceneOptions = try view.scene(for: charts, files: files, warn: warn)
        scale = view.scale
        fontPath = view.font
        self.charts = charts
    }

    /// Every chart of the files read as `options` say, in order, titled (`titled(_:file:)`);
    /// their warnings go to `warn`; a problem is the reader's line, at `origin` (a kiosk panel's `file` key).
    package static func load(files: [String], options: LoadOptions, origin: SpecOrigin, warn: (String) -> Void) throws(SpecError) -> [ChartData] {
        var charts: [ChartData] = []
        for file in files {
            let loaded: [ChartData]
            do {
                let result = try ChartLoader.read(path: file, options: options)
                for warning in result.warnings { warn(warning) }
                loaded = result.charts
            } catch {
                throw SpecError(origin, .failed("\(error)"))
            }
            guard !loaded.isEmpty else { throw SpecError(origin, .failed("\(file): no charts in the file")) }
            charts += SceneSetup.titled(loaded, file: file)
        }
        return charts
    }

    /// The chosen chart as messages name it: `chart 2 of FILE` (or `chart 2` for several files).
    package func place(files: [String]) -> String {
        let n = sceneOptions.chartIndex + 1
        return files.count == 1 ? "chart \(n) of \(files[0])" : "chart \(n)"
    }

    /// Charts without a title of their own get one from the file's name ("views-shares.json" →
    /// "Views shares"), numbered when the file holds several; the contest's generic names
    /// (`overview.json`, `chart_data.json`, day files) keep the scene's "Chart N".
    package static func titled(_ charts: [ChartData], file: String) -> [ChartData] { FileTitle.titled(charts, file: file) }

    /// A new chart screen in the described state, drawn in `faces` (through their renderers,
    /// shared with the other screens drawn in them), zooming into the day files beside its file
    /// (a day file that cannot be read goes to `warn`).
    package func screen(faces: Faces, warn: @escaping SourceWarning) -> ChartScreen {
        ChartScreen(charts: charts, textRenderer: faces.text, boldTextRenderer: faces.boldText, options: sceneOptions,
                    days: DayFiles(onError: { warn("\($0)") }), haloTextRenderer: faces.haloText, rasterizer: faces.rasterizer)
    }
}
