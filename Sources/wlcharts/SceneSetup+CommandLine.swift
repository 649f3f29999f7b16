import Charts
import Fonts
import Screens
import SeriesData

extension SceneSetup {
    /// Loads every file (all their charts, in order) and checks the command line's view against them.
    init(files: [String], options o: PNGOptions) throws {
        let charts = try Self.load(files: files, options: o.loadOptions, origin: .arguments, warn: RemoteSources.warn)
        try self.init(charts: charts, files: files, view: ViewSpec(options: o))
    }

    /// Checks the command line's view against charts already read.
    init(charts: [ChartData], files: [String], options o: PNGOptions) throws {
        try self.init(charts: charts, files: files, view: ViewSpec(options: o))
    }

    /// The faces of `--font` (or the system's sans), loaded once — a kiosk wall shares them
    /// between its panels.
    static func loadFaces(fontPath: String?) throws -> Faces {
        do { return try FontLocator.loadFaces(explicitPath: fontPath) } catch { throw PNGRenderError("\(error)") }
    }

    /// A new chart screen in the described state, drawn in `faces` (by default the `--font`, or
    /// the system's sans, loaded now); its warnings go to stderr.
    func makeScreen(faces given: Faces? = nil) throws -> ChartScreen {
        screen(faces: try given ?? Self.loadFaces(fontPath: fontPath), warn: RemoteSources.warn)
    }
}
