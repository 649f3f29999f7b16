import Foundation
import Testing
import Raster

/// `Examples/Raster` as a library user has it: the folder is copied into a temporary directory,
/// built there as its own package depending on this repository by path (`WLCHARTS_PATH`), and its
/// three programs are run. Their PNGs must match the goldens `example-*.png`, their executables
/// must link no Wayland, chart, font-lookup or sound code, and the getting-started article must
/// show the getting-started program as it is.
///
/// The build uses its own scratch folder, `.build-examples` in the repository (warm after the
/// first run; cold in CI, where it costs about a minute).
@Suite(.serialized, .enabled(if: ExamplePackage.swift != nil, "needs `swift` on PATH"),
       .enabled(if: FileManager.default.fileExists(atPath: ExamplePackage.font), "needs \(ExamplePackage.font) (fonts-dejavu-core)"))
struct ExamplePackageTests {
    /// Each program's PNG against its golden. The examples draw with the same code as the other
    /// goldens, so only rounding may move: at most 16 levels in a channel, 0.15 on average.
    static let tolerance = Golden.Tolerance(max: 16, mean: 0.15)

    @Test func examplesBuildByPathRunAndMatchTheirGoldens() throws {
        let build = try ExamplePackage.build()
        for name in ExamplePackage.programs {
            let png = build.package.appendingPathComponent("\(name).png").path
            let run = try ExamplePackage.run(build.bin.appendingPathComponent(name).path, [png, ExamplePackage.font])
            #expect(run.status == 0, "\(name) failed: \(run.output)")
            let bitmap = try PNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: png))))
            Golden.check(bitmap, named: "example-\(name)", tolerance: Self.tolerance)
        }
    }

    @Test func examplesLinkOnlyRaster() throws {
        let build = try ExamplePackage.build()
        for name in ExamplePackage.programs {
            let exe = build.bin.appendingPathComponent(name).path
            // Shared libraries: none of Wayland's, the fonts', the sound's or the speech's.
            let ldd = try ExamplePackage.run("/usr/bin/ldd", [exe])
            #expect(ldd.status == 0, "ldd \(name): \(ldd.output)")
            for library in ["libwayland", "libxkbcommon", "libfontconfig", "libfreetype", "libpulse", "libspeechd"] {
                #expect(!ldd.output.contains(library), "\(name) links \(library):\n\(ldd.output)")
            }
            #expect(ldd.output.contains("libz"), "\(name) should link zlib (Raster's PNG):\n\(ldd.output)")
            // Swift code: Raster's symbols are in, no other module of ours is.
            let nm = try ExamplePackage.run("/usr/bin/nm", [exe])
            #expect(nm.status == 0, "nm \(name)")
            #expect(nm.output.contains("$s6Raster10RasterizerC"), "\(name) holds no Rasterizer code?")
            for module in ["$s6Charts", "$s7Wayland", "$s8wlcharts", "$s14ArgumentParser"] {
                #expect(!nm.output.contains(module), "\(name) links \(module)")
            }
        }
    }

    /// The getting-started article shows the program that the test above builds and checks.
    @Test func gettingStartedArticleShowsTheExample() throws {
        let root = ExamplePackage.root
        let program = try String(contentsOf: root.appendingPathComponent("Examples/Raster/Sources/getting-started/main.swift"), encoding: .utf8)
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Raster/Raster.docc/GettingStarted.md"), encoding: .utf8)
        #expect(article.contains("```swift\n" + program + "```"), "GettingStarted.md's first code block is not Examples/Raster/Sources/getting-started/main.swift")
        // The picture in the catalog is the golden.
        let picture = try Data(contentsOf: root.appendingPathComponent("Sources/Raster/Raster.docc/Resources/getting-started.png"))
        let golden = try Data(contentsOf: root.appendingPathComponent("Tests/RasterTests/Golden/example-getting-started.png"))
        #expect(picture == golden, "Raster.docc/Resources/getting-started.png is not the golden example-getting-started.png")
    }
}

/// Builds `Examples/Raster` in a temporary folder, once per test run.
enum ExamplePackage {
    static let programs = ["getting-started", "text-specimen", "dashboard-tile"]
    static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The `swift` driver on PATH.
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Build: Sendable {
        /// The temporary package folder.
        var package: URL
        /// Where its executables are.
        var bin: URL
    }

    private static let result: Result<Build, ExampleBuildError> = {
        do { return .success(try makeBuild()) } catch let e as ExampleBuildError { return .failure(e) } catch {
            return .failure(ExampleBuildError(description: "\(error)"))
        }
    }()

    static func build() throws(ExampleBuildError) -> Build { try result.get() }

    private static func makeBuild() throws -> Build {
        let fm = FileManager.default
        let package = fm.temporaryDirectory.appendingPathComponent("raster-examples-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: package)
        try fm.createDirectory(at: package, withIntermediateDirectories: true)
        let source = root.appendingPathComponent("Examples/Raster")
        for item in ["Package.swift", "Sources"] {
            try fm.copyItem(at: source.appendingPathComponent(item), to: package.appendingPathComponent(item))
        }
        let scratch = root.appendingPathComponent(".build-examples").path
        let started = Date()
        let build = try run(swift!, ["build", "--package-path", package.path, "--scratch-path", scratch],
                            environment: ["WLCHARTS_PATH": root.path])
        guard build.status == 0 else {
            throw ExampleBuildError(description: "swift build of the example package failed:\n\(build.output)")
        }
        print("NOTE: the by-path example package built in \(Int(Date().timeIntervalSince(started))) s")
        let bin = try run(swift!, ["build", "--package-path", package.path, "--scratch-path", scratch, "--show-bin-path"],
                          environment: ["WLCHARTS_PATH": root.path])
        let path = bin.output.split(separator: "\n").last.map(String.init) ?? ""
        return Build(package: package, bin: URL(fileURLWithPath: path.trimmingCharacters(in: .whitespaces)))
    }

    /// Runs a program to its end; its status and its standard output and error together.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why the example package could not be built.
struct ExampleBuildError: Error, CustomStringConvertible, Sendable {
    var description: String
}
