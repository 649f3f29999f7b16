import Foundation
import Testing
@testable import Adapters
@testable import wlcharts

/// Sound and speech libraries are opened on first use (``SharedLibrary``): a missing one is a
/// one-line error naming it and its package, and `--png` maps none of them.
struct SharedLibraryTests {
    @Test func aMissingLibraryIsOneLineNamingItAndItsPackage() {
        #expect(throws: SharedLibraryError.self) { try SharedLibrary("libwlcharts-nonexistent.so.9", package: "wlcharts-nothing") }
        do {
            _ = try SharedLibrary("libwlcharts-nonexistent.so.9", package: "wlcharts-nothing")
        } catch {
            let line = error.description
            #expect(line.hasPrefix("libwlcharts-nonexistent.so.9 could not be loaded ("), "\(line)")
            #expect(line.hasSuffix("; install wlcharts-nothing"), "\(line)")
            #expect(line.contains("No such file"), "dlerror's reason without the repeated name: \(line)")
            #expect(!line.contains("\n"))
        }
    }

    @Test func aFunctionIsCalledThroughItsTypedPointerAndAMissingOneIsNamed() throws {
        typealias StrlenFn = @convention(c) (UnsafePointer<CChar>) -> Int
        let libc = try SharedLibrary("libc.so.6", package: "libc6")
        let strlen = try libc.function("strlen", as: StrlenFn.self)
        #expect(strlen("wlcharts") == 8)
        #expect(throws: SharedLibraryError.missingSymbol(library: "libc.so.6", symbol: "wl_no_such_function")) {
            _ = try libc.function("wl_no_such_function", as: StrlenFn.self)
        }
        #expect(SharedLibraryError.missingSymbol(library: "libc.so.6", symbol: "x").description == "libc.so.6 has no x (too old a version)")
    }

    @Test func theSoundAndSpeechLibrariesLoadWhenInstalled() throws {
        // Installed with libpulse-dev / libspeechd-dev (scripts/install-deps.sh); every symbol the
        // shim headers declare must resolve, or sound and speech would fail at their first use.
        #expect(throws: Never.self) { try PulseSimpleLibrary.shared.get() }
        #expect(throws: Never.self) { try SpeechdLibrary.shared.get() }
        // libcurl4 comes with the Swift toolchain's own dependencies; the HTTP sources need it.
        #expect(throws: Never.self) { try CurlLibrary.shared.get() }
        // libmosquitto1 comes with libmosquitto-dev, which the MQTT client's types need to build.
        #expect(throws: Never.self) { try MosquittoLibrary.shared.get() }
    }

    /// The loader's own record (`LD_DEBUG=files`) of a `--png` run: no PulseAudio, speech-dispatcher
    /// or GLib is opened, whether linked or by `dlopen`, nor libcurl, its TLS stack or
    /// FoundationNetworking (only http(s) sources open libcurl).
    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built — skipped"))
    func pngOpensNoSoundOrSpeechLibrary() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Commands.run(Commands.wlcharts!, [Commands.packageRoot + "/Examples/sensor-with-gap.json",
                                                        "--png", folder + "/out.png", "--size", "320x200"],
                                   environment: ["LD_DEBUG": "files"])
        #expect(run.status == 0, "\(run.errLines.suffix(5))")
        let opened = run.errLines.filter { $0.contains("file=") }
        #expect(opened.contains { $0.contains("file=libwayland-client.so.0") }, "the loader's record was read: \(opened.count) lines")
        for library in ["libpulse", "libspeechd", "libglib-2.0", "libsndfile", "libX11", "libcurl", "libFoundationNetworking",
                        "libssl", "libgnutls", "libkrb5", "libmosquitto"] {
            #expect(!opened.contains { $0.contains("file=\(library)") }, "\(library) was opened for --png")
        }
    }
}
