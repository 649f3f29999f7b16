import Foundation
import Testing
@testable import Charts
@testable import SeriesData

/// Issue 30's corpus: each real file loads as pandas reads it (Tests/RealData/manifest.json):
/// its series, their number of points, the first and last time and sample values.
@Suite(.enabled(if: RealData.available, RealData.missingNote))
struct RealDataTests {
    /// Files that today's readers do not read yet, with what they need. Temporary: the lead
    /// removes an entry when the reader it names is merged (its case then runs below).
    static let pending: [String: String] = [
        "vega-stocks.csv": "needs long tables (a key column) and month-name dates",
        "vega-seattle-weather.csv": "needs `/` dates and text attribute columns",
        "vega-seattle-temps.csv": "needs `/` date-times",
        "vega-sf-temps.csv": "needs the time column anywhere and `/` date-times",
        "vega-iowa-electricity.csv": "needs long tables (a key column)",
        "vega-crimea.json": "needs JSON arrays of records",
        "vega-driving.json": "needs JSON arrays of records, years and attributes",
        "vega-wheat.json": "needs JSON arrays of records and years as strings",
        "vega-ohlc.json": "needs JSON arrays of records and attributes",
        "statsmodels-nile.csv": "needs years (read as epoch seconds today)",
        "statsmodels-sunspots.csv": "needs years (read as epoch seconds today)",
        "statsmodels-co2.csv": "needs compact dates (read as epoch seconds today)",
        "statsmodels-macrodata.csv": "needs year + quarter columns",
        "statsmodels-elec_equip.csv": "needs month-name dates",
        "statsmodels-danish_data.csv": "needs quarters (`1974Q1`)",
        "statsmodels-longley.csv": "needs the time column anywhere and years",
        "statsmodels-strikes.csv": "needs row-number x and cells with leading spaces",
        "statsmodels-SP500.csv": "needs row-number x",
        "sktime-Airline.csv": "needs months (`1949-01`)",
        "sktime-PBS_dataset.csv": "needs year and month name (`1991 Jul`)",
        "sktime-Uschange.csv": "needs quarters (`1970 Q1`) and an index column left out",
        "sktime-Lynx.csv": "needs years (read as epoch seconds today)",
        "sktime-mitdb.csv": "needs row-number x",
        "river-brent_crude_oil.csv": "needs `/` dates",
        "river-airline_passengers.csv": "needs year and month name (`1977-Jan`)",
        "river-water-flow.csv": "needs header units",
        "river-uk_coal_employment.csv": "needs years (read as epoch seconds today)",
        "pmdarima-dated.csv": "needs the time column anywhere",
        "R-AirPassengers.csv": "needs decimal years and R's row-name column left out",
        "R-presidents.csv": "needs decimal years and R's row-name column left out",
        "arch-core-cpi.csv": "needs `/` dates no row decides",
        "bokeh-sea_surface_temperature.csv": "needs a repeated time keeping its last row, and header units",
        "bokeh-stocks.csv": "needs long tables with several value columns",
        "bokeh-us_cities.json": "needs JSON objects of columns and row-number x",
        "bokeh-unemployment1948.csv": "needs years (read as epoch seconds today)",
    ]

    @Test("a real file reads as pandas reads it", arguments: RealData.cases.filter { pending[$0.file] == nil })
    func readsAsPandas(_ c: RealData.Case) throws {
        try check(c)
    }

    @Test("a real file reads as pandas reads it (pending readers)",
          .disabled("needs issue 30's readers: RealDataTests.pending names the feature per file"),
          arguments: RealData.cases.filter { pending[$0.file] != nil })
    func pendingReadsAsPandas(_ c: RealData.Case) throws {
        try check(c)
    }

    private func check(_ c: RealData.Case) throws {
        let e = c.expected
        let about = "\(c.file) (\(c.source)); reading: \(c.reading)"
        func at(_ what: String) -> Comment { Comment(rawValue: what + " — " + about) }
        let charts = try ChartLoader.load(path: c.cachedPath)
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
        for s in e.series {
            guard let series = chart.series.first(where: { $0.name == s.name }) else { continue }
            #expect(series.values.count == chart.x.count, at("\(s.name): values"))
            #expect(series.values.filter { !$0.isNaN }.count == s.present, at("\(s.name): present values"))
            if let unit = s.unit {
                let found = Mirror(reflecting: series).children.first { $0.label == "unit" }.flatMap { $0.value as? String? } ?? nil
                #expect(found == unit, at("\(s.name): unit"))
            }
        }

        // Samples: the value of one series at one x.
        for sample in e.samples {
            guard let series = chart.series.first(where: { $0.name == sample.series }),
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
