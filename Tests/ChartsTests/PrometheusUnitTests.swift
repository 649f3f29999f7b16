import Testing
@testable import SeriesData

/// Units from Prometheus metric names by their naming conventions (issue 33).
@Suite struct PrometheusUnitTests {
    static func quantity(_ query: String) -> Unit.Quantity? { PrometheusUnit.of(query: query)?.quantity }

    @Test(arguments: [
        ("node_memory_MemAvailable_bytes", Unit.Quantity.bytes),
        ("node_memory_MemTotal_bytes{instance=\"web-1:9100\"} - node_memory_MemAvailable_bytes", .bytes),
        ("rate(node_network_receive_bytes_total{device!~\"lo|veth.*\"}[5m])", .bytesPerSecond),
        ("sum by (instance) (irate(node_network_transmit_bytes_total[1m]))", .bytesPerSecond),
        ("increase(node_network_receive_bytes_total[1h])", .bytes),
        ("histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket[5m])))", .seconds),
        ("node_hwmon_temp_celsius", .celsius),
        ("node_power_supply_voltage_volts", .metric(symbol: "V", name: "volt")),
        ("avg_over_time(node_hwmon_power_watts[5m])", .metric(symbol: "W", name: "watt")),
        ("rate(node_energy_joules_total[5m])", .metric(symbol: "W", name: "watt")),
        ("node_filesystem_free_meters", .metric(symbol: "m", name: "meter")),
        ("rate(http_requests_total[5m])", .text("/s")),
        ("process_cpu_usage_percent", .percent),
        // Seconds or bytes per event: a rated counter of them over a rated count.
        ("rate(http_request_duration_seconds_sum[5m]) / rate(http_request_duration_seconds_count[5m])", .seconds),
        ("rate(node_disk_read_time_seconds_total{device=\"a/b\"}[5m]) / rate(node_disk_reads_completed_total[5m])", .seconds),
        ("sum by (instance) (rate(node_disk_read_bytes_total[5m])) / sum by (instance) (irate(node_disk_reads_completed_total[5m]))", .bytes),
    ])
    func conventions(query: String, quantity: Unit.Quantity) {
        #expect(Self.quantity(query) == quantity, "\(query)")
    }

    @Test func ratiosAndCPUSecondsAreShownInPercent() {
        let ratio = PrometheusUnit.of(query: "node_filesystem_avail_ratio")
        #expect(ratio?.quantity == .percent && ratio?.scale == 100)
        let cpu = PrometheusUnit.of(query: "1 - avg by (instance) (rate(node_cpu_seconds_total{mode=\"idle\"}[5m]))")
        #expect(cpu?.quantity == .percent && cpu?.scale == 100)
        #expect(cpu?.text(0.235) == "23.5%")
    }

    @Test(arguments: [
        "up", "node_load1", "rate(node_memory_MemFree_bytes[5m])",
        "node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes", "rate(x_bytes_total[5m]) * 8",
        "node_memory_MemFree_bytes + node_hwmon_temp_celsius", "http_requests_total offset 5m",
        "node_memory_MemAvailable_bytes / rate(x_total[5m])", "rate(a_seconds_total[5m]) / rate(b_seconds_total[5m])",
        "rate(a_seconds_total[5m]) / rate(b_total[5m]) / 2", "rate(a_seconds_total[5m]) / rate(b_total[5m]) * 1000",
        "node_filesystem_avail_ratio / rate(b_total[5m])", "(rate(a_seconds_sum[5m]) / rate(a_seconds_count[5m]))",
    ])
    func noUnitWhenTheNamesSayNoneOrDisagree(query: String) {
        #expect(PrometheusUnit.of(query: query) == nil, "\(query)")
    }

    @Test func theChartsSeriesTakeTheirQuerysUnit() {
        let m = PrometheusMatrix(series: [.init(labels: [("instance", "a")], times: [0, 1000], values: [1, 2]),
                                          .init(labels: [("instance", "b")], times: [0, 1000], values: [3, 4])])
        let n = PrometheusMatrix(series: [.init(labels: [("instance", "a")], times: [0, 1000], values: [5, 6])])
        let chart = PrometheusChart.chart([(m, PrometheusLegend("mem {{instance}}")), (n, PrometheusLegend("load {{instance}}"))],
                                          title: nil, units: [PrometheusUnit.of(query: "node_memory_MemFree_bytes"), nil])
        #expect(chart.series.map { $0.unit?.quantity } == [.bytes, .bytes, nil])
        // A unit read from a name is not written into the legend.
        #expect(chart.series[0].label == "mem a")
    }
}
