import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamDecoderTests {
    static func decode(_ text: String, pieces: Int = 1) -> (StreamDecoder, SampleBatch, [String]) {
        let d = StreamDecoder(source: "stdin")
        var warnings: [String] = []
        d.onWarning = { warnings.append($0) }
        let bytes = Array(text.utf8)
        let step = max(1, bytes.count / pieces)
        var i = 0
        while i < bytes.count { d.feed(Array(bytes[i ..< min(i + step, bytes.count)])); i += step }
        d.finish()
        return (d, d.takeSamples(), warnings)
    }

    @Test(arguments: [1, 3, 17, 1000])
    func csvWithAHeaderInAnyPieces(pieces: Int) {
        let (d, b, w) = Self.decode("time,cpu,mem\n2024-01-01T00:00:00Z,0.5,100\n2024-01-01T00:00:01Z,,101\r\n2024-01-01T00:00:02Z,0.7,102", pieces: pieces)
        #expect(d.format == .csv(separator: UInt8(ascii: ",")))
        #expect(d.seriesIDs == ["cpu", "mem"])
        #expect(b.x == [1_704_067_200_000, 1_704_067_201_000, 1_704_067_202_000])
        #expect(b.columns[0][0] == 0.5 && b.columns[0][1].isNaN && b.columns[1] == [100, 101, 102])
        #expect(w.isEmpty)
    }

    /// A header's units are the series' units, as a file's are (`cpu (%)` is series `cpu` in
    /// percent), handed with the samples to the chart.
    @Test func csvHeaderUnitsAreTheSeriesUnits() throws {
        let (d, b, w) = Self.decode("time,cpu (%),temp [°C],load\n2024-01-01T00:00:00Z,50,21.5,0.3\n")
        #expect(d.seriesIDs == ["cpu", "temp", "load"])
        #expect(d.units == ["cpu": Unit(parsing: "%"), "temp": Unit(parsing: "°C")])
        #expect(b.columns.map { $0.first } == [50, 21.5, 0.3] && w.isEmpty)
        let feed = StreamFeed(source: "stdin")
        feed.receive(Array("time,cpu (%)\n2024-01-01T00:00:00Z,50\n2024-01-01T00:00:01Z,55\n".utf8), at: 1_704_067_201_000)
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        c.attach(feed)
        let cpu = try #require(c.model.data.series.first)
        #expect(cpu.id == "cpu" && cpu.unit == Unit(parsing: "%"), "\(cpu.id) \(String(describing: cpu.unit))")
    }

    @Test func ndjsonWithLateKeysAndEpochTimes() {
        let (d, b, w) = Self.decode("""
        {"t": 1700000000, "cpu": 0.31}
        {"t": 1700000001000, "cpu": 0.4, "mem": 512}
        {"cpu": 0.5, "t": "2023-11-14T22:13:22Z", "mem": null}
        """)
        #expect(d.format == .ndjson)
        #expect(d.seriesIDs == ["cpu", "mem"])
        #expect(b.x == [1_700_000_000_000, 1_700_000_001_000, 1_700_000_002_000])
        #expect(b.columns[1][0].isNaN && b.columns[1][1] == 512 && b.columns[1][2].isNaN)
        #expect(w.isEmpty)
    }

    /// NDJSON keys are matched by their place in the line before (no String per key): any
    /// change of order, a longer or shorter key, an escaped key or a new key still reads right.
    @Test func ndjsonKeysInAnyOrderAndLateKeysReadRight() {
        let (d, b, w) = Self.decode("""
        {"t": 1700000000000, "cpu": 1, "mem": 10}
        {"t": 1700000001000, "cpu": 2, "mem": 20}
        {"mem": 30, "t": 1700000002000, "cpu": 3}
        {"t": 1700000003000, "cpus": 9, "cpu": 4, "mem": 40}
        {"t": 1700000004000, "c\\u0070u": 5, "me": 7, "mem": 50}
        {"t": 1700000005000, "cpu": "high", "mem": 1.5e2}
        {"t": 1700000005000, "cpu": 6, "mem": -0.25, "disk": 1}
        {"t":1700000006000,"cpu":7,"mem":70,"disk":2}
        """)
        #expect(d.seriesIDs == ["cpu", "mem", "cpus", "me", "disk"])
        #expect(b.x == (0 ... 6).map { 1_700_000_000_000 + Int64($0) * 1000 })
        #expect(b.columns[0] == [1, 2, 3, 4, 5, 6, 7], "cpu, the repeated time replaced the 'high' line")
        #expect(b.columns[1] == [10, 20, 30, 40, 50, -0.25, 70])
        #expect(b.columns[2].enumerated().allSatisfy { $0.offset == 3 ? $0.element == 9 : $0.element.isNaN })
        #expect(b.columns[3].enumerated().allSatisfy { $0.offset == 4 ? $0.element == 7 : $0.element.isNaN })
        #expect(b.columns[4].enumerated().allSatisfy { $0.offset == 5 ? $0.element == 1 : $0.offset == 6 ? $0.element == 2 : $0.element.isNaN })
        #expect(w.count == 2 && w[0].hasPrefix("stdin:6:") && w[0].contains("cpu") && w[1].hasPrefix("stdin:7:"), "\(w)")
    }

    /// Samples decoded across takes, a repeated time within and across a take, and a new CSV-less
    /// series mid-batch keep their columns aligned.
    @Test func repeatedTimesAndNewSeriesAcrossTakes() {
        let d = StreamDecoder(source: "stdin")
        d.feed(Array("{\"t\": 1000000000000, \"a\": 1}\n{\"t\": 1000000001000, \"a\": 2}\n".utf8))
        let first = d.takeSamples()
        #expect(first.x == [1_000_000_000_000, 1_000_000_001_000] && first.columns == [[1, 2]])
        d.feed(Array("{\"t\": 1000000001000, \"a\": 3}\n{\"t\": 1000000002000, \"a\": 4, \"b\": 5}\n{\"t\": 1000000002000, \"a\": 6, \"b\": 7}\n".utf8))
        let second = d.takeSamples()
        // The repeat of the last taken time is a new first sample (the model replaces its last point).
        #expect(second.x == [1_000_000_001_000, 1_000_000_002_000])
        #expect(second.columns[0] == [3, 6] && second.columns[1][0].isNaN && second.columns[1][1] == 7)
        #expect(!d.hasSamples && d.takeSamples().isEmpty)
    }

    @Test func badLinesWarnWithSourceAndLineAndTheStreamGoesOn() {
        let (_, b, w) = Self.decode("""
        {"t": 10, "cpu": 1}
        {"t": 11, "cpu": "high"}
        not json
        {"t": 9, "cpu": 3}
        {"t": 11, "cpu": 4}
        {"cpu": 5}
        {"t": 12, "cpu": 6}
        """)
        #expect(b.x == [10_000, 11_000, 12_000])
        #expect(b.columns[0] == [1, 4, 6], "a repeated time replaces, one going back is dropped")
        #expect(w.count == 5)
        #expect(w[0].hasPrefix("stdin:2:") && w[0].contains("\"high\" is not a number"))
        #expect(w[1].hasPrefix("stdin:3:"))
        #expect(w[2].hasPrefix("stdin:4:") && w[2].contains("goes back"))
        #expect(w[3].hasPrefix("stdin:5:") && w[3].contains("repeats"))
        #expect(w[4].hasPrefix("stdin:6:") && w[4].contains("no time key"))
    }

    @Test func csvRowsWithTheWrongCellCountOrTimeAreDropped() {
        let (_, b, w) = Self.decode("t,a\n1,2\n2\nbad,3\n3,x\n4,5\n")
        #expect(b.x == [1000, 3000, 4000])
        #expect(b.columns[0][1].isNaN && b.columns[0][2] == 5)
        #expect(w.count == 3)
        #expect(w[0].hasPrefix("stdin:3:") && w[0].contains("1 cells"))
        #expect(w[1].hasPrefix("stdin:4:"))
        #expect(w[2].hasPrefix("stdin:5:") && w[2].contains("\"x\" is not a number"))
    }

    @Test func anEndlessLineIsDroppedNotKept() {
        let d = StreamDecoder(source: "s")
        var warnings: [String] = []
        d.onWarning = { warnings.append($0) }
        d.feed(Array("t,a\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "9"), count: 1 << 16)
        for _ in 0 ..< 40 { d.feed(chunk) }
        d.feed(Array("\n5,6\n".utf8))
        #expect(warnings.count == 1 && warnings[0].contains("longer than"))
        #expect(d.takeSamples().x == [5000])
    }

    @Test func theLimiterLetsOneLineASecondAndCountsTheRest() {
        var l = WarningLimiter(source: "stdin")
        #expect(l.admit("a", at: 0) == "a")
        #expect(l.admit("b", at: 0.2) == nil)
        #expect(l.admit("c", at: 0.5) == nil)
        #expect(l.due(at: 0.9) == nil)
        #expect(l.dueTime == 1)
        #expect(l.due(at: 1.0) == "stdin: 2 more warnings (at most one line a second)")
        #expect(l.admit("d", at: 1.5) == nil)
        #expect(l.admit("e", at: 2.1) == "e (and 1 more warning before it)")
        #expect(l.due(at: 2.2, force: true) == nil)
    }
}
