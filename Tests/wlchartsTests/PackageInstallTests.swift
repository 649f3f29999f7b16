import Foundation
import Testing

/// The installed program (docs/install.md): `--version` names the release, and — on request,
/// as it takes minutes, root and the network — the .deb installed into a clean Debian 12 root.
@Suite struct PackageInstallTests {
    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built — skipped"))
    func versionSaysTheReleaseAndTheCommitOrThatThereIsNone() throws {
        let run = try Commands.run(Commands.wlcharts!, ["--version"])
        #expect(run.status == 0)
        // A test build links no commit stamp (only make does): it says so rather than a wrong one.
        #expect(run.out.range(of: #"^\d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(-dirty)?|unknown: built without make)\)\n$"#,
                              options: .regularExpression) != nil, "\(run.out)")
    }

    /// `make package-test` (scripts/package-test.sh): `make deb` (a relink to a whole release build)
    /// and 30 s in the root (4.5 min more the first time), so only with
    /// WLCHARTS_PACKAGE_TEST=1 (and root, debootstrap, deb.debian.org).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WLCHARTS_PACKAGE_TEST"] == "1",
                   "the .deb in a clean Debian 12 root takes minutes: WLCHARTS_PACKAGE_TEST=1 or make package-test — skipped"),
          .timeLimit(.minutes(60)))
    func theDebInstallsAndRunsInACleanDebian12() throws {
        let run = try Commands.run("/usr/bin/make", ["-C", Commands.packageRoot, "package-test"], timeout: 3600)
        #expect(run.status == 0, "\(run.out.suffix(2000))\(run.err.suffix(2000))")
        #expect(run.out.contains("package-test: passed"))
    }
}
