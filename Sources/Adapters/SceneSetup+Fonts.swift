import Charts
import Fonts
import Screens

extension SceneSetup {
    /// The faces of `--font` (or the system's sans), loaded once — a kiosk wall shares them and
    /// their text renderers between its panels.
    package static func loadFaces(fontPath: String?) throws -> Faces {
        do {
            let f = try FontLocator.loadFaces(explicitPath: fontPath)
            return Faces(regular: f.regular, bold: f.bold)
        } catch { throw PNGRenderError("\(error)") }
    }

    /// A new chart screen in the described state, drawn in `faces` (by default the `--font`, or
    /// the system's sans, loaded now); its warnings go to stderr.
    package func makeScreen(faces given: Faces? = nil) throws -> ChartScreen {
        screen(faces: try given ?? Self.loadFaces(fontPath: fontPath), warn: RemoteSources.warn)
    }
}
