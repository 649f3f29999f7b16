@testable import Charts
@testable import SeriesData

/// Feeds a stream decoder lines the way the window does: each piece with the wall-clock time it
/// arrived at, then the end of the input.
enum StreamFixture {
    /// 2023-11-14T22:13:20Z, the arrival time of the first piece.
    static let arrival: Int64 = 1_700_000_000_000

    /// `pieces`, each read at its arrival time; the decoder, what it decoded and its warnings.
    static func decode(_ pieces: [(text: String, at: Int64)]) -> (StreamDecoder, SampleBatch, [String]) {
        let d = StreamDecoder(source: "stdin")
        var warnings: [String] = []
        d.onWarning = { warnings.append($0) }
        for piece in pieces {
            d.arrival = piece.at
            d.feed(Array(piece.text.utf8))
        }
        d.finish()
        return (d, d.takeSamples(), warnings)
    }

    /// `text` in one read at ``arrival``.
    static func decode(_ text: String) -> (StreamDecoder, SampleBatch, [String]) { decode([(text, arrival)]) }

    /// One read a second from ``arrival``, one line each.
    static func decode(lines: [String]) -> (StreamDecoder, SampleBatch, [String]) {
        decode(lines.enumerated().map { ($1 + "\n", arrival + Int64($0) * 1000) })
    }
}
