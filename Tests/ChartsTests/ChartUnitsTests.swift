import Testing
@testable import SeriesData

/// `--unit`, `--unit ID=UNIT` and `--bytes` over the data's own units (issue 33).
@Suite struct ChartUnitsTests {
    static func series(_ id: String, unit: String? = nil) -> Series {
        var s = Series(id: id, name: id.uppercased(), color: Series.palette[0], kind: .line, values: [1])
        s.unit = unit.map(Unit.init(parsing:))
        return s
    }

    @Test func theChartsUnitThenEachSeriesOverTheData() throws {
        let style = try ChartStyle().applying([.init("--unit", "bytes"), .init("--unit", "cpu=percent,LOAD=\"jobs\""),
                                               .init("--bytes", "si")])
        let u = style.units
        #expect(u.unit(of: Self.series("mem", unit: "kW"))?.quantity == .bytes)
        #expect(u.unit(of: Self.series("mem"))?.bytes == .si)
        #expect(u.unit(of: Self.series("cpu"))?.quantity == .percent)
        // By name too; a quoted word is a plain suffix.
        #expect(u.unit(of: Self.series("load"))?.quantity == .text("jobs"))
        #expect(u.text(2e9, of: Self.series("mem")) == "2 GB")
        #expect(u.text(1234, of: Self.series("other")) == "1.23 kB")
    }

    @Test func theDataUnitWithoutChoices() {
        let u = ChartUnits()
        #expect(u.unit(of: Self.series("p", unit: "kW"))?.scale == 1000)
        #expect(u.unit(of: Self.series("p")) == nil)
        #expect(u.text(1234.5, of: Self.series("p")) == "1\u{2009}234.5")
    }

    @Test func theAxisHasAUnitOnlyWhenEverySeriesAgrees() {
        let u = ChartUnits()
        #expect(u.axisUnit(of: [Self.series("a", unit: "B"), Self.series("b", unit: "bytes")])?.quantity == .bytes)
        #expect(u.axisUnit(of: [Self.series("a", unit: "B"), Self.series("b", unit: "KiB")]) == nil)
        #expect(u.axisUnit(of: [Self.series("a", unit: "B"), Self.series("b")]) == nil)
        #expect(u.axisUnit(of: [Self.series("a", unit: "B"), Self.series("b", unit: "%")], axis: 1, scaled: true)?.quantity == .percent)
    }

    @Test(arguments: ["byts", "gigs", "", "cpu=", "=percent", "\"\""])
    func anUnknownWordIsRefusedWithTheKnownNames(_ value: String) {
        #expect(throws: ChartStyle.SettingError.self) { try ChartStyle().applying([.init("--unit", value)]) }
        do {
            _ = try ChartStyle().applying([.init("--unit", value)])
        } catch {
            #expect(error.description.hasPrefix("--unit must be a unit (bytes, B, KiB"))
            #expect(error.description.contains("celsius") && error.description.hasSuffix("not '\(value)'"))
        }
    }

    @Test func suffixesWithASymbolAreKept() throws {
        let style = try ChartStyle().applying([.init("unit", "m³/h")])
        #expect(style.units.chart?.quantity == .text("m³/h"))
        #expect(throws: ChartStyle.SettingError(key: "bytes", value: "binary", expected: "iec (KiB, MiB, GiB) or si (kB, MB, GB)")) {
            try ChartStyle().applying([.init("bytes", "binary")])
        }
    }
}
