#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns the bytes of a live stream into samples, line by line, as they arrive in any pieces:
/// CSV with a header line (a time column, then one column per series — the CSV loader's time
/// formats and cells), NDJSON (one object per line: a time key `t`, `time`, `timestamp`, `ts`,
/// `x` or `date`, and one key per series; a key first seen later becomes a new series), bare
/// numbers, whitespace columns (`vmstat`, `iostat`, `sar`), logfmt or InfluxDB line protocol.
/// `StreamSniffer` decides the format from the first non-blank lines (held until it does).
/// Lines without a time take ``arrival``, the wall clock of the bytes.
///
/// Bad input keeps the data: a malformed line, a value that is not a number (it becomes a gap),
/// a time that goes back (the line is dropped) or repeats (it replaces the sample before) each
/// give one warning naming the source and line (``onWarning``); the stream goes on.
///
/// - Complexity: O(bytes); no allocation per line once the buffers have grown (but for new series
///   and warnings).
///
/// The state read and written for every line is `@exclusivity(unchecked)`: the runtime's access
/// checks on a class's stored properties cost ≈ 200 instructions each (three or more a line —
/// a fifth of a plain CSV line's cost). Nothing re-enters the decoder while it decodes (its only
/// call out, ``onWarning``, must not feed it).
public final class StreamDecoder {
    /// The stream's format, known once `StreamSniffer` has seen enough of the first lines.
    public enum Format: Sendable, Equatable { case csv(separator: UInt8), ndjson, numbers, columns, logfmt, influx }

    /// The longest line read (a longer one is dropped with a warning).
    static let maxLine = 1 << 20
    /// The most series a stream may have (NDJSON keys beyond it are ignored with a warning).
    package static let maxSeries = 256

    /// The stream as named in warnings (`stdin`, or the file's path).
    public let source: String
    @exclusivity(unchecked) public private(set) var format: Format?
    /// The series ids in order of appearance (the batch's columns follow it).
    public private(set) var seriesIDs: [String] = []
    /// The units a CSV header gives its series (`cpu (%)`, `temp [°C]`: the file reader's rule),
    /// by id.
    package private(set) var units: [String: Unit] = [:]
    /// The newest time accepted.
    @exclusivity(unchecked) package private(set) var lastTime: Int64?
    /// Lines read so far (the number of the last complete line).
    @exclusivity(unchecked) public private(set) var line = 0
    /// Called with one line per problem (`source:line:column: problem`).
    public var onWarning: (String) -> Void = { _ in }
    /// The time of lines that carry none (ms since the epoch): the wall clock when the bytes
    /// being fed arrived (``StreamFeed`` sets it).
    @exclusivity(unchecked) public var arrival: Int64 = 0

    /// The samples decoded since the last ``takeSamples()``: those of `pendingX` not yet
    /// moved into it (`flushPending()`) come after these.
    @exclusivity(unchecked) private(set) var samples = SampleBatch(series: 0)
    /// Times of the newest samples, whose values are rows in `pendingValues` — one append of a
    /// row per line instead of one per column; they go into ``samples``' columns once per batch
    /// (or before a new series changes the row's width).
    @exclusivity(unchecked) private var pendingX: [Int64] = []
    /// `row`s of `pendingX`, one after another (row-major, `row`'s width).
    @exclusivity(unchecked) private var pendingValues: [Double] = []
    @exclusivity(unchecked) private var partial: [UInt8] = []
    @exclusivity(unchecked) private var droppingLongLine = false
    @exclusivity(unchecked) var timeKind: TimeValue.Kind?
    var timeKey: String?
    var seriesIndex: [String: Int] = [:]
    @exclusivity(unchecked) var row: [Double] = []
    var warnedTooManySeries = false
    private var cells: [CSVReader.Cell] = []
    /// Per CSV column after the time, the series it feeds (-1: beyond `maxSeries`).
    @exclusivity(unchecked) var columnOfSeries: [Int] = []
    /// NDJSON: the keys of the last lines by their place in the line, as bytes, with what they
    /// name (`StreamDecoder+NDJSON.swift`).
    @exclusivity(unchecked) var knownKeys: [KnownKey] = []
    private var scratch: [UInt8] = []
    /// The first lines, held until `sniffer` decides the format: their bytes, and per line its
    /// end in `held` and its number.
    private var sniffer = StreamSniffer()
    private var held: [UInt8] = []
    private var heldLines: [(end: Int, line: Int)] = []
    /// The values of the newest sample (bare numbers, columns, logfmt, Influx), which lines of
    /// the same time fill in (`acceptMerging(_:column:)`), and the ``arrival`` it came at.
    @exclusivity(unchecked) var lastRow: [Double] = []
    @exclusivity(unchecked) private var lastArrival: Int64 = .min
    /// What the plain formats' decoders keep between lines (`StreamDecoder+Numbers.swift`).
    @exclusivity(unchecked) var plain = PlainState()

