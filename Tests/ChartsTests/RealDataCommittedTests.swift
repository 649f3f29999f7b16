import Foundation
import Testing
@testable import SeriesData

/// Real files committed with their source and licence (`Tests/RealData/committed/README.md`):
/// forms no PyPI package ships. Expected values from pandas.
@Suite struct RealDataCommittedTests {
    static let directory = DataPaths.packageRoot + "/Tests/RealData/committed"

    /// UCI's Air Quality: `;` and decimal commas, `Date;Time` in two columns (`18.00.00`), `-200`
    /// as data (the data set's missing marker, kept unless the user says so), trailing `;;`.
    @Test func airQualityUCIJoinsItsDateAndTimeColumns() throws {
        let r = try ChartLoader.read(path: Self.directory + "/AirQualityUCI-excerpt.csv", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.xKind == .time)
        #expect(chart.x.count == 336)
        #expect(chart.x.first == 1_078_941_600_000)   // 2004-03-10 18:00
        #expect(chart.x.last == 1_080_147_600_000)    // 2004-03-24 17:00
        #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $1 - $0 == 3_600_000 })
        #expect(chart.series.count == 13)   // CO(GT) … AH; the two unnamed empty columns ignored
        #expect(chart.series.allSatisfy { $0.values.count == 336 && !$0.values.contains(where: \.isNaN) })
        // CO(GT), NMHC(GT), NOx(GT): the -200s pandas counts.
        #expect([0, 2, 5, 7].map { c in chart.series[c].values.filter { $0 == -200 }.count } == [16, 103, 15, 15])
        let at4 = try #require(chart.x.firstIndex(of: 1_078_977_600_000))   // 2004-03-11 04:00
        #expect(chart.series.map { $0.values[at4] } == [-200, 1011, 14, 1.3, 527, 21, 1818, 34, 1197, 445, 10.1, 60.5, 0.7465])
        let noon = try #require(chart.x.firstIndex(of: 1_079_784_000_000))  // 2004-03-20 12:00
        #expect(chart.series[0].values[noon] == 2.6 && chart.series[12].values[noon] == 0.9158)
        #expect(r.understood.first?.contains("time \"Date\" + \"Time\" (day/month/year with times") == true)
        #expect(r.warnings.contains { $0.contains("3 rows without a time skipped") })
    }

    /// pandas' `salaries_comments.tsv`: three `#` lines, then a tab-separated table with no time
    /// (pandas: `read_csv(sep='\t', comment='#')`, 46 rows).
    @Test func salariesTabsAfterCommentLines() throws {
        let r = try ChartLoader.read(path: Self.directory + "/pandas-salaries_comments.tsv", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.xKind == .number && chart.x == Array(1 ... 46))
        #expect(chart.series.map(\.name) == ["S", "X", "E", "M"])
        #expect(chart.series.map { $0.values[0] } == [13876, 1, 1, 1] && chart.series.map { $0.values[45] } == [19346, 20, 1, 0])
        #expect(chart.series.map { $0.values.reduce(0, +) } == [794429, 345, 91, 20])
        #expect(r.understood.first?.hasPrefix("tab-separated; no time column") == true)
    }

    /// pandas' `tsframe_v012.json` (`to_json()`'s `columns` orient, epoch ns): the index is the
    /// time (pandas: 2000-01-03 … 2000-01-07), `date` and `modified` are datetimes, not series.
    @Test func pandasFrameIndexedByEpochNanoseconds() throws {
        let r = try ChartLoader.read(path: Self.directory + "/pandas-tsframe_v012.json", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.x == [946_857_600_000, 946_944_000_000, 947_030_400_000, 947_116_800_000, 947_203_200_000])
        #expect(chart.series.map(\.name) == ["A", "B", "C", "D"])
        #expect(chart.series.map { $0.values[0] } == [1.56808523, 0.65727391, 1.81021139, -0.17251653])
        #expect(chart.series.map { $0.values[4] } == [0.05951614, -2.69652057, 1.28163262, 0.34703478])
        #expect(r.understood.contains(#"skipped "date", "modified" (times)"#), "\(r.understood)")
    }

    /// prometheus-api-client's saved `up` samples (nine targets, 28 July 2019, each scraped at its
    /// own times): one series per result on the union of their times, each holding its latest
    /// sample for up to 5 minutes (Python's `json` and `bisect`: 6 839 times; `prophet-0` down
    /// throughout).
    @Test func savedPrometheusResultList() throws {
        let r = try ChartLoader.read(path: Self.directory + "/prometheus-api-client-up.json", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.x.count == 6839 && chart.x.first == 1_564_308_004_347 && chart.x.last == 1_564_329_591_147)
        #expect(chart.series.map { $0.values.filter { !$0.isNaN }.count } == [6836, 6838, 6837, 6839, 6834, 6824, 6835, 6832, 6833])
        #expect(chart.series[5].values.allSatisfy { $0.isNaN || $0 == 0 } && chart.series[0].values.allSatisfy { $0.isNaN || $0 == 1 })
        #expect(Set(chart.series[6].values.filter { !$0.isNaN }) == [0, 1])
        #expect(chart.series[0].name.contains("metrics-exporter-thoth-frontend-stage"))
    }

