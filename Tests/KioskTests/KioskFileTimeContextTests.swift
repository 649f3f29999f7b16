import SeriesData
import Testing
@testable import Kiosk

/// The locale's date reading (`LC_TIME`, read by the executable) reaches every panel's file
/// reading, beside the panel's own loader keys.
struct KioskFileTimeContextTests {
    @Test func everyPanelReadsWithTheContext() throws {
        let f = try KioskFile.parse("[[panel]]\nfile = \"a.csv\"\nx = \"Datum\"\n\n[[panel]]\nfile = \"b.csv\"\n", path: "/w.toml")
        let german = TimeContext(dayFirst: true, monthNames: ["märz": 3, "mär": 3])
        let read = f.reading(with: german)
        #expect(read.panels.map(\.load.context) == [german, german])
        #expect(read.panels[0].load == LoadOptions(x: "Datum", context: german), "the panel's own keys are kept")
        #expect(f.panels.allSatisfy { $0.load.context == TimeContext() }, "the file as read knows no locale")
        #expect(KioskFile.single(file: "c.csv").reading(with: german).panels[0].load.context == german)
    }
}
