/// How a delimited text file is written, decided from its first lines (a bounded prefix): the
/// separator (`,` `;` tab `|` or runs of spaces), the decimal mark and digit grouping.
struct CSVDialect: Sendable, Equatable {
    /// The byte between cells (a space when `spaceRuns`).
    var separator: UInt8 = UInt8(ascii: ",")
    /// Cells are aligned with runs of spaces (leading spaces ignored).
    var spaceRuns = false
    /// Numbers are written `3,5` / `1.234,5` (then `.` groups thousands).
    var decimalComma = false
    /// Quoted numbers group thousands with `,` (`"1,234,567"`, with `,` as the separator).
    var groupComma = false
    /// Numbers group digits with spaces (`1 234,5`; no-break spaces too: `CSVDialect+GroupSpaces`).
    var groupSpace = false

    /// Numbers need no rewriting before they are read (the fast path).
    var plainNumbers: Bool { !decimalComma && !groupComma && !groupSpace }

    /// For `--check`: `','-separated`, `';'-separated, decimal comma`.
    var description: String {
        let name = spaceRuns ? "space-aligned" : Self.separatorName(separator)
        return name + (decimalComma ? ", decimal comma" : "") + (groupComma ? ", thousands with ','" : "")
            + (groupSpace ? ", thousands with spaces" : "")
    }

    /// `tab-separated`, `';'-separated`: a separator as `--check` names it (files and streams).
    static func separatorName(_ separator: UInt8) -> String {
        separator == 0x09 ? "tab-separated" : "'\(Character(Unicode.Scalar(separator)))'-separated"
    }

    /// The most bytes and lines looked at.
    static let prefixBytes = 64 << 10, prefixLines = 100

