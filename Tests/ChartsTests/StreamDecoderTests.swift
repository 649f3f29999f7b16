import Testing
@testable import Charts

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
