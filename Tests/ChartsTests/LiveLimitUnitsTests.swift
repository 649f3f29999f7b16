import Testing
@testable import Charts
@testable import SeriesData

/// A live source's series arrive after the view was checked: a limit whose unit does not fit one
/// of them (`--threshold crit=2GiB` on a stream's series in percent) is told once, when the series
/// arrives (the window prints it as a warning and goes on; the limit judges nothing), and a limit
/// that fits is never told.
@Suite struct LiveLimitUnitsTests {
    final class Queue: LiveSource {
        var updates: [LiveUpdate] = []
        var hasNews: Bool { !updates.isEmpty }
        func take() -> [LiveUpdate] { defer { updates = [] }; return updates }
    }

    static let t0: Int64 = 1_700_000_000_000

    static func samples(_ k: Int, series: Int) -> SampleBatch {
        SampleBatch(x: [t0 + Int64(k) * 1000], columns: (0 ..< series).map { [Double(50 + $0 + k)] })
    }

    /// Frames of a controller with `threshold`, fed `cpu` (in %), then `mem` (in bytes) later.
    static func told(_ threshold: String) -> [ChartThresholds.UnitMismatch] {
        let source = Queue()
        let c = ChartController(charts: [ChartData(x: [], series: [])],
                                options: ControllerOptions(style: [.init("threshold", threshold)]))
        var told: [ChartThresholds.UnitMismatch] = []
        c.attach(source, options: LiveOptions(), misfit: { told.append($0) })
        let units = ["cpu": Unit(parsing: "%"), "mem": Unit(parsing: "bytes")]
        var time = 1.0
        for k in 0 ..< 6 {
            let ids = k < 3 ? ["cpu"] : ["cpu", "mem"]
            source.updates = [.samples(samples(k, series: ids.count), seriesIDs: ids, units: units, receivedAt: t0 + Int64(k) * 1000)]
            time += 1
            c.advance(to: time)
        }
        #expect(c.model.data.series.map(\.id) == ["cpu", "mem"])
        return told
    }

    @Test func aLimitInAUnitThatDoesNotFitIsToldOnceWhenItsSeriesArrives() {
        let told = Self.told("cpu:crit=2GiB")
        #expect(told.count == 1, "\(told)")
        #expect(told.first?.series == "cpu")
        #expect(told.first.map { "\($0)" }?.contains("does not fit series 'cpu': GiB is bytes, the series is in percent") == true, "\(told)")
    }

    @Test func aLimitForEverySeriesIsCheckedAgainstEachAsItComes() {
        // `crit=80%` fits cpu (percent) and does not fit mem (bytes), which comes three frames later.
        let told = Self.told("crit=80%")
        #expect(told.map(\.series) == ["mem"], "\(told)")
    }

    @Test func limitsThatFitAreNeverTold() {
        #expect(Self.told("cpu:warn=80%;mem:crit=2GiB").isEmpty)
    }
}
