import Charts
import SeriesData

/// A live stream (`wlcharts -`) from the fuzzer's bytes: the first byte sets the size of the
/// pieces the rest arrives in, each read `arrivalStep` ms after the one before. Every warning
/// must be one clean line naming the source, and what is decoded — strictly increasing times,
/// one column per series, each as long as the times — must grow a chart model in two batches
/// (a repeated time replacing the last point) without a trap.
public func fuzzStream(_ bytes: [UInt8], arrivalStep: Int64) {
    guard let first = bytes.first else { return }
    let decoder = StreamDecoder(source: "stdin")
    decoder.onWarning = { line in
        precondition(line.hasPrefix("stdin:") && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                     "not one clean line: \(line)")
    }
    let step = Int(first) + 1
    var model: ChartModel?
    var i = 1
    decoder.arrival = 1_700_000_000_000
    while i < bytes.count {
        decoder.feed(Array(bytes[i ..< min(i + step, bytes.count)]))
        decoder.arrival += arrivalStep
        i += step
        if i >= bytes.count / 2 && model == nil { model = grow(nil, decoder) }
    }
    decoder.finish()
    _ = grow(model, decoder)
}

/// Checks the decoded samples and appends them (a new model when series appeared).
private func grow(_ model: ChartModel?, _ decoder: StreamDecoder) -> ChartModel? {
    let batch = decoder.takeSamples()
    precondition(batch.columns.count == decoder.seriesIDs.count, "one column per series")
    precondition(batch.columns.allSatisfy { $0.count == batch.count }, "ragged batch")
    precondition(zip(batch.x, batch.x.dropFirst()).allSatisfy { $0 < $1 }, "times not increasing")
    guard !batch.isEmpty else { return model }
    if let model, model.data.series.count == batch.columns.count, model.data.x.last.map({ $0 <= batch.x[0] }) ?? true {
        model.append(batch)
        return model
    }
    let series = decoder.seriesIDs.enumerated().map { i, id in
        Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line, values: batch.columns[i])
    }
    let m = ChartModel(data: ChartData(x: batch.x, series: series), hidden: [])
    _ = m.yRange(0 ..< m.count)
    return m
}
