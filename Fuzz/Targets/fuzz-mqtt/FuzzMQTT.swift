// seeds: Seeds/mqtt Seeds/ndjson
// dict: json.dict
// seed-prefix: 00
// smoke-runs: 20000
import FuzzSupport
import SeriesData
import Sources

/// MQTT payloads (`--mqtt`): the first byte picks `--field` and `--states`, the rest is a message's
/// payload read by `MQTTPayload` (a number, a state, a gap word, JSON, line protocol) — every
/// value finite or a gap (NaN, only from a word such as `unavailable` or a dash run `--`, so from a
/// payload with letters or two dashes in a row), every error one clean line naming the topic — and, as the same bytes, a history file read by
/// `MQTTHistory.decode` (times increasing, one value per time, names unique) and written back
/// (which reads back the same).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMQTT(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let how = input.byte()
    let body = Array(input.rest)
    let topic = "home/kitchen/temp"
    let hasLetters = body.contains { (0x61 ... 0x7A).contains($0 | 0x20) }   // an ASCII letter, either case
    let hasDashes = zip(body, body.dropFirst()).contains { $0 == 0x2D && $1 == 0x2D }   // `--`, a gap word
    do {
        let reader = try MQTTPayload(field: fields[Int(how & 3)], states: how & 4 == 0 ? [:] : ["on": 1, "off": 0])
        for reading in try reader.read(body, topic: topic) {
            precondition(!reading.values.isEmpty && reading.values.allSatisfy { $0.value.isFinite || $0.value.isNaN && (hasLetters || hasDashes) },
                         "a value that is no number")
        }
    } catch {
        checkLine(error.description, from: topic)
    }
    let history = MQTTHistory.decode(body)
    let s = history.samples
    precondition(s.columns.count == history.ids.count && s.columns.allSatisfy { $0.count == s.x.count }, "ragged history")
    precondition(zip(s.x, s.x.dropFirst()).allSatisfy { $0 < $1 }, "times not increasing")
    precondition(Set(history.ids).count == history.ids.count, "two series with one name")
    let again = MQTTHistory.decode(MQTTHistory.encode(MQTTHistory.trimmed(history, keep: nil)).bytes)
    precondition(again.samples.x == s.x, "written back with other times")
    precondition(again.damagedLines == 0, "a written file that does not read back")
    return 0
}

private let fields: [String?] = [nil, "temp", "sensor.temp", "v[0]"]

/// One line naming `source`, without a control character that could break the line or drive the terminal.
private func checkLine(_ line: String, from source: String) {
    precondition(line.hasPrefix(source) && !line.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
    }, "not one clean line: \(line.debugDescription)")
}

@main enum Main { static func main() { FuzzDriver.run(fuzzMQTT) } }