    /// The dialect of the text at the start of `bytes` (after a BOM); `separator`, when given (a
    /// `.tsv` file), is kept.
    /// - Complexity: O(min(bytes, 64 KB)).
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>, separator given: UInt8? = nil) -> CSVDialect {
        let lines = sampleLines(bytes)
        var dialect = CSVDialect()
        if let given {
            dialect.separator = given
        } else if let best = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]
            .compactMap({ c in consistency(of: c, in: lines).map { (c, $0) } })
            .max(by: { $0.1 < $1.1 }) {
            dialect.separator = best.0
        } else if lines.count > 0, consistentSpaceRuns(lines) {
            dialect.separator = 0x20
            dialect.spaceRuns = true
        }
        var commas = 0, points = 0, grouped = 0, spaced = 0
        for line in lines.dropFirst() {
            for cell in cells(of: line, dialect) {
                var text = cell.text
                while text.first == 0x20 { text = text.dropFirst() }
                while text.last == 0x20 { text = text.dropLast() }
                if let number = withoutGroupSpaces(text) {
                    spaced += 1
                    text = number[...]
                }
                switch numberShape(text) {
                case .comma: commas += 1
                case .point: points += 1
                case .grouped where cell.quoted: grouped += 1
                default: break
                }
            }
        }
        if dialect.separator != UInt8(ascii: ",") && commas > 0 && points == 0 { dialect.decimalComma = true }
        if dialect.separator == UInt8(ascii: ",") && grouped > 0 { dialect.groupComma = true }
        if spaced > 0 { dialect.groupSpace = true }
        return dialect
    }

    /// Non-blank, non-comment lines of the prefix (without a BOM or CR).
    static func sampleLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
        var all = ArraySlice(bytes.prefix(prefixBytes))
        if all.starts(with: [0xEF, 0xBB, 0xBF]) { all = all.dropFirst(3) }
        var lines: [ArraySlice<UInt8>] = []
        for var line in all.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if line.last == 0x0D { line = line.dropLast() }
            let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 }
            guard let start, line[start] != UInt8(ascii: "#") else { continue }
            lines.append(line)
            if lines.count == prefixLines { break }
        }
        // The last line of a cut prefix may be cut too.
        if bytes.count > prefixBytes && lines.count > 2 { lines.removeLast() }
        return lines
    }

    /// How well `separator` splits `lines` into rows of the header's width: the share of lines
    /// that have as many cells as the header, or `nil` when the header has no separator.
    static func consistency(of separator: UInt8, in lines: [ArraySlice<UInt8>]) -> Double? {
        let d = CSVDialect(separator: separator)
        guard let header = lines.first else { return nil }
        let width = cells(of: header, d).count
        guard width > 1 else { return nil }
        let same = lines.dropFirst().filter { cells(of: $0, d).count == width }.count
        let share = lines.count > 1 ? Double(same) / Double(lines.count - 1) : 1
        return share >= 0.8 ? share + Double(width) * 1e-6 : nil
    }

    static func consistentSpaceRuns(_ lines: [ArraySlice<UInt8>]) -> Bool {
        let d = CSVDialect(separator: 0x20, spaceRuns: true)
        let width = cells(of: lines[0], d).count
        guard width > 1 else { return false }
        return lines.filter { cells(of: $0, d).count == width }.count * 5 >= lines.count * 4
    }

    /// The cells of one line (for sniffing; a quote opened on the line ends with it).
    static func cells(of line: ArraySlice<UInt8>, _ d: CSVDialect) -> [(text: ArraySlice<UInt8>, quoted: Bool)] {
        var out: [(text: ArraySlice<UInt8>, quoted: Bool)] = []
        var p = line.startIndex
        let end = line.endIndex
        if d.spaceRuns { while p < end && line[p] == 0x20 { p += 1 } }
        guard p < end else { return out }
        while true {
            if line[p] == UInt8(ascii: "\"") {
                let s = p + 1
                var e = s
                while e < end && line[e] != UInt8(ascii: "\"") { e += 1 }
                out.append((line[s ..< e], true))
                p = e < end ? e + 1 : end
                while p < end && line[p] != d.separator { p += 1 }
            } else {
                let s = p
                while p < end && line[p] != d.separator { p += 1 }
                out.append((line[s ..< p], false))
            }
            guard p < end else { return out }
            p += 1
            if d.spaceRuns {
                while p < end && line[p] == 0x20 { p += 1 }
                if p == end { return out }
            } else if p == end {   // a separator ends the line: an empty last cell
                out.append((line[p ..< p], false))
                return out
            }
        }
    }

    enum NumberShape { case comma, point, grouped, other }

    /// `3,5` / `1.234,5` (comma), `3.25` with other than three decimals (point), `1,234,567` (grouped).
    static func numberShape(_ text: ArraySlice<UInt8>) -> NumberShape {
        var t = text
        while t.first == 0x20 { t = t.dropFirst() }
        while t.last == 0x20 { t = t.dropLast() }
        if t.first == UInt8(ascii: "-") || t.first == UInt8(ascii: "+") { t = t.dropFirst() }
        guard let first = t.first, first &- 48 < 10, t.allSatisfy({ $0 &- 48 < 10 || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) else { return .other }
        let commas = t.filter { $0 == UInt8(ascii: ",") }.count
        let points = t.filter { $0 == UInt8(ascii: ".") }.count
        let groups = t.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }
        if commas == 1, let last = t.lastIndex(of: UInt8(ascii: ",")), last > t.startIndex, last < t.endIndex - 1,
           points == 0 || groups.dropFirst().dropLast().allSatisfy({ $0.count == 3 }) && t.firstIndex(of: UInt8(ascii: "."))! < last {
            return .comma
        }
        if points == 1 && commas == 0, let f = groups.last, f.count != 3, !f.isEmpty, !(groups.first?.isEmpty ?? true) { return .point }
        if commas >= 1 && points <= 1, groups.first!.count <= 3, groups.dropFirst().prefix(commas).allSatisfy({ $0.count == 3 }) { return .grouped }
        return .other
    }
}
