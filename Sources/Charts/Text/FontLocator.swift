import Foundation
import Raster

/// Finds the font labels are drawn in: the `--font PATH` the user gave, else the system's
/// sans-serif font as fontconfig resolves it (`fc-match`), else DejaVu Sans where Debian's
/// `fonts-dejavu-core` (and other distributions) install it.
///
/// Only TrueType (`glyf`) fonts are usable; a candidate that is missing, unreadable or of another
/// kind (CFF `.otf`, `.ttc` collections) is skipped in favour of the next one. An explicit path is
/// never replaced by a fallback: if it is unusable, that is the error.
public enum FontLocator {
    /// Where DejaVu Sans lives on Debian/Ubuntu, Fedora, and Arch.
    public static let fallbackPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
    ]

    /// The fontconfig patterns asked in order: a TrueType sans-serif, then any sans-serif.
    static let patterns = ["sans-serif:fontformat=TrueType", "sans-serif"]

    /// The path of the font to use (see ``FontLocator``).
    /// - Throws: ``FontLocatorError`` when the explicit font is unusable or no candidate is.
    public static func locate(explicitPath: String?) throws(FontLocatorError) -> String {
        try load(explicitPath: explicitPath).path
    }

    /// The font to use, loaded, and the path it came from.
    /// - Throws: ``FontLocatorError`` when the explicit font is unusable or no candidate is.
    public static func load(explicitPath: String?) throws(FontLocatorError) -> (path: String, font: Font) {
        if let explicitPath {
            switch read(explicitPath) {
            case .success(let font): return (explicitPath, font)
            case .failure(let why): throw .unusableFont(path: explicitPath, reason: why.description)
            }
        }
        var tried: [String] = []
        var seen = Set<String>()
        for path in fontconfigCandidates() + fallbackPaths where seen.insert(path).inserted {
            switch read(path) {
            case .success(let font): return (path, font)
            case .failure(let why): tried.append("\(path) (\(why))")
            }
        }
        throw .noUsableFont(tried: tried)
    }

    /// Reads and parses one candidate; the failure is a short reason.
    static func read(_ path: String) -> Result<Font, ReasonError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(ReasonError("no such file")) }
        guard !isDirectory.boolValue else { return .failure(ReasonError("is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReasonError("cannot be read")) }
        do { return .success(try Font(bytes: [UInt8](data))) } catch { return .failure(ReasonError(error.description)) }
    }

    /// What `fc-match` names for the patterns, in order (none if fontconfig is not installed).
    static func fontconfigCandidates() -> [String] {
        patterns.compactMap { runFcMatch($0) }
    }

    /// Runs `fc-match -f '%{file}' PATTERN` (with a time limit), returning the file it prints.
    static func runFcMatch(_ pattern: String, timeout: TimeInterval = 5) -> String? {
        guard let fcMatch = executable(named: "fc-match") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fcMatch)
        process.arguments = ["-f", "%{file}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = DispatchTime.now() + timeout
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    /// The first executable called `name` on `PATH`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
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
