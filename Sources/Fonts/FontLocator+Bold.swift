import CFontconfig
import Foundation
import Raster

extension FontLocator {
    /// Where DejaVu Sans Bold lives on Debian/Ubuntu, Fedora, and Arch.
    static let boldFallbackPaths = fallbackPaths.map { $0.replacingOccurrences(of: "DejaVuSans.ttf", with: "DejaVuSans-Bold.ttf") }

    /// The fontconfig patterns asked for the bold face, in order.
    static let boldPatterns = ["sans-serif:bold:fontformat=TrueType", "sans-serif:bold"]

    /// The bold face to draw titles with beside the regular font at `regularPath`: fontconfig's
    /// bold sans-serif when it is a file of its own (fontconfig answers with the regular file
    /// when the family has no bold), else DejaVu Sans Bold; `nil` when the user chose the font
    /// (`--font`: its own family is kept, emboldened) or no usable bold face exists — the caller
    /// then emboldens the regular outlines (`TextRenderer.embolden`).
    static func loadBold(explicitPath: String?, regularPath: String) -> (path: String, font: Font)? {
        guard explicitPath == nil else { return nil }
        return withConfiguration { config in loadSystemBold(regularPath: regularPath, config: config) }
    }

    /// fontconfig's bold sans-serif (with `config`, when it loaded) when it is not the regular
    /// file, else DejaVu Sans Bold; `nil` when none is usable.
    static func loadSystemBold(regularPath: String, config: OpaquePointer?) -> (path: String, font: Font)? {
        var seen: Set<String> = [regularPath]
        let candidates = config.map { config in boldPatterns.compactMap { match($0, config: config) } } ?? []
        for path in candidates + boldFallbackPaths where seen.insert(path).inserted {
            if case .success(let font) = read(path) { return (path, font) }
        }
        return nil
    }
}
