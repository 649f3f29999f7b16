import Charts
import Raster

/// The font the drawing targets measure and draw with: DejaVu Sans (fonts-dejavu-core), read once.
public enum FuzzFont {
    public static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A renderer over the font; the process stops with a message when it is missing (a fuzz run
    /// without its font would test nothing).
    public static func renderer() -> TextRenderer {
        guard let bytes = readFile(path), let font = try? Font(bytes: bytes) else {
            fatalError("fuzz: cannot read \(path) (apt-get install fonts-dejavu-core)")
        }
        return TextRenderer(font: font)
    }

    /// The three renderers a chart scene draws with — regular, bold and the y labels' halo —
    /// made once per process, so a scene per input does not read the font's outlines and
    /// rasterize every bold and halo glyph again (the scene would make the last two itself).
    public struct SceneText: @unchecked Sendable {
        public let regular: TextRenderer
        public let bold: TextRenderer
        public let halo: TextRenderer

        public init() {
            regular = FuzzFont.renderer()
            bold = TextRenderer(font: regular.font, embolden: ChartRenderer.syntheticBold)
            halo = TextRenderer(font: regular.font, embolden: ChartRenderer.haloWidth)
        }
    }

    /// The bytes of a file, or nil.
    public static func readFile(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, f) }
            if n <= 0 { break }
            out += chunk[0 ..< n]
        }
        return out
    }
}

#if canImport(Glibc)
import Glibc
#endif
