/// A ``LiveSource`` over a ``StreamDecoder``: the executable hands it the bytes it reads
/// (`receive(_:at:)`), the end of input and restarts; the controller takes the samples once
/// per frame.
public final class StreamFeed: LiveSource {
    /// The decoder (its ``StreamDecoder/onWarning`` goes to stderr in the executable).
    public let decoder: StreamDecoder
    private var restarted = false
    private var ended = false
    private var receivedAt: Int64?
    /// How many series the last take handed (more announce themselves even without samples).
    private var handedIDs = 0

    public init(source: String) {
        decoder = StreamDecoder(source: source)
    }

    /// Bytes read at wall-clock time `time` (ms since the epoch).
    public func receive(_ bytes: UnsafeRawBufferPointer, at time: Int64) {
        decoder.arrival = time   // the time of lines that carry none
        decoder.feed(bytes)
        receivedAt = time
    }

    /// ``receive(_:at:)`` for an array.
    public func receive(_ bytes: [UInt8], at time: Int64) {
        bytes.withUnsafeBytes { receive($0, at: time) }
    }

    /// The end of the input: a last line without a newline counts.
    public func end() {
        decoder.finish()
        ended = true
    }

    /// The input starts over (a truncated or replaced file is read from its start).
    package func restart() {
        decoder.restart()
        restarted = true
        ended = false
    }

    /// Whether anything waits to be taken.
    public var hasNews: Bool { decoder.hasSamples || restarted || ended }

    public func take() -> [LiveUpdate] {
        var updates: [LiveUpdate] = []
        let ids = decoder.seriesIDs
        if decoder.hasSamples {
            let samples = decoder.takeSamples()
            updates.append(restarted ? .restart(samples, seriesIDs: ids, units: decoder.units, receivedAt: receivedAt)
                : .samples(samples, seriesIDs: ids, units: decoder.units, receivedAt: receivedAt))
            restarted = false   // a restart waits for its first sample: the chart never shows nothing
        } else if ids.count > handedIDs {
            updates.append(.samples(SampleBatch(series: ids.count), seriesIDs: ids, units: decoder.units, receivedAt: receivedAt))
        }
        handedIDs = ids.count
        if ended { updates.append(.ended) }
        return updates
    }
}
