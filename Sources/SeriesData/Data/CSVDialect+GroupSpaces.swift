/// Digits grouped by spaces (`1 234,5`, `12 345 678.25`), as French, Nordic, Swiss and Czech
/// spreadsheets and CLDR-formatted exports write them: a space, a no-break space (U+00A0) or a
/// narrow no-break or thin space (U+202F, U+2009: what Excel and CLDR write for French) between a
/// digit and a group of exactly three digits.
extension CSVDialect {
    /// The length in bytes of the group space at `i` in `b`: 1 for a space, 2 for U+00A0, 3 for
    /// U+202F or U+2009; 0 for none (also at the end).
    @inline(__always)
    static func groupSpace<C: RandomAccessCollection>(in b: C, at i: Int) -> Int where C.Element == UInt8, C.Index == Int {
        guard i < b.endIndex else { return 0 }
        switch b[i] {
        case 0x20: return 1
        case 0xC2 where i + 1 < b.endIndex && b[i + 1] == 0xA0: return 2
        case 0xE2 where i + 2 < b.endIndex && b[i + 1] == 0x80 && (b[i + 2] == 0xAF || b[i + 2] == 0x89): return 3
        default: return 0
        }
    }

    /// A number `text` (trimmed) whose digits are grouped by spaces, without them (`1 234,5` →
    /// `1234,5`); `nil` when it has no group space or one that is not between a digit and three
    /// digits (`10 000 Main St`, `2019 01`).
    static func withoutGroupSpaces(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        guard text.contains(where: { $0 == 0x20 || $0 == 0xC2 || $0 == 0xE2 }) else { return nil }
        var out: [UInt8] = []
        var i = text.startIndex, grouped = false
        while i < text.endIndex {
            let mark = groupSpace(in: text, at: i)
            guard mark > 0 else {
                out.append(text[i])
                i += 1
                continue
            }
            let digitsAfter = text[(i + mark)...].prefix { $0 &- 48 < 10 }.count
            guard i > text.startIndex, text[i - 1] &- 48 < 10, digitsAfter == 3 else { return nil }
            grouped = true
            i += mark
        }
        let digits = out.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        let number = numberShape(out[...]) != .other || (!digits.isEmpty && digits.allSatisfy { $0 &- 48 < 10 })
        return grouped && number ? out : nil
    }
}
