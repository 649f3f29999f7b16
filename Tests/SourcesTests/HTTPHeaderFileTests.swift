import Testing
@testable import Sources

/// `--header-file`: one `Name: value` per line, comments and blank lines skipped, every bad line
/// refused naming the file and its line.
@Suite struct HTTPHeaderFileTests {
    @Test func headersAreReadNameColonValue() throws {
        let text = "# Home Assistant's long-lived token\nAuthorization: Bearer abc.def\r\n\nX-Api-Key:k1 \nAccept: application/json"
        let h = try HTTPHeaderFile.parse(text, path: "ha.headers")
        #expect(h == ["Authorization": "Bearer abc.def", "X-Api-Key": "k1", "Accept": "application/json"])
    }

    @Test func badLinesNameTheFileAndLine() {
        let cases: [(String, String)] = [
            ("Authorization Bearer abc", "h:1: not a header line 'Name: value'"),
            ("A: 1\n: x", "h:2: not a header line 'Name: value'"),
            ("  A: 1", "h:1: '  A' is not a header name (letters, digits and !#$%&'*+-.^_`|~)"),
            ("A: 1\n\nBad Name: x", "h:3: 'Bad Name' is not a header name (letters, digits and !#$%&'*+-.^_`|~)"),
            ("A: 1\u{7}", "h:1: the value of A has a control character"),
            ("Token: a\ntoken: b", "h:2: token given twice"),
        ]
        for (text, says) in cases {
            do {
                _ = try HTTPHeaderFile.parse(text, path: "h")
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description == says, "\(text)")
            }
        }
    }
}
