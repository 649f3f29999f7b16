import Foundation
import Testing
import SeriesData
@testable import Adapters
@testable import wlcharts

/// The locale's date order and month names (`LC_TIME`) decide what a column cannot: the adapter
/// on its own, and `wlcharts --check` under a German locale.
@Suite struct LocaleTimeContextTests {
    @Test func theDateFormatsOrderAndTheMonthNames() {
        let de = LocaleTimeContext.context(dateFormat: "%d.%m.%Y", months: [["Januar", "Jan"], ["Februar", "Feb"], ["März", "Mär"]])
        #expect(de.dayFirst && de.monthNames["märz"] == 3 && de.monthNames["mär"] == 3 && de.monthNames["januar"] == 1)
        let us = LocaleTimeContext.context(dateFormat: "%m/%d/%Y", months: [])
        #expect(!us.dayFirst && us.monthNames.isEmpty)
        #expect(!LocaleTimeContext.context(dateFormat: "%Y-%m-%d", months: []).dayFirst)
        let fr = LocaleTimeContext.context(dateFormat: "%d/%m/%Y", months: [["janvier", "janv."]])
        #expect(fr.dayFirst && fr.monthNames["janv"] == 1)
    }

    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func ambiguousDatesFollowTheLocale() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.csv", months = folder + "/m.csv", slashes = folder + "/s.csv"
        try "Datum,v\n01.02.2019,1\n03.04.2019,2\n05.06.2019,3\n".write(toFile: file, atomically: true, encoding: .utf8)
        try "Datum,v\n3. März 2024,1\n4. Mär 2024,2\n".write(toFile: months, atomically: true, encoding: .utf8)
        try "Datum,v\n01/02/2019,1\n03/04/2019,2\n".write(toFile: slashes, atomically: true, encoding: .utf8)
        let c = try Commands.run(Commands.wlcharts!, ["--check", slashes], environment: ["LC_ALL": "C"])
        #expect(c.status == 0 && c.out.contains("month/day/year (no day above 12: the locale's order"), "\(c.out)")
        // Dotted dates are day first whatever the locale.
        let dots = try Commands.run(Commands.wlcharts!, ["--check", file], environment: ["LC_ALL": "C"])
        #expect(dots.status == 0 && dots.out.contains("day.month.year (no day above 12: dotted dates are day first"), "\(dots.out)")
        guard Self.hasGermanLocale() else {
            print("LocaleTimeContextTests: no de_DE.UTF-8 locale (localedef -i de_DE -f UTF-8 de_DE.UTF-8) — the German half skipped")
            return
        }
        let de = try Commands.run(Commands.wlcharts!, ["--check", file], environment: ["LC_ALL": "de_DE.UTF-8"])
        #expect(de.status == 0 && de.out.contains("day.month.year (no day above 12: the locale's order"), "\(de.out)")
        let deSlashes = try Commands.run(Commands.wlcharts!, ["--check", slashes], environment: ["LC_ALL": "de_DE.UTF-8"])
        #expect(deSlashes.status == 0 && deSlashes.out.contains("day/month/year (no day above 12: the locale's order"), "\(deSlashes.out)")
        let named = try Commands.run(Commands.wlcharts!, ["--check", months], environment: ["LC_ALL": "de_DE.UTF-8"])
        #expect(named.status == 0 && named.out.contains("2024-03-03"), "\(named.out)\(named.err)")
    }

    /// A kiosk file panel reads dates as the command line does: in the locale's `LC_TIME`.
    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func kioskPanelsReadDatesInTheLocale() throws {
        guard Self.hasGermanLocale() else {
            print("LocaleTimeContextTests: no de_DE.UTF-8 locale (localedef -i de_DE -f UTF-8 de_DE.UTF-8) — skipped")
            return
        }
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Datum,v\n3. März 2024,1\n4. Mär 2024,2\n5. März 2024,4\n".write(toFile: folder + "/m.csv", atomically: true, encoding: .utf8)
        try "[[panel]]\nfile = \"m.csv\"\n".write(toFile: folder + "/wall.toml", atomically: true, encoding: .utf8)
        let png = folder + "/wall.png"
        let c = try Commands.run(Commands.wlcharts!, ["--kiosk", folder + "/wall.toml", "--png", png, "--size", "480x320"],
                                 environment: ["LC_ALL": "de_DE.UTF-8"], timeout: 60)
        #expect(c.status == 0 && FileManager.default.fileExists(atPath: png), "\(c.err)")
        let english = try Commands.run(Commands.wlcharts!, ["--kiosk", folder + "/wall.toml", "--png", png, "--size", "480x320"],
                                       environment: ["LC_ALL": "C"], timeout: 60)
        #expect(english.status != 0 && english.err.contains("m.csv"), "März is not a month name in the C locale: \(english.err)")
    }

    /// `de_DE.UTF-8` is installed (`locale -a` lists it).
    static func hasGermanLocale() -> Bool {
        guard let locale = newlocale(Int32(LC_TIME_MASK), "de_DE.UTF-8", nil) else { return false }
        freelocale(locale)
        return true
    }
}
