/// Which reader a JSON file needs, from the first keys of its first object (a bounded look: a
/// contest file decides at its first contest key, so its fast path is kept).
enum JSONShape: Equatable {
    /// The contest format, and anything the contest reader reports best (not an object or array of
    /// objects, malformed JSON, `{}`).
    case contest
    /// A Prometheus API answer (`{"status": …, "data": {"resultType": …}}`), or its `result` list.
    case prometheus
    /// Records, columns or pandas' orients (`JSONTable`).
    case table

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONShape {
        var json = JSONReader(bytes, path: "")
        json.skipWhitespace()
        switch json.kind {
        case .object:
            return objectShape(&json, topLevel: true)
        case .array:
            json.pos += 1
            json.skipWhitespace()
            if json.kind == .array {
                // Arrays of records (Home Assistant's history: one per entity).
                json.pos += 1
                json.skipWhitespace()
                return json.kind == .object ? .table : .contest
            }
            return json.kind == .object ? objectShape(&json, topLevel: false) : .contest
        default:
            return .contest
        }
    }

    /// Reads keys of the object at `json.pos` until one decides: a contest key holding what the
    /// contest has there, a Prometheus answer's `data` or `errorType`, or any other key holding an
    /// object or array (the contest format skips unknown keys, so only a container decides).
    private static func objectShape(_ json: inout JSONReader, topLevel: Bool) -> JSONShape {
        json.pos += 1
        do {
            if json.consume(UInt8(ascii: "}")) { return .contest }
            repeat {
                let key = try json.readString()
                try json.expect(UInt8(ascii: ":"), "':'")
                json.skipWhitespace()
                let kind = json.kind
                switch (key, kind) {
                case ("columns", .array):
                    var probe = json
                    probe.pos += 1
                    probe.skipWhitespace()
                    return probe.kind == .string ? .table : .contest  // pandas' split names its columns
                case ("types", .object), ("names", .object), ("colors", .object), ("style", .object),
                     ("y_scaled", .literal), ("stacked", .literal), ("percentage", .literal):
                    return .contest
                case ("errorType", _) where topLevel:
                    return .prometheus
                case ("metric", .object) where !topLevel:
                    // A saved `result` list (`[{"metric": {…}, "values": [[t, "v"], …]}, …]`).
                    var probe = json
                    try probe.skipValue()
                    guard try probe.separator(close: UInt8(ascii: "}"), in: "an object") else { return .table }
                    return try probe.readString() == "values" ? .prometheus : .table
                case ("data", .object) where topLevel:
                    var probe = json
                    probe.pos += 1
                    let first = probe.consume(UInt8(ascii: "}")) ? nil : try? probe.readString()
                    return first == "resultType" || first == "result" ? .prometheus : .table
                case (_, .object), (_, .array):
                    return .table
                default:
                    break
                }
                try json.skipValue()
            } while try json.separator(close: UInt8(ascii: "}"), in: "an object")
        } catch {
            return .contest
        }
        return .table
    }
}