    public init(source: String) {
        self.source = source
    }

    /// Whether samples wait to be taken.
    var hasSamples: Bool { !samples.isEmpty || !pendingX.isEmpty }

    /// Reads `bytes`: every complete line is decoded, the rest waits for more.
    public func feed(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else { return }
        var start = 0
        let n = bytes.count
        while start < n {
            guard let hit = memchr(base + start, 0x0A, n - start) else {
                keepPartial(UnsafeBufferPointer(start: base + start, count: n - start))
                return
            }
            let end = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            let piece = UnsafeBufferPointer(start: base + start, count: end - start)
            line += 1
            if droppingLongLine {
                droppingLongLine = false
            } else if partial.isEmpty {
                decode(piece)
            } else {
                keepPartial(piece)
                if !droppingLongLine { partial.withUnsafeBufferPointer { decode($0) } }
                droppingLongLine = false
            }
            partial.removeAll(keepingCapacity: true)
            start = end + 1
        }
    }

    /// ``feed(_:)`` for an array (tests, whole files).
    public func feed(_ bytes: [UInt8]) { bytes.withUnsafeBytes { feed($0) } }

    /// The end of the stream: a last line without a newline is decoded too.
    public func finish() {
        if !partial.isEmpty || droppingLongLine {
            line += 1
            if !droppingLongLine { partial.withUnsafeBufferPointer { decode($0) } }
            partial.removeAll(keepingCapacity: true)
            droppingLongLine = false
        }
        if format == nil && !heldLines.isEmpty { start(sniffer.finish()) }
    }

    /// The samples decoded since the last call (their columns follow ``seriesIDs``).
    public func takeSamples() -> SampleBatch {
        flushPending()
        var out = SampleBatch(series: seriesIDs.count)
        swap(&out, &samples)
        // The next frame likely brings as many.
        pendingX.reserveCapacity(out.count)
        pendingValues.reserveCapacity(out.count * row.count)
        return out
    }

    /// Moves the pending rows into ``samples``' columns.
    /// - Complexity: O(rows · series), a strided copy per column.
    private func flushPending() {
        let n = pendingX.count, width = row.count
        guard n > 0 else { return }
        samples.x.append(contentsOf: pendingX)
        pendingValues.withUnsafeBufferPointer { rows in
            for s in 0 ..< width {
                var column: [Double] = []
                swap(&column, &samples.columns[s])   // held once while it grows: no copy
                column.reserveCapacity(column.count + n)
                var i = s
                for _ in 0 ..< n { column.append(rows[i]); i &+= width }
                swap(&column, &samples.columns[s])
            }
        }
        pendingX.removeAll(keepingCapacity: true)
        pendingValues.removeAll(keepingCapacity: true)
    }

    /// Starts over (a truncated or replaced file): a new header, time kind and time order; the
    /// series known so far stay in place.
    package func restart() {
        format = nil
        lastTime = nil
        timeKind = nil
        line = 0
        sniffer = StreamSniffer()
        held.removeAll()
        heldLines.removeAll()
        for i in lastRow.indices { lastRow[i] = .nan }
        lastArrival = .min
        plain = PlainState()
        partial.removeAll(keepingCapacity: true)
        droppingLongLine = false
        samples.removeAll()
        knownKeys.removeAll()
        pendingX.removeAll(keepingCapacity: true)
        pendingValues.removeAll(keepingCapacity: true)
    }

