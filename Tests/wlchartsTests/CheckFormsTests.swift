import Foundation
import Testing

/// Each form of data issue 30 reads, through `wlcharts --check` on one real file of it (the corpus
/// of `Tests/RealData/manifest.json`, fetched by `scripts/fetch-test-data.py`) — what `--check`
/// says it understood — and drawn with `--png`.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
       .enabled(if: FileManager.default.fileExists(atPath: RealDataCache.directory + "/vega-stocks.csv"),
                "real-data corpus not fetched (scripts/fetch-test-data.py) — skipped"))
struct CheckFormsTests {
    static let directory = RealDataCache.directory

    /// (form, file, what `--check` must say of it).
    static let forms: [(String, String, String)] = [
        ("quoted header; years", "statsmodels-sunspots.csv", #"(calendar years"#),
        ("UTF-8 BOM; quarters", "statsmodels-danish_data.csv", #"time "period" (quarters (1974Q1))"#),
        ("unit in the header", "river-water-flow.csv", "(l/s)"),
        ("time column not first", "vega-sf-temps.csv", #"time "date""#),
        ("time column found by content", "statsmodels-mstl_elec_vic.csv", #"time "ds""#),
        ("no time column", "sktime-mitdb.csv", "no time column: x is the row number; 2 series (data, label)"),
        ("one column", "statsmodels-SP500.csv", "no time column: x is the row number; 1 series (SCHWERTSP500)"),
        ("numbers without a digit before the point", "statsmodels-strikes.csv", "2 series (duration, iprod)"),
        ("/ dates, year first", "vega-seattle-weather.csv", "year/month/day"),
        ("/ dates, month first decided by a day", "river-brent_crude_oil.csv", "month/day/year (05/20/1987 decided it)"),
        ("/ dates, ambiguous: the locale's order", "arch-core-cpi.csv", "the locale's order"),
        ("month names", "statsmodels-elec_equip.csv", "dates with month names"),
        ("years", "statsmodels-nile.csv", "calendar years"),
        ("compact dates", "statsmodels-co2.csv", "YYYYMMDD dates"),
        ("decimal years", "R-AirPassengers.csv", "decimal years, monthly"),
        ("months", "sktime-Airline.csv", "months (1949-01)"),
        ("year + quarter columns", "statsmodels-macrodata.csv", #"time "year" + "quarter""#),
        ("ISO date-times with an offset", "sktime-solar.csv", "ISO-8601 date-times"),
        ("long table", "vega-stocks.csv", #"one series per "symbol""#),
        ("long table, several value columns", "bokeh-stocks.csv", #"one series per "Ticker""#),
        ("text attribute", "vega-seattle-weather.csv", #"skipped "weather" (text)"#),
        ("unnamed index column", "sktime-Uschange.csv", "skipped an unnamed index column"),
        ("JSON array of records", "vega-crimea.json", "JSON: "),
        ("JSON object of columns", "bokeh-us_cities.json", "JSON: an object of"),
        ("month names, month first", "vega-stocks.csv", "dates with month names (Jan 1 2000)"),
        ("year and month name", "sktime-PBS_dataset.csv", "months (1991 Jul)"),
        ("year and month name, dashed", "river-airline_passengers.csv", "months (1977-Jan)"),
        ("quarters after a space", "sktime-Uschange.csv", "quarters (1970 Q1)"),
        ("decimal years, quarterly", "R-presidents.csv", "decimal years, quarterly"),
        ("years in an unnamed column (by content)", "sktime-Lynx.csv", "calendar years (integers 1000–2999)"),
        ("ISO times with Z; a repeated time", "bokeh-sea_surface_temperature.csv", "1 repeated time; the last row of each is kept"),
        ("long table, year,source,value", "vega-iowa-electricity.csv", #"one series per "source""#),
        ("JSON records, years as numeric strings", "vega-wheat.json", #"time "year" (calendar years)"#),
        ("JSON records, a text attribute", "vega-driving.json", #"skipped "side" (text)"#),
        ("never a silent 1970: day numbers are no epoch times", "river-trump_approval.csv",
         "no time column: x is the row number; 7 series (ordinal_date, "),
        ("runs of spaces; year + month columns", "statsmodels-elnino.dat", #"space-aligned; time "YR" + "MON" (months (1950-01))"#),
        ("repeated column names, numbered", "statsmodels-elnino.dat", "8 series (NINO1+2, ANOM, NINO3, ANOM (2), NINO4, ANOM (3), NINO3.4, ANOM (4))"),
        ("no header; years by content", "statsmodels-sunspots_yearly.dat",
         "space-aligned; no header: the first row is data; time column 1 (calendar years"),
        ("# comment lines before the header", "pvlib-detect_clearsky_data.csv",
         #"','-separated; time "Time" (month/day/year with times (no day above 12: the locale's order"#),
        ("JSON records nested beside a shorter array", "pvlib-pvgis_tmy.json",
         #"JSON: 8760 records under "outputs.tmy_hourly" (the longest of 2 arrays of records; --json-path to choose)"#),
        ("lines ending in a lone CR; Stata quarters", "statsmodels-wpi1_ar3_stata.csv", #"time "t" (quarters (1960q1)); 13 series (wpi, "#),
        ("year + day of year + HHMM columns (NREL MIDC)", "pvlib-midc_raw_20181018.csv",
         #"time "Year" + "DOY" + "MST" (year, day of the year and HHMM); 15 series (Direct Normal (W/m^2), "#),
    ]

    /// (option, file, its arguments, what `--check` must say of it).
    static let options: [(String, String, [String], String)] = [
        ("--x row", "vega-seattle-weather.csv", ["--x", "row"], "no time column: x is the row number"),
        ("--time-format", "statsmodels-co2.csv", ["--time-format", "%Y%m%d"], "the pattern %Y%m%d (--time-format)"),
        ("--series-from", "vega-stocks.csv", ["--series-from", "symbol"], #"one series per "symbol"; 5 series"#),
        ("--json-path; YYYYMMDD:HHMM", "pvlib-pvgis_hourly.json", ["--json-path", "outputs.hourly"],
         #"time "time" (YYYYMMDD:HHMM date-times)"#),
    ]

    @Test(arguments: forms.indices)
    func checkSaysWhatItUnderstood(_ i: Int) throws {
        let (form, file, says) = Self.forms[i]
        let r = try Commands.run(Commands.wlcharts!, ["--check", Self.directory + "/" + file])
        #expect(r.status == 0, "\(form): \(r.err)")
        #expect(r.out.contains(says), "\(form): \(file): \(r.out)")
    }

    @Test(arguments: options.indices)
    func checkSaysWhatAnOptionChose(_ i: Int) throws {
        let (option, file, arguments, says) = Self.options[i]
        let r = try Commands.run(Commands.wlcharts!, ["--check", Self.directory + "/" + file] + arguments)
        #expect(r.status == 0, "\(option): \(r.err)")
        #expect(r.out.contains(says), "\(option): \(file): \(r.out)")
    }

    @Test(arguments: Array(Set(forms.map(\.1))).sorted())
    func drawn(_ file: String) throws {
        try draw(file, [])
    }

    /// A file that needs its option to be read (PVGIS' answer: `--json-path`).
    @Test func drawnWithItsOption() throws {
        try draw("pvlib-pvgis_hourly.json", ["--json-path", "outputs.hourly"])
    }

    private func draw(_ file: String, _ arguments: [String]) throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/" + file + ".png"
        let r = try Commands.run(Commands.wlcharts!, [Self.directory + "/" + file, "--png", out, "--size", "800x450"] + arguments)
        #expect(r.status == 0, "\(file): \(r.err)")
        let size = (try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
        #expect(size > 10_000, "\(file): a PNG of \(size) bytes")
    }
}

/// The real file committed with the tests (`Tests/RealData/committed/README.md`, UCI's Air Quality):
/// `;` and decimal commas, a date column and a time column joined, rows without a time counted.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct CheckCommittedFormsTests {
    @Test func airQualityUCI() throws {
        let file = Commands.packageRoot + "/Tests/RealData/committed/AirQualityUCI-excerpt.csv"
        let r = try Commands.run(Commands.wlcharts!, ["--check", file], environment: ["TZ": "UTC"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(#"';'-separated, decimal comma; time "Date" + "Time" (day/month/year with times"#), "\(r.out)")
        #expect(r.out.contains("3 rows without a time skipped (the first on line 338)"), "\(r.out)")
        #expect(r.out.contains("336 points, 2004-03-10 18:00 – 2004-03-24 17:00"), "\(r.out)")
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = folder + "/air.png"
        let drawn = try Commands.run(Commands.wlcharts!, [file, "--png", png, "--size", "800x450"])
        #expect(drawn.status == 0, "\(drawn.err)")
        #expect(((try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0) > 10_000)
    }

    /// (form, committed file, its arguments, what `--check` must say of it).
    static let forms: [(String, String, [String], String)] = [
        ("tab separator", "pandas-salaries_comments.tsv", [], "tab-separated; no time column: x is the row number; 4 series (S, X, E, M)"),
        ("# comment lines", "pandas-salaries_comments.tsv", [], "46 points, row 1 – 46"),
        ("pandas columns orient; epoch nanoseconds", "pandas-tsframe_v012.json", [], #"time "index" (epoch nanoseconds)"#),
        ("pandas datetime columns beside the index", "pandas-tsframe_v012.json", [], #"skipped "date", "modified" (times)"#),
        ("a saved Prometheus result list", "prometheus-api-client-up.json", [], "JSON: a Prometheus query_range answer, 9 series"),
        ("epoch seconds with milliseconds", "prometheus-api-client-up.json", [], "6839 points, 2019-07-28 10:00 – 2019-07-28 15:59"),
        ("a missing marker pointed at", "AirQualityUCI-excerpt.csv", [], "looks like a missing marker: --missing-value -200"),
        ("--missing-value", "AirQualityUCI-excerpt.csv", ["--missing-value", "-200"], "--missing-value -200: 149 cells are gaps"),
        ("a units row labelled Unit; a second row of names", "brightsky-dwd-observations_current.csv", [],
         "decimal comma; a second row of names under the header skipped"),
        ("dotted dates with two-digit years, newest first", "brightsky-dwd-observations_current.csv", [],
         "25 points, 2020-04-05 08:00 – 2020-04-06 08:00"),
        ("YYYYMMDDHHMM", "brightsky-dwd-produkt_zehn_min_sd_01766.txt", [], #"time "MESS_DATUM" (YYYYMMDDHHMM date-times)"#),
        ("a station number is no year", "brightsky-dwd-produkt_zehn_min_sd_01766.txt", [],
         #"skipped "STATIONS_ID" (an identifier: 1766 in every row)"#),
    ]

    @Test(arguments: forms.indices)
    func committedFile(_ i: Int) throws {
        let (form, file, arguments, says) = Self.forms[i]
        let path = Commands.packageRoot + "/Tests/RealData/committed/" + file
        let r = try Commands.run(Commands.wlcharts!, ["--check", path] + arguments, environment: ["TZ": "UTC"])
        #expect(r.status == 0, "\(form): \(r.err)")
        #expect(r.out.contains(says), "\(form): \(file): \(r.out)")
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = folder + "/" + file + ".png"
        let drawn = try Commands.run(Commands.wlcharts!, [path, "--png", png, "--size", "800x450"] + arguments)
        #expect(drawn.status == 0, "\(form): \(drawn.err)")
        #expect(((try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0) > 10_000)
    }
}

/// The real-data corpus cache, as scripts/fetch-test-data.py fills it.
enum RealDataCache {
    static let directory: String = {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["WLCHARTS_TEST_DATA"], !dir.isEmpty { return dir }
        return (env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")) + "/wlcharts/test-data"
    }()
}
