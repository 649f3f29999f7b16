// seeds: Seeds/events Seeds/ndjson
// dict: json.dict
// seed-prefix: 00
// smoke-runs: 20000
import FuzzSupport
import SeriesData

/// Events files (`--events`): the first byte picks the name (`.csv`, `.ndjson`) and day-first
/// dates; the rest is read by `EventReader`. Every problem is one clean line naming the file and
/// a line the file has; every event has a time, an end not before it and a text without control
/// characters; an `EventList` of them is ordered, without repeats, and finds what it holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let how = input.byte()
    let body = Array(input.rest)
    let path = how & 1 == 0 ? "events.csv" : "events.ndjson"
    let reading = EventReader.read(body, path: path, context: TimeContext(dayFirst: how & 2 != 0))
    let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for p in reading.problems {
        let line = p.description
        precondition(line.hasPrefix("\(path):\(p.line): ") && (1 ... max(lines, 1)).contains(p.line), "a problem at no line: \(line.debugDescription)")
        precondition(!line.unicodeScalars.contains(where: EventFileError.isControl), "not one clean line: \(line.debugDescription)")
    }
    for e in reading.events {
        precondition(e.end.map { $0 >= e.start } ?? true, "an event ending before it starts")
        precondition(!e.text.isEmpty && !e.text.unicodeScalars.contains(where: EventFileError.isControl), "a text that is empty or not clean")
    }
    var list = EventList(reading.events)
    precondition(zip(list.events, list.events.dropFirst()).allSatisfy { $0.start <= $1.start }, "events out of order")
    precondition(list.merge(reading.events) == 0, "the same events added twice")
    if let first = list.events.first, let last = list.events.last {
        let found = Array(list.indices(touching: Double(first.start), Double(last.start)))
        precondition(found.count == list.count, "events of the whole span not found")
        precondition(list.next(after: Double(last.start)) == nil, "an event after the last")
    }
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzEvents) } }
