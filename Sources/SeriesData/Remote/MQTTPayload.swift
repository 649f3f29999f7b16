/// How the payloads of MQTT messages are read (`--mqtt`): a number (`21.5`), a state word the
/// user mapped (`--states on=1,off=0`, any case), a gap word (`unavailable`, `unknown`, `none`:
/// what Home Assistant publishes for a sensor it cannot read; the CSV reader's list), JSON (`--field temp` or a path `sensor.temp`;
/// without one every numeric field, a boolean as 1 or 0; a `time`, `ts` or `timestamp` field is
/// the sample's time), or InfluxDB line protocol (`InfluxLine`, the parser of streams).
public struct MQTTPayload: Sendable, Equatable {
    /// `--field` as written.
    public let field: String?
    let path: JSONPath?
    /// `--states`, keys lowercased.
    public let states: [String: Double]

    /// - Throws: ``MQTTPayloadError`` (no topic) when `field` is not a path like `sensor.temp`.
    public init(field: String? = nil, states: [String: Double] = [:]) throws(MQTTPayloadError) {
        self.field = field
        if let field {
            do throws(LoadError.Problem) { path = try JSONPath(field) } catch {
                throw MQTTPayloadError(topic: nil, problem: .badField(field))
            }
        } else {
            path = nil
        }
        self.states = Dictionary(states.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    }

    /// `--states on=1,off=0`: words and their values.
    public static func states(_ text: String) throws(MQTTPayloadError) -> [String: Double] {
        var out: [String: Double] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard parts.count == 2, !parts[0].isEmpty, let v = Double(parts[1]), v.isFinite else {
                throw MQTTPayloadError(topic: nil, problem: .badStates(text))
            }
            out[parts[0].lowercased()] = v
        }
        guard !out.isEmpty else { throw MQTTPayloadError(topic: nil, problem: .badStates(text)) }
        return out
    }

    /// The samples in the payload of a message on `topic`: one for a number, a state, a gap word
    /// or JSON, one per line for line protocol.
    /// - Complexity: O(payload bytes).
    public func read(_ payload: [UInt8], topic: String) throws(MQTTPayloadError) -> [MQTTReading] {
        var s = 0, e = payload.count
        while s < e && Self.isSpace(payload[s]) { s += 1 }
        while e > s && Self.isSpace(payload[e - 1]) { e -= 1 }
        guard e > s else { throw MQTTPayloadError(topic: topic, problem: .empty) }
        let text = Array(payload[s ..< e])
        if let v = scalar(text) { return [MQTTReading(time: nil, values: [MQTTValue(field: nil, value: v)])] }
        switch text[0] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): return [try json(text, topic: topic)]
        default: return try lines(text, topic: topic)
        }
    }

    /// A number, a mapped state word, or a gap word (`.nan`: a gap in the series, as in files);
    /// `nil` for anything else. A word mapped by `--states` is its value even when a gap word.
    private func scalar(_ text: [UInt8]) -> Double? {
        text.withUnsafeBufferPointer { b in
            if let v = CSVReader.parseNumber(b), v.isFinite { return v }
            if !states.isEmpty, b.count <= 64, let v = states[String(decoding: b, as: UTF8.self).lowercased()] { return v }
            return CSVReader.isGapWord(b) ? .nan : nil
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Keys whose value is the sample's time.
    static let timeKeys = ["time", "ts", "timestamp"]

    private func json(_ text: [UInt8], topic: String) throws(MQTTPayloadError) -> MQTTReading {
        let root: JSONValue
        do throws(LoadError) {
            root = try text.withUnsafeBufferPointer { b throws(LoadError) in
                var reader = JSONReader(b, path: topic)
                let value = try reader.readValue()
                reader.skipWhitespace()
                if reader.pos < reader.end { throw reader.error(.syntax("text after the JSON value: \(reader.found())")) }
                return value
            }
        } catch {
            throw MQTTPayloadError(topic: topic, problem: .json(error.problem.message, place: error.place))
        }
        var time: Int64?
        for key in Self.timeKeys {
            guard let t = root[key] else { continue }
            time = try Self.time(t, topic: topic)
            break
        }
        var values: [MQTTValue] = []
        if let path, let field {
            var value = root
            for step in path.steps {
                let next: JSONValue?
                switch step {
                case .key(let k): next = value[k]
                case .index(let i): next = value.elements.flatMap { i < $0.count ? $0[i] : nil }
                }
                guard let next else { throw MQTTPayloadError(topic: topic, problem: .noField(field, found: root.described)) }
                value = next
            }
            guard let v = number(value) else {
                throw MQTTPayloadError(topic: topic, problem: .fieldNotANumber(field, found: value.described))
            }
            values.append(MQTTValue(field: nil, value: v))
        } else {
            collect(root, name: "", top: true, into: &values)
        }
        guard !values.isEmpty else { throw MQTTPayloadError(topic: topic, problem: .noNumbers(found: root.described)) }
        return MQTTReading(time: time, values: values)
    }

    /// A JSON value as a number: a number, a boolean, or a string that is a number or a state.
    private func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let t, _), .string(let t, _): scalar(Array(t.utf8))
        case .bool(let b, _): b ? 1 : 0
        case .null, .object, .array: nil
        }
    }

    /// Every numeric leaf under `value`, named by its path (`sensor.temp`, `a[0]`); the time
    /// keys at the top are left out.
    private func collect(_ value: JSONValue, name: String, top: Bool, into values: inout [MQTTValue]) {
        switch value {
        case .object(let members, _):
            for (k, v) in members where !(top && Self.timeKeys.contains(k)) {
                collect(v, name: name.isEmpty ? k : name + "." + k, top: false, into: &values)
            }
        case .array(let elements, _):
            for (i, v) in elements.enumerated() { collect(v, name: name + "[\(i)]", top: false, into: &values) }
        default:
            if let v = number(value) { values.append(MQTTValue(field: name.isEmpty ? nil : name, value: v)) }
        }
    }

    /// A time field: epoch seconds or milliseconds (told by magnitude), or an ISO-8601 string.
    private static func time(_ value: JSONValue, topic: String) throws(MQTTPayloadError) -> Int64 {
        let text = value.cell ?? ""
        let t: Int64? = Array(text.utf8).withUnsafeBufferPointer { b in
            if case .number = value, let v = CSVReader.parseNumber(b) { return TimeValue.milliseconds(v, kind: TimeValue.kind(ofNumber: v)) }
            if case .string = value { return TimeValue.parse(b, kind: TimeValue.kind(of: b)) }
            return nil
        }
        guard let t else { throw MQTTPayloadError(topic: topic, problem: .badTime(value.cell ?? value.described)) }
        return t
    }

    /// InfluxDB line protocol, one sample per line: each numeric or boolean field a value named
    /// like a stream's series (`cpu host=a usage_user`).
    private func lines(_ text: [UInt8], topic: String) throws(MQTTPayloadError) -> [MQTTReading] {
        var out: [MQTTReading] = []
        for line in text.split(separator: 0x0A) {
            var s = line.startIndex, e = line.endIndex
            while s < e && Self.isSpace(line[s]) { s += 1 }
            while e > s && Self.isSpace(line[e - 1]) { e -= 1 }
            guard e > s else { continue }
            let bytes = Array(line[s ..< e])
            let reading = try bytes.withUnsafeBufferPointer { b throws(MQTTPayloadError) -> MQTTReading in
                let base = b.baseAddress!
                var values: [MQTTValue] = []
                do throws(InfluxLine.Failure) {
                    let stamp = try InfluxLine.parse(base, b.count) { keyEnd, fieldStart, fieldEnd, value in
                        guard let value, value.isFinite else { return }
                        values.append(MQTTValue(field: InfluxLine.seriesName(base, keyEnd: keyEnd, field: fieldStart ..< fieldEnd),
                                                value: value))
                    }.timestamp
                    return MQTTReading(time: stamp.map(InfluxLine.milliseconds), values: values)
                } catch {
                    // Words without `=` are no line protocol at all: say what the payload is not.
                    guard bytes.contains(UInt8(ascii: "=")) else {
                        throw MQTTPayloadError(topic: topic, problem: .unreadable(String(decoding: text, as: UTF8.self)))
                    }
                    throw MQTTPayloadError(topic: topic, problem: .lineProtocol(error.problem))
                }
            }
            if !reading.values.isEmpty { out.append(reading) }
        }
        guard !out.isEmpty else { throw MQTTPayloadError(topic: topic, problem: .noNumbers(found: "only string fields")) }
        return out
    }
}

