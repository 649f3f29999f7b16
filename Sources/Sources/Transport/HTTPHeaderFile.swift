/// `--header-file FILE`: request headers for a server that wants a token, one `Name: value` per
/// line (blank lines and lines starting with `#` are skipped), kept in a file so that the secret
/// is never on the command line or in a process list.
package enum HTTPHeaderFile {
    /// Why a header file cannot be used: the file, the line (from 1) and the problem.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package enum Problem: Sendable, Equatable {
            /// A line without `:` after a name.
            case notAHeader
            /// A name with characters a header name cannot have (RFC 9110 token).
            case badName(String)
            /// A value with a control character.
            case badValue(String)
            /// The same name twice.
            case repeated(String)
        }

        public let path: String
        public let line: Int
        public let problem: Problem

        public var description: String {
            let why = switch problem {
            case .notAHeader: "not a header line 'Name: value'"
            case let .badName(name): "'\(name)' is not a header name (letters, digits and !#$%&'*+-.^_`|~)"
            case let .badValue(name): "the value of \(name) has a control character"
            case let .repeated(name): "\(name) given twice"
            }
            return "\(path):\(line): \(why)"
        }
    }

    /// The headers of `text` (read from `path`, named in errors), by name as written.
    /// - Complexity: O(text).
    public static func parse(_ text: String, path: String) throws(Failure) -> [String: String] {
        var headers: [String: String] = [:]
        var seen = Set<String>()
        for (i, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else { throw Failure(path: path, line: i + 1, problem: .notAHeader) }
            let name = String(line[..<colon])
            guard !name.isEmpty else { throw Failure(path: path, line: i + 1, problem: .notAHeader) }
            guard name.unicodeScalars.allSatisfy(isTokenCharacter) else {
                throw Failure(path: path, line: i + 1, problem: .badName(String(name.prefix(40))))
            }
            let value = line[line.index(after: colon)...].trimmingCharacters([" ", "\t"])
            guard value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F || $0 == "\t" }) else {
                throw Failure(path: path, line: i + 1, problem: .badValue(name))
            }
            guard seen.insert(name.lowercased()).inserted else { throw Failure(path: path, line: i + 1, problem: .repeated(name)) }
            headers[name] = value
        }
        return headers
    }

    /// RFC 9110's `tchar`.
    static func isTokenCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a" ... "z", "A" ... "Z", "0" ... "9": true
        case "!", "#", "$", "%", "&", "'", "*", "+", "-", ".", "^", "_", "`", "|", "~": true
        default: false
        }
    }
}

private extension Substring {
    func trimmingCharacters(_ set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
