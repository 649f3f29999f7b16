import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamDecoderInfluxTests {
    let a = StreamFixture.arrival

    /// What Telegraf writes (`[[outputs.file]] data_format = "influx"`): one line per measurement
    /// and tag set, all of one time; integers, floats, booleans and strings.
    @Test func telegrafLinesOfOneTimeAreOneSample() {
        let (d, b, w) = StreamFixture.decode("""
        cpu,cpu=cpu-total,host=a usage_user=0.5,usage_system=0.1,usage_idle=99.4 1700000000000000000
        mem,host=a used=512i,available_percent=42.5,active=true 1700000000000000000
        system,host=a load1=0.5,uptime_format="1 day,  1:00",n_users=2u 1700000000000000000
        cpu,cpu=cpu-total,host=a usage_user=0.6,usage_system=0.2,usage_idle=99.2 1700000010000000000
        mem,host=a used=-3i,available_percent=4e1,active=F 1700000010000000000
        """)
        #expect(d.format == .influx)
        #expect(d.seriesIDs == [
            "cpu cpu=cpu-total host=a usage_user", "cpu cpu=cpu-total host=a usage_system", "cpu cpu=cpu-total host=a usage_idle",
            "mem host=a used", "mem host=a available_percent", "mem host=a active", "system host=a load1", "system host=a n_users",
        ])
        #expect(b.x == [1_700_000_000_000, 1_700_000_010_000])
        #expect(b.columns[0] == [0.5, 0.6] && b.columns[3] == [512, -3] && b.columns[4] == [42.5, 40] && b.columns[5] == [1, 0])
        #expect(b.columns[6][0] == 0.5 && b.columns[6][1].isNaN && b.columns[7][0] == 2)
        #expect(w.isEmpty, "\(w)")
    }

    @Test func escapesInNamesAndStrings() {
        let (d, b, w) = StreamFixture.decode(#"""
        my\ room,place=a\,b\ c,k\=x=1 temp\ C=21.5,note="say \"hi\", ok" 1700000000000000000
        """#)
        #expect(d.seriesIDs == ["my room place=a,b c k=x=1 temp C"])
        #expect(b.columns == [[21.5]] && w.isEmpty, "\(w)")
    }

    /// Without a timestamp, the arrival; seconds, milliseconds and microseconds by magnitude.
    @Test func timestampsOrTheArrival() {
        let (_, b, _) = StreamFixture.decode(lines: ["t v=1", "t v=2"])
        #expect(b.x == [a, a + 1000])
        let (_, units, _) = StreamFixture.decode("t v=1 1700000000\nt v=2 1700000001000\nt v=3 1700000002000000\nt v=4 1700000003000000000\n")
        #expect(units.x == [0, 1, 2, 3].map { 1_700_000_000_000 + $0 * 1000 })
    }

    /// A line that is not line protocol is dropped with a warning naming its column.
    @Test func badLinesWarnAndAreDropped() {
        let (_, b, w) = StreamFixture.decode("""
        cpu v=1 1700000000000000000
        cpu v=abc 1700000001000000000
        cpu
        cpu v="open 1700000002000000000
        cpu v=2 17000000030x
        cpu,host v=2
        cpu v=5 1700000004000000000
        """)
        #expect(b.x == [1_700_000_000_000, 1_700_000_004_000] && b.columns == [[1, 5]])
        #expect(w.count == 5, "\(w)")
        #expect(w[0].hasPrefix("stdin:2:7:") && w[0].contains("field value \"abc\" is not a number"))
        #expect(w[1].hasPrefix("stdin:3:4:") && w[1].contains("no fields"))
        #expect(w[2].hasPrefix("stdin:4:7:") && w[2].contains("closing quote"))
        #expect(w[3].hasPrefix("stdin:5:9:") && w[3].contains("timestamp \"17000000030x\""))
        #expect(w[4].hasPrefix("stdin:6:5:") && w[4].contains("\"host\" is not key=value"))
    }
}
