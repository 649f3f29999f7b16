/// A JSON document as a tree, for the shapes that need looking around before reading (records
/// under a key, objects of columns, pandas' orients). Scalars keep their text and every value its
/// byte offset, for errors. The contest format never builds one (`ContestReader` streams).
enum JSONValue: Sendable {
    indirect case object([(key: String, value: JSONValue)], at: Int)
    indirect case array([JSONValue], at: Int)
    case string(String, at: Int)
    /// A number as written.
    case number(String, at: Int)
    case bool(Bool, at: Int)
    case null(at: Int)

    /// The byte offset where the value starts.
    var offset: Int {
        switch self {
        case .object(_, let at), .array(_, let at), .string(_, let at), .number(_, let at), .bool(_, let at), .null(let at): at
        }
    }

    /// A scalar's text as a table cell (a string's content, a number as written, `true`/`false`);
    /// `nil` for `null`, objects and arrays.
    var cell: String? {
        switch self {
        case .string(let s, _), .number(let s, _): s
        case .bool(let b, _): b ? "true" : "false"
        case .null, .object, .array: nil
        }
    }

    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }

    /// The members of an object (`nil` for anything else).
    var members: [(key: String, value: JSONValue)]? {
        if case .object(let m, _) = self { return m }
        return nil
    }

    /// The elements of an array (`nil` for anything else).
    var elements: [JSONValue]? {
        if case .array(let e, _) = self { return e }
        return nil
    }

    /// The value of `key` in an object (the first one when repeated).
    subscript(key: String) -> JSONValue? { members?.first { $0.key == key }?.value }

    /// How an error names what is here: "an object with keys a, b", "an array of 3 values", "a number".
    var described: String {
        switch self {
        case .object(let m, _): m.isEmpty ? "an empty object" : "an object with keys \(LoadError.list(m.map(\.key)))"
        case .array(let e, _): "an array of \(e.count) values"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension JSONReader {
    /// Reads one whole value (after whitespace) as a tree; nesting limited to `maxDepth`.
    /// - Complexity: O(size of the value).
    mutating func readValue(depth: Int = 0) throws(LoadError) -> JSONValue {
        skipWhitespace()
        let start = pos
        switch kind {
        case .object:
            guard depth < JSONReader.maxDepth else { throw error(.tooDeep) }
            pos += 1
            var members: [(key: String, value: JSONValue)] = []
            if consume(UInt8(ascii: "}")) { return .object(members, at: start) }
            repeat {
                let key = try readString()
                try expect(UInt8(ascii: ":"), "':' after a key")
                members.append((key, try readValue(depth: depth + 1)))
            } while try separator(close: UInt8(ascii: "}"), in: "an object")
            return .object(members, at: start)
        case .array:
            guard depth < JSONReader.maxDepth else { throw error(.tooDeep) }
            pos += 1
            var elements: [JSONValue] = []
            if consume(UInt8(ascii: "]")) { return .array(elements, at: start) }
            repeat {
                elements.append(try readValue(depth: depth + 1))
            } while try separator(close: UInt8(ascii: "]"), in: "an array")
            return .array(elements, at: start)
        case .string:
            return .string(try readString(), at: start)
        case .number:
            let v = try readNumber()
            guard v.isFinite else { throw error(.outOfRange, at: start) }
            return .number(text(from: start), at: start)
        case .literal:
            if consumeNull() { return .null(at: start) }
            return .bool(try readBool(), at: start)
        case .end, .other:
            throw error(.syntax("expected a value, found \(found())"))
        }
    }
}