    /// `-200`, the data set's missing marker: pointed at by `--check`, made gaps by `--missing-value`.
    @Test func airQualityMissingMarker() throws {
        let path = Self.directory + "/AirQualityUCI-excerpt.csv"
        let plain = try ChartLoader.read(path: path, options: LoadOptions())
        let hints = MissingMarkers.suspects(in: plain.charts[0])
        #expect(hints.count == 1 && hints[0].hasSuffix("looks like a missing marker: --missing-value -200"), "\(hints)")
        let r = try ChartLoader.read(path: path, options: LoadOptions(missingValues: [-200]))
        #expect([0, 2, 5, 7].map { c in r.charts[0].series[c].values.filter(\.isNaN).count } == [16, 103, 15, 15])
        #expect(r.charts[0].series.allSatisfy { !$0.values.contains(-200) })
        #expect(r.understood.last == "--missing-value -200: 149 cells are gaps")
        #expect(MissingMarkers.suspects(in: r.charts[0]).isEmpty)
    }

    /// The German weather service's current observations of station 01049 (brightsky's test
    /// file): English names, a units row (`01049;Unit;%;Grad C;…`), German names, then rows
    /// newest first, `dd.mm.yy;HH:MM`, decimal commas, `---` for no value (pandas:
    /// `read_csv(sep=';', skiprows=[1, 2], decimal=',', na_values='---')`, 25 hourly rows).
    @Test func dwdCurrentObservationsWithUnitsRowAndNewestFirst() throws {
        let r = try ChartLoader.read(path: Self.directory + "/brightsky-dwd-observations_current.csv", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.x.count == 25 && chart.x.first == 1_586_073_600_000 && chart.x.last == 1_586_160_000_000)   // 2020-04-05 08:00 … 04-06 08:00
        #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $1 - $0 == 3_600_000 })
        #expect(chart.series.count == 41 && chart.series[0].name == "cloud_cover_total")
        let temperature = try #require(chart.series.first { $0.name == "dry_bulb_temperature_at_2_meter_above_ground" })
        #expect(temperature.unit?.written == "Grad C")
        #expect(temperature.values.first == -3.2 && temperature.values.last == -3.1 && temperature.values.min() == -10.3)
        let pressure = try #require(chart.series.first { $0.name == "pressure_reduced_to_mean_sea_level" })
        #expect(pressure.unit?.written == "hPa" && pressure.values.first == 1015.5 && pressure.values.last == 1023.1)
        // `---` cells are gaps: 16 columns hold a value somewhere (pandas' count), 25 none.
        #expect(chart.series.filter { $0.values.contains { !$0.isNaN } }.count == 16)
        #expect(chart.series.first { $0.name == "precipitation_amount_last_hour" }?.values.filter { !$0.isNaN }.count == 24)
        let understood = r.understood.joined()
        #expect(understood.contains("decimal comma; a second row of names under the header skipped"), "\(r.understood)")
        #expect(understood.contains(#"time "surface observations" + "Parameter description" (day.month.year with times"#), "\(r.understood)")
    }

    /// The German weather service's ten-minute sunshine and radiation at station 01766 (brightsky's
    /// test file, from `10minutenwerte_SOLAR_01766_akt.zip`): `MESS_DATUM` as YYYYMMDDHHMM, `-999`
    /// for no value, a station number that would read as the year 1766, `eor` ending each row
    /// (pandas: `read_csv(sep=';')`, 288 rows, 9 June 2023 00:00 – 10 June 23:50). `LS_10` holds
    /// only `-999`: `--missing-value -999` makes it a series of gaps.
    @Test func dwdTenMinuteSolarYYYYMMDDHHMM() throws {
        let path = Self.directory + "/brightsky-dwd-produkt_zehn_min_sd_01766.txt"
        let r = try ChartLoader.read(path: path, options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.x.count == 288 && chart.x.first == 1_686_268_800_000 && chart.x.last == 1_686_441_000_000)
        #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $1 - $0 == 600_000 })
        #expect(chart.series.map(\.name) == ["QN", "DS_10", "GS_10", "SD_10", "LS_10"])
        let global = chart.series[2]
        let peak = try #require(chart.x.firstIndex(of: 1_686_395_400_000))   // 10 June 11:10
        #expect(global.values.max() == 51.6 && global.values[peak] == 51.6)
        #expect(abs(global.values.reduce(0, +) - 5509.7) < 1e-6 && abs(chart.series[1].values.reduce(0, +) - 1409.3) < 1e-6)
        #expect(chart.series[4].values.allSatisfy { $0 == -999 })
        #expect(r.understood.first?.contains(#"time "MESS_DATUM" (YYYYMMDDHHMM date-times)"#) == true, "\(r.understood)")
        #expect(r.understood.first?.contains(#"skipped "STATIONS_ID" (an identifier: 1766 in every row)"#) == true)
        let marked = try ChartLoader.read(path: path, options: LoadOptions(missingValues: [-999]))
        #expect(marked.charts[0].series[4].values.allSatisfy { $0.isNaN })
    }
}
