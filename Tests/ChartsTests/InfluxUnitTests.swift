import Testing
@testable import SeriesData

/// Units from the InfluxDB field names a query selects (Telegraf's conventions).
@Suite struct InfluxUnitTests {
    @Test(arguments: [
        (#"SELECT mean("usage_user") FROM "cpu" WHERE $timeFilter GROUP BY time($interval), "host""#, Unit.Quantity.percent),
        (#"SELECT mean(used_percent) AS "used" FROM mem"#, .percent),
        (#"SELECT max("read_bytes") FROM "diskio""#, .bytes),
        (#"SELECT non_negative_derivative(mean("bytes_recv"), 1s) FROM "net" WHERE $timeFilter GROUP BY time($interval)"#, .bytesPerSecond),
        (#"SELECT last("temp_celsius") FROM sensors WHERE "room" = 'lab_bytes'"#, .celsius),
        (#"select mean("usage_user"), mean("usage_system") from cpu"#, .percent),
    ])
    func fieldNamesGiveTheUnit(_ query: String, _ quantity: Unit.Quantity) {
        #expect(InfluxUnit.of(query: query)?.quantity == quantity)
    }

    @Test(arguments: [
        #"SELECT mean("usage_user") * 2 FROM cpu"#,
        #"SELECT mean("used") FROM mem"#,
        #"SELECT * FROM cpu"#,
        #"SELECT mean("usage_user"), mean("read_bytes") FROM cpu"#,
        #"SELECT derivative(mean("usage_user")) FROM cpu"#,
        "SHOW DATABASES",
    ])
    func unclearNamesGiveNone(_ query: String) {
        #expect(InfluxUnit.of(query: query) == nil)
    }
}