    // MARK: Lines

    private func keepPartial(_ piece: UnsafeBufferPointer<UInt8>) {
        guard !droppingLongLine else { return }
        if partial.count + piece.count > StreamDecoder.maxLine {
            warn(.lineTooLong(bytes: StreamDecoder.maxLine), line: line + 1, column: 1)
            partial.removeAll(keepingCapacity: true)
            droppingLongLine = true
            return
        }
        partial.append(contentsOf: piece)
    }

    func warn(_ problem: LoadError.Problem, line: Int, column: Int) {
        onWarning(LoadError(path: source, place: .text(line: line, column: column), problem: problem).description)
    }

    func warn(_ error: LoadError) {
        var e = error
        if case let .text(_, column) = e.place { e.place = .text(line: line, column: column) }
        onWarning(e.description)
    }

    private func decode(_ raw: UnsafeBufferPointer<UInt8>) {
        var n = raw.count
        if n > 0 && raw[n - 1] == 0x0D { n -= 1 }
        let text = UnsafeBufferPointer(rebasing: raw[0 ..< n])
        guard text.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }   // blank
        switch format {
        case nil: sniff(text)
        case .ndjson?: decodeObject(text)
        case let .csv(separator)?: decodeRow(text, separator: separator)
        case .numbers?: decodeNumbers(text)
        case .columns?: decodeColumns(text)
        case .logfmt?: decodeLogfmt(text)
        case .influx?: decodeInflux(text)
        }
    }

    /// A line before the format is known: held, and the format decided when the lines so far
    /// tell (then every held line is decoded in it, with its own number).
    private func sniff(_ text: UnsafeBufferPointer<UInt8>) {
        if Self.isComment(text) { return }
        held.append(contentsOf: text)
        heldLines.append((held.count, line))
        if let decided = sniffer.add(text) {
            start(decided)
        } else if heldLines.count >= StreamSniffer.maxLines {
            start(sniffer.finish())
        }
    }

    /// Decodes the held lines in the `decided` format. A CSV header that cannot be read leaves
    /// the format open, as before: the next line is looked at again.
    private func start(_ decided: Format) {
        let lines = heldLines, now = line
        var bytes: [UInt8] = []
        swap(&bytes, &held)
        heldLines.removeAll()
        sniffer = StreamSniffer()
        var header = false
        if case .csv = decided { header = true } else { format = decided }
        var from = 0
        bytes.withUnsafeBufferPointer { b in
            for (end, number) in lines {
                line = number
                let text = UnsafeBufferPointer(rebasing: b[from ..< end])
                from = end
                if header {
                    header = false
                    readHeader(text)
                } else {
                    decode(text)
                }
            }
        }
        line = now
    }

    // MARK: CSV

    private func readHeader(_ text: UnsafeBufferPointer<UInt8>) {
        let separator = CSVReader.sniffSeparator(text)
        var reader = CSVReader(text, path: source, separator: separator)
        reader.line = line
        do throws(LoadError) {
            let header = try reader.readHeader(cells: &cells, scratch: &scratch)
            format = .csv(separator: separator)
            let names = header.dropFirst().map { h in
                let (name, unit) = TableLayout.splitUnit(h)
                if let unit, units[name] == nil { units[name] = Unit(parsing: unit) }
                return name
            }
            for name in names { _ = series(named: name) }
            columnOfSeries = names.map { seriesIndex[$0] ?? -1 }
        } catch {
            warn(error)
        }
    }

    private func decodeRow(_ text: UnsafeBufferPointer<UInt8>, separator: UInt8) {
        if decodePlainRow(text, separator: separator) { return }   // `StreamDecoder+PlainRow.swift`
        var reader = CSVReader(text, path: source, separator: separator)
        reader.line = line
        do throws(LoadError) {
            try reader.readLine(into: &cells, scratch: &scratch)
            reader.line = line
            guard cells.count == columnOfSeries.count + 1 else {
                warn(.cellCount(found: cells.count, expected: columnOfSeries.count + 1), line: line, column: 1)
                return
            }
            let t = try reader.time(cells[0], scratch, kind: &timeKind)
            resetRow()
            for c in 1 ..< cells.count where columnOfSeries[c - 1] >= 0 {
                do throws(LoadError) {
                    row[columnOfSeries[c - 1]] = try reader.number(cells[c], scratch, name: seriesIDs[columnOfSeries[c - 1]])
                } catch {
                    warn(error)   // the value is a gap, the line stays
                }
            }
            accept(t, column: cells[0].column)
        } catch {
            warn(error)
        }
    }

    // MARK: Samples

    /// The index of series `name`, added (with gaps before) when new; `nil` beyond `maxSeries`.
    func series(named name: String) -> Int? {
        if let i = seriesIndex[name] { return i }
        guard seriesIDs.count < StreamDecoder.maxSeries else { return nil }
        seriesIDs.append(name)
        seriesIndex[name] = seriesIDs.count - 1
        flushPending()   // the rows so far have the old width
        samples.addSeries()
        row.append(.nan)
        lastRow.append(.nan)
        return seriesIDs.count - 1
    }

    func resetRow() {
        for i in row.indices { row[i] = .nan }
    }

    /// Takes `row` at time `t`: appended, replacing a repeated time, or dropped when it goes back.
    func accept(_ t: Int64, column: Int) {
        if let last = lastTime {
            if t < last {
                warn(.timeGoesBack(previous: last, value: t), line: line, column: column)
                return
            }
            if t == last {
                warn(.timeRepeats(t), line: line, column: column)
                if pendingX.last == t {
                    let width = row.count
                    pendingValues.replaceSubrange(pendingValues.count - width ..< pendingValues.count, with: row)
                    return
                }
                if pendingX.isEmpty && samples.x.last == t {
                    for s in samples.columns.indices { samples.columns[s][samples.count - 1] = row[s] }
                    return
                }
            }
        }
        lastTime = t
        pendingX.append(t)
        pendingValues.append(contentsOf: row)
    }

    /// Takes `row` (a line of bare numbers, columns, logfmt or Influx) at time `t`, or at its
    /// ``arrival`` when the line has no time. A line of the time of the newest sample fills it
    /// in (Telegraf writes one line per measurement, `sar` one per device, all of one time); a
    /// value it already had is replaced with a warning. Without a time, a line that arrived with
    /// the newest sample and fills only what it lacks joins it; any other is a new sample, a
    /// millisecond after the newest at least (so a burst keeps every line). A line without any
    /// value is no sample.
    func acceptMerging(_ t: Int64?, column: Int) {
        var overlaps = false, any = false
        for s in row.indices where !row[s].isNaN {
            any = true
            if !lastRow[s].isNaN { overlaps = true }
        }
        guard any else { return }
        let time: Int64
        if let t {
            time = t
        } else if let last = lastTime {
            time = arrival == lastArrival && !overlaps ? last : max(arrival, last &+ 1)
        } else {
            time = arrival
        }
        if let last = lastTime, time <= last {
            guard time == last else {
                warn(.timeGoesBack(previous: last, value: time), line: line, column: column)
                return
            }
            if overlaps { warn(.timeRepeats(time), line: line, column: column) }
            for s in row.indices where !row[s].isNaN { lastRow[s] = row[s] }
            let width = row.count
            if pendingX.last == time {
                pendingValues.replaceSubrange(pendingValues.count - width ..< pendingValues.count, with: lastRow)
            } else if pendingX.isEmpty && samples.x.last == time {
                for s in samples.columns.indices { samples.columns[s][samples.count - 1] = lastRow[s] }
            } else {
                pendingX.append(time)   // taken already: the model replaces its last point
                pendingValues.append(contentsOf: lastRow)
            }
            return
        }
        lastTime = time
        lastArrival = arrival
        for s in row.indices { lastRow[s] = row[s] }
        pendingX.append(time)
        pendingValues.append(contentsOf: row)
    }
}
