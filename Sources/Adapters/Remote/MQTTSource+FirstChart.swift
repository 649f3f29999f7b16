import Foundation
import SeriesData
import Sources
import Wayland

@MainActor
extension MQTTSource {
    /// The first data, for `--png` and `--check`: what the history holds and what the broker
    /// sends on subscribing (its retained messages), gathered until `settle` seconds pass without
    /// a message once subscribed, within ``timeout``; one connection, no retries. Throws the one
    /// line to print when no sample came: the connection's failure, or the timeout; a failure
    /// after the history was read is said and the history drawn.
    func firstChart(settle: Double = 0.5) throws -> ChartData {
        var chart = ChartData(title: nil, x: [], series: [])
        var subscribed = false
        var lastNews = monotonicSeconds()
        let deadline = lastNews + timeout
        request()
        defer { stop() }
        while monotonicSeconds() < deadline {
            let update = take()
            if !update.samples.isEmpty { lastNews = monotonicSeconds() }
            chart = Self.appending(update, to: chart)
            if update.confirmed { subscribed = true; lastNews = monotonicSeconds() }
            if let failure = update.failure {
                if chart.x.isEmpty { throw PNGRenderError(failure) }
                RemoteSources.warn("\(failure) — drawing the history kept")
                break
            }
            if subscribed && monotonicSeconds() - lastNews >= settle { break }
            receiveAvailable(waiting: 0.05)
        }
        guard !chart.x.isEmpty else {
            throw PNGRenderError("\(name): no message within \(HTTPFetcher.seconds(timeout)) (timeout)")
        }
        return chart
    }

    /// `chart` with `update`'s samples after it (a first time equal to the chart's last replaces
    /// that point, as live charts do), new series added with gaps before.
    static func appending(_ update: [LiveUpdate], to chart: ChartData) -> ChartData {
        guard !update.samples.isEmpty else { return chart }
        var x = chart.x
        var columns = chart.series.map(\.values)
        while columns.count < update.seriesIDs.count { columns.append(Array(repeating: .nan, count: x.count)) }
        var samples = update.samples
        if let last = x.last, samples.x.first == last {
            for s in samples.columns.indices where !samples.columns[s][0].isNaN { columns[s][x.count - 1] = samples.columns[s][0] }
            samples.x.removeFirst()
            for s in samples.columns.indices { samples.columns[s].removeFirst() }
        }
        x += samples.x
        for s in columns.indices { columns[s] += s < samples.columns.count ? samples.columns[s] : Array(repeating: .nan, count: samples.count) }
        let series = update.seriesIDs.enumerated().map { i, id in
            Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line, values: columns[i])
        }
        return ChartData(title: nil, x: x, series: series)
    }
}

@MainActor
extension RemoteSource {
    /// The first data, waiting for it (`--png`, `--check`): an MQTT broker's retained messages
    /// (``MQTTSource/firstChart(settle:)``, titled by the broker), else the server's first answer.
    func firstData() throws -> [ChartData] {
        guard let mqtt = self as? MQTTSource else { return try fetchOnce() }
        var chart = try mqtt.firstChart()
        chart.title = name
        return [chart]
    }
}

extension ScreenFactory.Built {
    /// Ends the source's work once its window closes or SIGTERM ends the loop: an MQTT source
    /// disconnects and writes its last history batch.
    package func stop() { (remote as? MQTTSource)?.stop() }
}
