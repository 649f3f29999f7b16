/// Header names that repeat (`time,temp,temp,hum`; statsmodels' El Niño file names four columns
/// `ANOM`): each column keeps a series of its own, told apart as `--prometheus` tells repeated
/// legends apart — `temp`, `temp (2)`, `temp (3)`.
extension TableLayout {
    /// `names` with each repeat of a name numbered from 2 in file order; a numbered name another
    /// column already has is passed over (`temp,temp (2),temp` → `temp`, `temp (2)`, `temp (3)`).
    /// Empty names (unnamed columns) stay empty.
    /// - Complexity: O(columns) expected.
    static func numberingRepeats(_ names: [String]) -> [String] {
        var taken = Set(names), seen = Set<String>()
        return names.map { name in
            guard !name.isEmpty, !seen.insert(name).inserted else { return name }
            var n = 2
            while taken.contains("\(name) (\(n))") { n += 1 }
            let numbered = "\(name) (\(n))"
            taken.insert(numbered)
            return numbered
        }
    }
}
