/// `--json-path`: where in a JSON document the records are, as `a.b[0].c` (a leading `$` or `$.`
/// is allowed; `["key.with.dots"]` names a key with dots or brackets).
struct JSONPath: Equatable {
    enum Step: Equatable { case key(String), index(Int) }

    let text: String
    let steps: [Step]

    init(_ text: String) throws(LoadError.Problem) {
        self.text = text
        var steps: [Step] = []
        var rest = Substring(text)
        if rest.hasPrefix("$") { rest = rest.dropFirst(); if rest.hasPrefix(".") { rest = rest.dropFirst() } }
        var first = true
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: "]") else { throw .badJSONPath(text) }
                let inside = rest[..<close]
                if inside.hasPrefix("\""), inside.hasSuffix("\""), inside.count >= 2 {
                    steps.append(.key(String(inside.dropFirst().dropLast())))
                } else if let n = Int(inside), n >= 0 {
                    steps.append(.index(n))
                } else {
                    throw .badJSONPath(text)
                }
                rest = rest[rest.index(after: close)...]
            } else {
                if !first {
                    guard rest.hasPrefix(".") else { throw .badJSONPath(text) }
                    rest = rest.dropFirst()
                }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard end > rest.startIndex else { throw .badJSONPath(text) }
                steps.append(.key(String(rest[..<end])))
                rest = rest[end...]
            }
            first = false
        }
        guard !steps.isEmpty else { throw .badJSONPath(text) }
        self.steps = steps
    }

    /// The value the path names in `root`; a step that is not there is an error at the value it
    /// was looked for in, saying what is there.
    func resolve(in root: JSONValue, reader: JSONReader) throws(LoadError) -> JSONValue {
        var value = root
        for step in steps {
            let next: JSONValue?
            let shown: String
            switch step {
            case .key(let k):
                next = value[k]; shown = "key \"\(k)\""
            case .index(let i):
                next = value.elements.flatMap { i < $0.count ? $0[i] : nil }; shown = "element [\(i)]"
            }
            guard let next else {
                throw reader.error(.jsonPathMissing(path: text, step: shown, found: value.described), at: value.offset)
            }
            value = next
        }
        return value
    }
}
