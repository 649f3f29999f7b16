import Testing
@testable import SeriesData

/// Ticks round in the unit shown: IEC bytes on binary prefixes, durations on seconds → minutes →
/// hours boundaries; other units as plain numbers (issue 33).
@Suite struct YScaleUnitTests {
    static let gib = 1024.0 * 1024 * 1024, mib = 1024.0 * 1024

    func lines(_ s: YScale) -> [Double] { (0 ... s.rows).map(s.value(at:)) }

    @Test func iecBytesStepInTheirPrefix() {
        let s = YScale(fitting: 0, 14.2 * Self.gib, zeroBased: true, rows: 6, unit: Unit(parsing: "bytes"))
        #expect(s.step == 2.5 * Self.gib)
        #expect(s.min == 0)
        // The plain scale steps 5.37 G-ish decimal values instead.
        let plain = YScale(fitting: 0, 14.2 * Self.gib, zeroBased: true, rows: 6)
        #expect(plain.step.truncatingRemainder(dividingBy: Self.gib) != 0)
    }

    @Test func iecBytesMoveToTheNextPrefixWhenTheScaleReachesIt() {
        // 0…1000 MiB would round to 1200 MiB: the labels say GiB, so the steps are of GiB.
        let s = YScale(fitting: 0, 1000 * Self.mib, zeroBased: true, rows: 6, unit: Unit(parsing: "bytes"))
        #expect(s.step == 0.2 * Self.gib)
        let labels = lines(s).map { Unit(parsing: "bytes").axisLabel($0, step: s.step, lower: s.min, upper: s.max) }
        #expect(labels == ["0", "0.2 GiB", "0.4 GiB", "0.6 GiB", "0.8 GiB", "1 GiB", "1.2 GiB"])
    }

    @Test func dataInAPrefixedUnitStepsInItsBase() {
        // Values in KiB: 0…3 000 000 KiB ≈ 2.86 GiB.
        let u = Unit(parsing: "KiB")
        let s = YScale(fitting: 0, 3_000_000, zeroBased: true, rows: 6, unit: u)
        #expect(s.step * 1024 == 0.5 * Self.gib)
    }

    @Test func durationsStepOnClockBoundaries() {
        let s = YScale(fitting: 0, 2600, zeroBased: true, rows: 6, unit: Unit(parsing: "seconds"))
        #expect(s.step == 600)   // 10 min, not 500 s
        let h = YScale(fitting: 0, 50_000, zeroBased: true, rows: 6, unit: Unit(parsing: "s"))
        #expect(h.step == 10800)   // 3 h
        let ms = YScale(fitting: 0, 170_000, zeroBased: true, rows: 6, unit: Unit(parsing: "ms"))
        #expect(abs(ms.step - 30_000) < 1e-6)   // 30 s in milliseconds
        let week = YScale(fitting: 0, 40 * 86400, zeroBased: true, rows: 6, unit: Unit(parsing: "s"))
        #expect(week.step == 7 * 86400)
        let days = YScale(fitting: 0, 50 * 86400, zeroBased: true, rows: 6, unit: Unit(parsing: "s"))
        #expect(days.step == 10 * 86400)
        // Below a second the steps are decimal.
        let sub = YScale(fitting: 0, 0.27, zeroBased: true, rows: 6, unit: Unit(parsing: "s"))
        #expect(abs(sub.step - 0.05) < 1e-12)
    }

    @Test func negativeDurationsAndBytesSnapToTheGrid() {
        let s = YScale(fitting: -130, 610, zeroBased: false, rows: 6, unit: Unit(parsing: "seconds"))
        #expect(s.min <= -130 && s.max >= 610)
        #expect(s.step.truncatingRemainder(dividingBy: 60) == 0 && s.min.truncatingRemainder(dividingBy: s.step) == 0)
        let b = YScale(fitting: -3 * Self.gib, 5 * Self.gib, zeroBased: false, rows: 6, unit: Unit(parsing: "bytes"))
        #expect(b.min <= -3 * Self.gib && b.max >= 5 * Self.gib)
        #expect((b.step / Self.gib * 10).rounded() == b.step / Self.gib * 10)
    }

    /// Without a unit, and for units of decimal prefixes, the scale is the plain one exactly.
    @Test(arguments: [nil, "percent", "kW", "°C", "req/s", "MB"])
    func decimalUnitsKeepThePlainScale(_ name: String?) {
        for (lo, hi) in [(0.0, 14.2), (-3.0, 1234.0), (5.0, 5.0), (-1e308, 1e308), (0.001, 0.002)] {
            let plain = YScale(fitting: lo, hi, zeroBased: false, rows: 6)
            #expect(YScale(fitting: lo, hi, zeroBased: false, rows: 6, unit: name.map(Unit.init(parsing:))) == plain)
        }
    }

    @Test func hugeBytesFallBackToThePlainScale() {
        let plain = YScale(fitting: 0, 1e308, zeroBased: true, rows: 6)
        #expect(YScale(fitting: 0, 1e308, zeroBased: true, rows: 6, unit: Unit(parsing: "bytes")) == plain)
    }
}
