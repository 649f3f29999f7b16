import Testing
@testable import Kiosk

/// The places where TOMLKit's toml++ asserts (aborting the process) instead of reporting an error,
/// found by fuzzing toml++ alone with every assertion recorded (docs/reliability.md, "toml++'s
/// assertions"): each is one error line from `KioskFile.parse`, checked before the library. The
/// header and non-ASCII cases are in `KioskFileTests`.
struct KioskFileTOMLGuardTests {
    private func error(_ text: String) -> String { KioskFile.errorLine(text) }

    private let panel = "[[panel]]\nfile = \"a.json\"\n"

    /// toml++'s `parse_array` hands whatever is not `,`, `]`, a comment or whitespace to
    /// `parse_value`, which asserts it is no value terminator — and `}` is one.
    @Test func aClosingBraceInsideAListIsAnErrorNotAnAbort() {
        let inList = "a '}' inside a list, which ends with ']'"
        #expect(error(panel + "hidden = [}]\n") == "/etc/wlcharts/wall.toml:3:11: " + inList)
        let cases: [(String, Int, Int)] = [
            ("a = [1, }]", 1, 9), ("a = [[1], }]", 1, 11), ("a = {b = [}]}", 1, 11), ("a = [1,\n# ]\n}]", 3, 1),
            ("a = [1 }]", 1, 8),
            // A multi-line string may end with one or two quotes of its own before the three.
            ("a = [\"\"\"x\"\"\"\", }]", 1, 16), ("a = ['''x''''', }]", 1, 17), ("a = [\"\"\"x\n\"\"\"\"\"\n, }]", 3, 3),
        ]
        for (text, line, column) in cases {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == .init(line: line, column: column, problem: inList),
                    "\(text.debugDescription)")
        }
        // Braces that close inline tables, in lists or around them, and braces in strings are fine.
        for text in ["a = [{b = 1}, {}]", "a = {b = [1, {c = 2}]}", "a = [\"}\", '}', \"\"\"}\"\"\"]",
                     "a = [ # }\n1]", "a = \"\"\"x\"\"\"\"\nb = [1]"] {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == nil, "\(text.debugDescription)")
        }
    }

    /// A value with `-`, `:` and a `T` that starts with a digit goes to toml++'s `parse_date_time`,
    /// which reads `YYYY-MM-DD`, the `T` and then calls `parse_time`, asserting a digit comes next.
    @Test func aDateTimeWithoutATimeIsAnErrorNotAnAbort() {
        let noTime = "a date-time needs a time after its T, like 1979-05-27T07:32:00"
        #expect(error(panel + "range = 2019-01-05T:00\n") == "/etc/wlcharts/wall.toml:3:20: " + noTime)
        for (text, column) in [("a = 1979-05-27T:07", 16), ("a = 1979-05-27tx:07", 16), ("a=[1979-05-27T.07:32:00Z]", 15),
                               ("a = {b = 1979-05-27T-:}", 21)] {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == .init(line: 1, column: column, problem: noTime),
                    "\(text.debugDescription)")
        }
        // Dates and date-times with their time, in strings, without a ':' (toml++ reports those
        // itself), or not at a value's start are left to toml++.
        for text in ["a = 1979-05-27T07:32:00Z", "a = 1979-05-27 07:32:00.5-07:00", "a = 1979-05-27", "a = 07:32:00",
                     "a = \"1979-05-27T:07\"", "a = 1979-05-27T", "a = 1979-05-27Tx", "a = 1979-05-27T :07",
                     "a = 11979-05-27T:07", "a = x1979-05-27T:07", "# 1979-05-27T:07"] {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == nil, "\(text.debugDescription)")
        }
    }

    /// For a date followed by a space and a digit, toml++'s `parse_value` reads on for a time and
    /// asserts that the value has not ended after that digit (found by fuzzing toml++ alone, in
    /// `odt2 = 1979-05-27 0 = +495…`, and by fuzz-kiosk in `range = 2/19-01-05 0`).
    @Test func aDateSpaceAndOneDigitIsAnErrorNotAnAbort() {
        let noTime = "a date-time needs a time after the space, like 1979-05-27 07:32:00"
        #expect(error(panel + "range = 2019-01-05 0\n") == "/etc/wlcharts/wall.toml:3:21: " + noTime)
        for (text, column) in [("a = 1979-05-27 0 ", 17), ("a = [1979-05-27 0]", 18), ("a = 1_979-05-27 0", 18),
                               ("a = 1979-05-27 0,", 17), ("odt2 = 1979-05-27 0 = +495'm = \"-\"", 20),
                               // toml++ checks the dashes, not the digits (fuzz-kiosk, 107 000 inputs in):
                               ("range = 2/19-01-05 0", 21), ("a = 1acd-fg-h! 0", 17)] {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == .init(line: 1, column: column, problem: noTime),
                    "\(text.debugDescription)")
        }
        // A whole time, no digit or two spaces, or the text's end after the digit are toml++'s to report.
        for text in ["a = 1979-05-27 07:32:00\n", "a = 1979-05-27 0", "a = 1979-05-27 x\n", "a = 1979-05-27  0 \n",
                     "a = 1979-05-27 0_\n"] {
            #expect(KioskFile.firstTOMLHazard(text) == nil, "\(text.debugDescription)")
        }
    }
}
