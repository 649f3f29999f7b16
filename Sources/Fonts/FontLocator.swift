import CFontconfig
import Foundation
import Raster

/// Finds the font labels are drawn in: the `--font PATH` the user gave, else the system's
/// sans-serif font as fontconfig resolves it (libfontconfig, in-process), else DejaVu Sans where Debian's
/// `fonts-dejavu-core` (and other distributions) install it.
///
/// Only TrueType (`glyf`) fonts are usable; a candidate that is missing, unreadable or of another
/// kind (CFF `.otf`, `.ttc` collections) is skipped in favour of the next one. An explicit path is
/// never replaced by a fallback: if it is unusable, that is the error.
public enum FontLocator {
    /// Where DejaVu Sans lives on Debian/Ubuntu, Fedora, and Arch.
    static let fallbackPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
    ]

    /// The fontconfig patterns asked in order: a TrueType sans-serif, then any sans-serif.
    static let patterns = ["sans-serif:fontformat=TrueType", "sans-serif"]

    /// The path of the font to use (see ``FontLocator``).
    /// - Throws: ``FontLocatorError`` when the explicit font is unusable or no candidate is.
    package static func locate(explicitPath: String?) throws(FontLocatorError) -> String {
        try load(explicitPath: explicitPath).path
    }

    /// The font to use, loaded, and the path it came from.
    /// - Throws: ``FontLocatorError`` when the explicit font is unusable or no candidate is.
    public static func load(explicitPath: String?) throws(FontLocatorError) -> (path: String, font: Font) {
        if let explicitPath { return try loadExplicit(explicitPath) }
        return try withConfiguration { config throws(FontLocatorError) in try loadSystem(config: config) }
    }

    /// The regular face (as ``load(explicitPath:)``) and the bold face beside it (as
    /// `loadBold(explicitPath:regularPath:)`), with fontconfig's configuration loaded once for
    /// both questions rather than once each.
    /// - Throws: ``FontLocatorError`` when the explicit font is unusable or no candidate is.
    package static func loadFaces(explicitPath: String?) throws(FontLocatorError)
        -> (regular: (path: String, font: Font), bold: (path: String, font: Font)?) {
        if let explicitPath { return (try loadExplicit(explicitPath), nil) }
        return try withConfiguration { config throws(FontLocatorError) in
            let regular = try loadSystem(config: config)
            return (regular, loadSystemBold(regularPath: regular.path, config: config))
        }
    }

    /// The font the user named: it is used or it is the error, never replaced by a fallback.
    static func loadExplicit(_ path: String) throws(FontLocatorError) -> (path: String, font: Font) {
        switch read(path) {
        case .success(let font): return (path, font)
        case .failure(let why): throw .unusableFont(path: path, reason: why.description)
        }
    }

    /// fontconfig's sans-serif (with `config`, when it loaded), else the DejaVu Sans paths.
    static func loadSystem(config: OpaquePointer?) throws(FontLocatorError) -> (path: String, font: Font) {
        var tried: [String] = []
        var seen = Set<String>()
        let candidates = config.map { config in patterns.compactMap { match($0, config: config) } } ?? []
        for path in candidates + fallbackPaths where seen.insert(path).inserted {
            switch read(path) {
            case .success(let font): return (path, font)
            case .failure(let why): tried.append("\(path) (\(why))")
            }
        }
        throw .noUsableFont(tried: tried)
    }

    /// Runs `body` with fontconfig's configuration and fonts loaded (`nil` when they cannot be),
    /// destroyed afterwards. libfontconfig is asked in-process: no `fc-match` child to wait for.
    static func withConfiguration<T, E: Error>(_ body: (OpaquePointer?) throws(E) -> T) throws(E) -> T {
        let config = FcInitLoadConfigAndFonts()
        defer { if let config { FcConfigDestroy(config) } }
        return try body(config)
    }

    /// Reads and parses one candidate; the failure is a short reason.
    static func read(_ path: String) -> Result<Font, ReasonError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(ReasonError("no such file")) }
        guard !isDirectory.boolValue else { return .failure(ReasonError("is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReasonError("cannot be read")) }
        do { return .success(try Font(bytes: [UInt8](data))) } catch { return .failure(ReasonError(error.description)) }
    }

    /// The file fontconfig's best match for `pattern` lives in (as `fc-match -f '%{file}'` prints it).
    static func match(_ pattern: String, config: OpaquePointer) -> String? {
        let parsed = pattern.withCString { FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let query = parsed else { return nil }
        defer { FcPatternDestroy(query) }
        guard FcConfigSubstitute(config, query, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        return path.isEmpty ? nil : path
    }

    /// fontconfig's file for one pattern, with a configuration loaded just for this question.
    static func match(_ pattern: String) -> String? {
        withConfiguration { config in config.flatMap { match(pattern, config: $0) } }
    }

    /// A failure reason carried as an error.
    struct ReasonError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}

/// Why no font could be used. The description is one line for the start-up error message.
public enum FontLocatorError: Error, Equatable, CustomStringConvertible {
    /// The font given with `--font` is missing, unreadable or not a usable TrueType font.
    case unusableFont(path: String, reason: String)
    /// Neither fontconfig's sans-serif nor DejaVu Sans gave a usable font.
    case noUsableFont(tried: [String])

    public var description: String {
        switch self {
        case .unusableFont(let path, let reason):
            "font \(path): \(reason)"
        case .noUsableFont(let tried):
            "no usable font: fontconfig found no TrueType sans-serif font and DejaVu Sans is not installed"
                + (tried.isEmpty ? "" : " (tried \(tried.joined(separator: "; ")))")
                + " — install fonts-dejavu-core, or pass --font PATH to a .ttf file"
        }
    }
}