/// One sample of a payload: its time (`nil`: the arrival's) and its values.
public struct MQTTReading: Sendable, Equatable {
    public var time: Int64?
    public var values: [MQTTValue]

    public init(time: Int64?, values: [MQTTValue]) { self.time = time; self.values = values }
}

/// A value of a payload: the topic's own (`field == nil`: a number, a state, `--field`) or one
/// of several fields (the series `topic/field`).
public struct MQTTValue: Sendable, Equatable {
    public var field: String?
    /// Finite, or `.nan` for a gap word (`unavailable`): a gap in the series.
    public var value: Double

    public init(field: String?, value: Double) { self.field = field; self.value = value }
}

/// Why a payload (or `--field`, `--states`) cannot be read: one line naming the topic.
public struct MQTTPayloadError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case empty
        /// Neither a number, a state, JSON nor line protocol (the payload's start).
        case unreadable(String)
        case json(String, place: LoadError.Place)
        case lineProtocol(LoadError.LineProtocolProblem)
        case noField(String, found: String)
        case fieldNotANumber(String, found: String)
        case noNumbers(found: String)
        case badTime(String)
        case badField(String)
        case badStates(String)
    }

    /// The message's topic (`nil` for the options).
    public var topic: String?
    public var problem: Problem

    public init(topic: String?, problem: Problem) { self.topic = topic; self.problem = problem }

    public var description: String {
        let what: String
        switch problem {
        case .empty: what = "empty payload"
        case .unreadable(let text):
            what = "payload \"\(LoadError.shown(text))\" is not a number, JSON or InfluxDB line protocol"
                + " (words such as ON need --states on=1,off=0)"
        case .json(let message, let place):
            let at = if case .text(_, let column) = place { " at byte \(column)" } else { "" }
            what = "JSON payload\(at): \(LoadError.shown(message, limit: 200))"
        case .lineProtocol(let p): what = "line protocol payload: \(p.message)"
        case .noField(let f, let found): what = "no --field \(LoadError.shown(f)) in \(found)"
        case .fieldNotANumber(let f, let found): what = "--field \(LoadError.shown(f)) is \(found), not a number"
        case .noNumbers(let found): what = "no numbers in the payload (\(found))"
        case .badTime(let t): what = "time \"\(LoadError.shown(t))\" is not ISO-8601 or epoch seconds or milliseconds"
        case .badField(let f): what = "--field '\(LoadError.shown(f))' is not a path like temp or sensor.temp"
        case .badStates(let s): what = "--states '\(LoadError.shown(s))' is not like on=1,off=0"
        }
        return topic.map { "\(LoadError.shown($0, limit: 200)): \(what)" } ?? what
    }
}
