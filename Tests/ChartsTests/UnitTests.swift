import Testing
@testable import SeriesData

/// Units read from the names people write, and values written in them (issue 33).
@Suite struct UnitTests {
    static let gib = 1024.0 * 1024 * 1024

    @Test(arguments: [
        ("bytes", Unit.Quantity.bytes, 1.0), ("B", .bytes, 1), ("KiB", .bytes, 1024), ("MiB", .bytes, 1_048_576),
        ("MB", .bytes, 1e6), ("kB", .bytes, 1000), ("percent", .percent, 1), ("%", .percent, 1), ("ratio", .percent, 100),
        ("seconds", .seconds, 1), ("s", .seconds, 1), ("ms", .seconds, 0.001), ("µs", .seconds, 1e-6), ("min", .seconds, 60),
        ("celsius", .celsius, 1), ("°C", .celsius, 1), ("°F", .fahrenheit, 1), ("bps", .bitsPerSecond, 1),
        ("bits/s", .bitsPerSecond, 1), ("Mbit/s", .bitsPerSecond, 1e6), ("MiB/s", .bytesPerSecond, 1_048_576),
        ("volts", .metric(symbol: "V", name: "volt"), 1), ("V", .metric(symbol: "V", name: "volt"), 1),
        ("mV", .metric(symbol: "V", name: "volt"), 0.001), ("watts", .metric(symbol: "W", name: "watt"), 1),
        ("W", .metric(symbol: "W", name: "watt"), 1), ("kW", .metric(symbol: "W", name: "watt"), 1000),
        ("kWh", .metric(symbol: "Wh", name: "watt-hour"), 1000), ("joules", .metric(symbol: "J", name: "joule"), 1),
        ("meters", .metric(symbol: "m", name: "meter"), 1), ("km", .metric(symbol: "m", name: "meter"), 1000),
    ])
    func namesPeopleWrite(name: String, quantity: Unit.Quantity, scale: Double) {
        let u = Unit(parsing: name)
        #expect(u.quantity == quantity, "\(name)")
        #expect(abs(u.scale - scale) <= scale * 1e-12, "\(name)")
        #expect(u.written == name)
    }

    @Test func anUnknownUnitIsKeptAsItsSuffix() {
        let u = Unit(parsing: "req/s")
        #expect(u.quantity == .text("req/s") && !u.isKnown)
        #expect(u.text(1234) == "1\u{2009}234 req/s")
        #expect(u.axisLabel(15_000, step: 5000, lower: 0, upper: 30_000) == "15K req/s")
        #expect(Unit(.text("/s"), written: "").text(2.5) == "2.5/s")
    }

    @Test func bytesInIECAndSI() {
        let iec = Unit(parsing: "bytes"), si = iec.writing(bytes: .si)
        #expect(iec.text(23 * Self.gib) == "23 GiB")
        #expect(si.text(23 * Self.gib) == "24.7 GB")
        #expect(iec.text(1536) == "1.5 KiB")
        #expect(iec.text(512) == "512 B")
        #expect(iec.text(0) == "0 B")
        #expect(iec.text(-3 * 1_048_576) == "-3 MiB")
        #expect(iec.spoken(23.4 * Self.gib) == "23.4 gibibytes")
        #expect(si.spoken(23.4e9) == "23.4 gigabytes")
        #expect(iec.spoken(1) == "1 byte")
        // A unit written with a prefix is read in it: 2048 KiB are 2 MiB.
        #expect(Unit(parsing: "KiB").text(2048) == "2 MiB")
    }

    @Test func bitsPercentTemperaturesAndSIUnits() {
        #expect(Unit(parsing: "bps").text(12_500_000) == "12.5 Mbit/s")
        #expect(Unit(parsing: "percent").text(42.5) == "42.5%")
        #expect(Unit(parsing: "ratio").text(0.425) == "42.5%")
        #expect(Unit(parsing: "ratio").spoken(0.5) == "50 percent")
        #expect(Unit(parsing: "°C").text(-3.25) == "-3.25 °C")
        #expect(Unit(parsing: "celsius").spoken(21.5) == "21.5 degrees Celsius")
        #expect(Unit(parsing: "kW").text(24.7) == "24.7 kW")
        #expect(Unit(parsing: "W").text(2500) == "2.5 kW")
        #expect(Unit(parsing: "V").text(0.005) == "5 mV")
        #expect(Unit(parsing: "watts").spoken(1000) == "1 kilowatt")
        #expect(Unit(parsing: "Hz").spoken(3e9) == "3 gigahertz")
    }

    @Test func durationsAcrossUnitBoundaries() {
        let s = Unit(parsing: "seconds"), ms = Unit(parsing: "ms")
        #expect(s.text(0.85) == "850 ms")
        #expect(ms.text(850) == "850 ms")
        #expect(s.text(0.0042) == "4.2 ms")
        #expect(s.text(0.000_12) == "120 µs")
        #expect(s.text(4.25) == "4.25 s")
        #expect(s.text(59.4) == "59.4 s")
        #expect(s.text(59.7) == "1 min")
        #expect(s.text(215) == "3m 35s")
        #expect(s.text(3599.7) == "1 h")
        #expect(s.text(7500) == "2h 5m")
        #expect(s.text(4 * 86400 + 3 * 3600) == "4d 3h")
        #expect(s.text(-215) == "-3m 35s")
        #expect(s.text(0) == "0 s")
        #expect(s.spoken(215) == "3 minutes 35 seconds")
        #expect(s.spoken(0.85) == "850 milliseconds")
        #expect(s.spoken(3600) == "1 hour")
    }

    @Test func tinyHugeAndMissingValues() {
        let v = Unit(parsing: "V")
        #expect(v.text(2e-12) == "0.002 nV")
        #expect(v.text(.nan) == "–")
        #expect(Unit(parsing: "bytes").text(1e30) == "8.67e11 EiB")
        #expect(Unit(parsing: "seconds").text(1e16) == "1e16 s")
        #expect(Unit(parsing: "percent").text(0.0042) == "0.0042%")
    }

    /// Axis labels: one prefix for the whole axis, the step's decimals, zero plain.
    @Test func axisLabelsShareThePrefix() {
        let b = Unit(parsing: "bytes")
        let labels = (0 ... 3).map { b.axisLabel(Double($0) * 5 * Self.gib, step: 5 * Self.gib, lower: 0, upper: 15 * Self.gib) }
        #expect(labels == ["0", "5 GiB", "10 GiB", "15 GiB"])
        #expect(b.axisLabel(0.25 * Self.gib, step: 0.25 * Self.gib, lower: 0, upper: 1.5 * Self.gib) == "0.25 GiB")
        let s = Unit(parsing: "seconds")
        #expect((0 ... 3).map { s.axisLabel(Double($0) * 900, step: 900, lower: 0, upper: 2700) } == ["0", "15 min", "30 min", "45 min"])
        #expect(s.axisLabel(5400, step: 1800, lower: 0, upper: 10800) == "1h 30m")
        #expect(s.axisLabel(0.25, step: 0.05, lower: 0, upper: 0.3) == "250 ms")
        #expect(Unit(parsing: "ms").axisLabel(250, step: 50, lower: 0, upper: 300) == "250 ms")
        #expect(Unit(parsing: "percent").axisLabel(-20, step: 10, lower: -40, upper: 20) == "-20%")
    }
}
