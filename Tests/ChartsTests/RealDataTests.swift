import Foundation
import Testing
@testable import Charts
@testable import SeriesData

/// Issue 30's corpus: each real file loads as pandas reads it (Tests/RealData/manifest.json):
/// its series, their number of points, the first and last time and sample values.
@Suite(.enabled(if: RealData.available, RealData.missingNote))
struct RealDataTests {
    /// Files the readers do not read as pandas does yet, with what they need (none: all 44 pass);
    /// an entry goes when its reader does it (its case then runs above).
    static let pending: [String: String] = [:]

    @Test("a real file reads as pandas reads it", arguments: RealData.cases.filter { pending[$0.file] == nil })
    func readsAsPandas(_ c: RealData.Case) throws {
        try check(c)
    }

    @Test("a real file reads as pandas reads it (pending readers)",
          .disabled("RealDataTests.pending names what each of these files needs"),
          arguments: RealData.cases.filter { pending[$0.file] != nil })
    func pendingReadsAsPandas(_ c: RealData.Case) throws {
        try check(c)
    }

    private func check(_ c: RealData.Case) throws {
        let e = c.expected
        let about = "\(c.file) (\(c.source)); reading: \(c.reading)"
        func at(_ what: String) -> Comment { Comment(rawValue: what + " — " + about) }
        let charts = try ChartLoader.read(path: c.cachedPath, options: LoadOptions(jsonPath: c.jsonPath)).charts
        try #require(charts.count == 1, at("one chart"))
        let chart = charts[0]

        // x: its kind, its count, its ends and its order.
        let kind = Mirror(reflecting: chart).children.first { $0.label == "xKind" }.map { String(describing: $0.value) }
        #expect((kind ?? "time") == e.xKind, at("x kind \(kind ?? "none")"))
        #expect(chart.x.count == e.count, at("points"))
        #expect(chart.x.first == e.firstX, at("first x \(Self.show(chart.x.first)), expected \(e.first ?? String(e.firstX))"))
        #expect(chart.x.last == e.lastX, at("last x \(Self.show(chart.x.last)), expected \(e.last ?? String(e.lastX))"))
        #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, at("x strictly increasing"))

        // Series: names (in order for wide tables, as a set for keys), present values, units.
        let names = chart.series.map(\.name), expectedNames = e.series.map(\.name)
        if e.seriesOrdered {
            #expect(names == expectedNames, at("series"))
        } else {
            #expect(names.sorted() == expectedNames.sorted(), at("series"))
        }
        for (place, s) in e.series.enumerated() {
            // In order: by place (names may repeat); else by name.
            let byPlace = e.seriesOrdered && place < chart.series.count ? chart.series[place] : nil
            guard let series = byPlace ?? chart.series.first(where: { $0.name == s.name }) else { continue }
            #expect(series.values.count == chart.x.count, at("\(s.name): values"))
            #expect(series.values.filter { !$0.isNaN }.count == s.present, at("\(s.name): present values"))
            if let unit = s.unit {
                let found = series.unit?.written   // the unit as the header wrote it
                #expect(found == unit, at("\(s.name): unit"))
            }
        }

        // Samples: the value of one series at one x.
        for sample in e.samples {
            let byPlace = sample.column.flatMap { $0 < chart.series.count ? chart.series[$0] : nil }
            guard let series = byPlace ?? chart.series.first(where: { $0.name == sample.series }),
                  let i = chart.x.firstIndex(of: sample.x) else {
                Issue.record(at("no \(sample.series) at \(sample.at ?? String(sample.x))"))
                continue
            }
            let v = series.values[i]
            #expect(abs(v - sample.value) <= 1e-9 * max(1, abs(sample.value)),
                    at("\(sample.series) at \(sample.at ?? String(sample.x)): \(v), expected \(sample.value)"))
        }
    }

    /// An x as ISO-8601 UTC, for messages.
    private static func show(_ x: Int64?) -> String {
        guard let x else { return "none" }
        return Date(timeIntervalSince1970: Double(x) / 1000).ISO8601Format() + " (\(x))"
    }
}
