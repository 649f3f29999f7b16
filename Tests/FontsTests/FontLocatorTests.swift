import Foundation
import Testing
@testable import Fonts
import Raster

@Suite struct FontLocatorTests {
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The bold face for the title, the board's date and the pie's shares: fontconfig's bold
    /// sans-serif or DejaVu Sans Bold, never the regular file again; none for an explicit --font
    /// (whose family is kept and emboldened).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuBold), "needs fonts-dejavu-core's DejaVuSans-Bold.ttf"))
    func aBoldFaceIsFoundBesideTheRegularOne() throws {
        let regular = try FontLocator.load(explicitPath: nil)
        let bold = try #require(FontLocator.loadBold(explicitPath: nil, regularPath: regular.path))
        #expect(bold.path != regular.path)
        #expect(bold.path.lowercased().contains("bold"), "\(bold.path)")
        // Bold strokes are wider: the same text inks more.
        #expect(bold.font.advance(ofGlyph: bold.font.glyph(for: "m")) > regular.font.advance(ofGlyph: regular.font.glyph(for: "m")))
        #expect(FontLocator.loadBold(explicitPath: Self.dejaVu, regularPath: Self.dejaVu) == nil)
    }
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Both faces from one fontconfig configuration: the same files as asking for each alone;
    /// an explicit --font gives that font and no bold face, and an unusable one is the error.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuBold), "needs fonts-dejavu-core's DejaVuSans-Bold.ttf"))
    func bothFacesAtOnceAreTheFacesAskedForOneByOne() throws {
        let faces = try FontLocator.loadFaces(explicitPath: nil)
        let regular = try FontLocator.load(explicitPath: nil)
        #expect(faces.regular.path == regular.path)
        #expect(faces.bold?.path == FontLocator.loadBold(explicitPath: nil, regularPath: regular.path)?.path)
        #expect(faces.bold != nil)
        let explicit = try FontLocator.loadFaces(explicitPath: Self.dejaVu)
        #expect(explicit.regular.path == Self.dejaVu && explicit.bold == nil)
        #expect(throws: FontLocatorError.unusableFont(path: "/nonexistent/x.ttf", reason: "no such file")) {
            _ = try FontLocator.loadFaces(explicitPath: "/nonexistent/x.ttf")
        }
    }
    static var hasDejaVu: Bool { FileManager.default.fileExists(atPath: dejaVu) }

    @Test(.enabled(if: hasDejaVu, "needs fonts-dejavu-core")) func anExplicitPathIsUsedAsGiven() throws {
        #expect(try FontLocator.locate(explicitPath: Self.dejaVu) == Self.dejaVu)
        let loaded = try FontLocator.load(explicitPath: Self.dejaVu)
        #expect(loaded.font.unitsPerEm == 2048)
    }

    @Test func anUnusableExplicitPathIsOneClearErrorWithoutFallback() throws {
        #expect(throws: FontLocatorError.unusableFont(path: "/nonexistent/x.ttf", reason: "no such file")) {
            try FontLocator.locate(explicitPath: "/nonexistent/x.ttf")
        }
        #expect(throws: FontLocatorError.unusableFont(path: "/tmp", reason: "is a directory")) {
            try FontLocator.locate(explicitPath: "/tmp")
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("wlcharts-not-a-font-\(getpid()).ttf")
        try Data("hello, this is not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        do {
            _ = try FontLocator.locate(explicitPath: junk.path)
            Issue.record("a text file was accepted as a font")
        } catch {
            #expect(error.description.hasPrefix("font \(junk.path): not a TrueType font"), "\(error)")
        }
    }

    @Test(.enabled(if: hasDejaVu || FontLocator.match("sans-serif") != nil, "needs fontconfig's fonts or fonts-dejavu-core"))
    func withoutAPathTheSystemSansSerifIsFound() throws {
        let located = try FontLocator.load(explicitPath: nil)
        #expect(FileManager.default.fileExists(atPath: located.path))
        #expect(located.font.glyph(for: "A") != 0, "the font maps Latin letters")
    }

    @Test(.enabled(if: FontLocator.match("sans-serif") != nil, "needs a font fontconfig knows"))
    func fontconfigNamesAnExistingFile() throws {
        let path = try #require(FontLocator.match("sans-serif"))
        #expect(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path))
        // The TrueType pattern comes first, so a glyf font wins over a CFF one when both exist.
        #expect(FontLocator.patterns.first == "sans-serif:fontformat=TrueType")
    }

    /// libfontconfig in-process gives the same answer as the `fc-match` tool for every pattern.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match"), "needs fc-match (package fontconfig)"))
    func theLibraryAgreesWithFcMatch() throws {
        for pattern in FontLocator.patterns + ["serif", "monospace"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
            process.arguments = ["-f", "%{file}", pattern]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(FontLocator.match(pattern) == (printed.isEmpty ? nil : printed), "pattern \(pattern)")
        }
    }

    @Test func theFallbackListStartsWithDebiansDejaVu() {
        #expect(FontLocator.fallbackPaths.first == Self.dejaVu)
    }

    @Test func noFontSaysWhatToDo() {
        let e = FontLocatorError.noUsableFont(tried: ["/a.ttf (no such file)"])
        #expect(e.description.contains("fonts-dejavu-core") && e.description.contains("--font PATH"))
        #expect(e.description.contains("/a.ttf (no such file)"))
        #expect(!e.description.contains("\n"), "one line")
    }
}
