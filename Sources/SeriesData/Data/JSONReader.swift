#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A forward-only JSON tokenizer over the bytes of a file (no DOM, no Foundation).
///
/// The contest reader pulls exactly the tokens it expects; anything else is an error that names the
/// line and column. Nesting is limited to `maxDepth` and skipping is iterative, so no input can
/// overflow the stack, and every step consumes input, so no input can hang it.
struct JSONReader {
    /// What the next value is, judged by its first byte.
    enum Kind { case object, array, string, number, literal, end, other }

    static let maxDepth = 64

    let base: UnsafePointer<UInt8>
    let end: Int
    var pos: Int
    let path: String

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
        // An empty buffer still gets a valid (never read) pointer.
        self.base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.end = bytes.count
        self.pos = 0
        self.path = path
        if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { pos = 3 }  // UTF-8 BOM
    }

    // MARK: Errors

    /// 1-based line and column (in bytes) of a byte offset. Runs once, when reporting an error.
    /// - Complexity: O(offset).
    func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        let stop = min(offset, end)
        var p = UnsafeRawPointer(base)
        let limit = UnsafeRawPointer(base + stop)
        while p < limit, let hit = memchr(p, 0x0A, limit - p) {
            line += 1
            lineStart = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
            p = UnsafeRawPointer(hit) + 1
        }
        return (line, offset - lineStart + 1)
    }

    func error(_ problem: LoadError.Problem, at offset: Int? = nil) -> LoadError {
        let (line, column) = lineColumn(offset ?? pos)
        return LoadError(path: path, place: .text(line: line, column: column), problem: problem)
    }

    /// The bytes from `start` to the read position, as text (for messages).
    func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: Swift.max(pos - start, 0)), as: UTF8.self)
    }

    /// A short, printable description of the token at `pos` (for "found …" messages).
    func found() -> String {
        guard pos < end else { return "the end of the file" }
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .literal: return base[pos] == UInt8(ascii: "n") ? "null" : "a boolean"
        case .end: return "the end of the file"
        case .other:
            let b = base[pos]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
    }

    // MARK: Tokens

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < end {
            let b = base[pos]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            pos &+= 1
        }
    }

    /// The kind of the next value (after whitespace).
    var kind: Kind {
        guard pos < end else { return .end }
        switch base[pos] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: return .other
        }
    }

    /// Skips whitespace, then consumes `byte` or throws "expected …, found …".
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(LoadError) {
        skipWhitespace()
        guard pos < end, base[pos] == byte else {
            throw error(.syntax("expected \(what()), found \(found())"))
        }
        pos &+= 1
    }

    /// Skips whitespace, then consumes `byte` if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        if pos < end && base[pos] == byte { pos &+= 1; return true }
        return false
    }

    /// After an element of an array or object: consumes `,` (returns `true`) or `close` (`false`).
    @inline(__always)
    mutating func separator(close: UInt8, in container: String) throws(LoadError) -> Bool {
        skipWhitespace()
        if pos < end {
            let b = base[pos]
            if b == UInt8(ascii: ",") { pos &+= 1; return true }
            if b == close { pos &+= 1; return false }
        }
        throw error(.syntax("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(container), found \(found())"))
    }

    /// Consumes `null` if it is next.
    @inline(__always)
    mutating func consumeNull() -> Bool {
        if pos &+ 4 <= end && base[pos] == UInt8(ascii: "n") && base[pos &+ 1] == UInt8(ascii: "u")
            && base[pos &+ 2] == UInt8(ascii: "l") && base[pos &+ 3] == UInt8(ascii: "l") {
            pos &+= 4
            return true
        }
        return false
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws(LoadError) -> Bool {
        skipWhitespace()
        if matches("true") { pos += 4; return true }
        if matches("false") { pos += 5; return false }
        throw error(.syntax("expected true or false, found \(found())"))
    }

    private func matches(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard pos + n <= end else { return false }
        let w = word.utf8Start
        for i in 0..<n where base[pos + i] != w[i] { return false }
        return true
    }

    /// Reads a string (after whitespace), decoding escapes.
    mutating func readString() throws(LoadError) -> String {
        skipWhitespace()
        guard pos < end, base[pos] == UInt8(ascii: "\"") else {
            throw error(.syntax("expected a string, found \(found())"))
        }
        let start = pos
        pos += 1
        let contentStart = pos
        // Fast path: no escapes.
        while pos < end {
            let b = base[pos]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(start: base + contentStart, count: pos - contentStart), as: UTF8.self)
                pos += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error(.syntax("control character in a string")) }
            pos += 1
        }
        var bytes = Array(UnsafeBufferPointer(start: base + contentStart, count: pos - contentStart))
        while pos < end {
            let b = base[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if b < 0x20 { throw error(.syntax("control character in a string")) }
            if b != UInt8(ascii: "\\") { bytes.append(b); pos += 1; continue }
            guard pos + 1 < end else { break }
            let e = base[pos + 1]
            pos += 2
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(e)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try readHex4()
                if scalar >= 0xD800 && scalar < 0xDC00, pos + 1 < end,
                   base[pos] == UInt8(ascii: "\\"), base[pos + 1] == UInt8(ascii: "u") {
                    pos += 2
                    let low = try readHex4()
                    scalar = (low >= 0xDC00 && low < 0xE000) ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                bytes.append(contentsOf: String(Character(s)).utf8)
            default:
                throw error(.syntax("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string"), at: pos - 2)
            }
        }
        throw error(.syntax("unterminated string"), at: start)
    }

    private mutating func readHex4() throws(LoadError) -> UInt32 {
        guard pos + 4 <= end else { throw error(.syntax("incomplete \\u escape")) }
        var v: UInt32 = 0
        for i in 0..<4 {
            guard let d = hexValue(base[pos + i]) else { throw error(.syntax("invalid \\u escape"), at: pos + i) }
            v = v << 4 | UInt32(d)
        }
        pos += 4
        return v
    }

    private func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips one value of any kind, iteratively (nesting limited to `maxDepth`).
    mutating func skipValue() throws(LoadError) {
        var stack: [UInt8] = []  // the closing bytes of the open containers
        repeat {
            skipWhitespace()
            switch kind {
            case .object:
                pos += 1
                if consume(UInt8(ascii: "}")) { break }
                guard stack.count < JSONReader.maxDepth else { throw error(.tooDeep) }
                stack.append(UInt8(ascii: "}"))
                _ = try readString()
                try expect(UInt8(ascii: ":"), "':' after a key")
                continue
            case .array:
                pos += 1
                if consume(UInt8(ascii: "]")) { break }
                guard stack.count < JSONReader.maxDepth else { throw error(.tooDeep) }
                stack.append(UInt8(ascii: "]"))
                continue
            case .string:
                _ = try readString()
            case .number:
                _ = try readNumber()
            case .literal:
                if consumeNull() { break }
                _ = try readBool()
            case .end, .other:
                throw error(.syntax("expected a value, found \(found())"))
            }
            // After a complete value: close containers or move to the next element.
            while let close = stack.last {
                let inObject = close == UInt8(ascii: "}")
                if try separator(close: close, in: inObject ? "an object" : "an array") {
                    if inObject {
                        _ = try readString()
                        try expect(UInt8(ascii: ":"), "':' after a key")
                    }
                    break
                }
                stack.removeLast()
            }
        } while !stack.isEmpty
    }
}
