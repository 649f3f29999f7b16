extension String {
    /// Without leading and trailing spaces.
    package var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }

    /// Split on a separator string (no Foundation).
    package func components(separatedBy sep: String) -> [String] {
        var out: [String] = []
        var rest = Substring(self)
        while let r = rest.firstRange(of: sep) {
            out.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        out.append(String(rest))
        return out
    }
}
