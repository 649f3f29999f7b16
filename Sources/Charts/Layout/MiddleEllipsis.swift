/// Long names cut in the middle (`trade_tra…_utilities`): both ends of a series name tell it
/// apart (`node_cpu…_idle`, `node_cpu…_user`), so the middle goes.
enum MiddleEllipsis {
    /// `text` as it is when `measure(text) ≤ maxWidth`, else its first and last characters around
    /// `…`, as many as fit (the start keeps the extra one). At least `…` alone.
    /// - Complexity: O(log n) measures of strings up to `text`'s length.
    static func fit(_ text: String, maxWidth: Double, measure: (String) -> Double) -> String {
        guard measure(text) > maxWidth else { return text }
        let chars = Array(text)
        func cut(_ keep: Int) -> String {
            let head = (keep + 1) / 2, tail = keep / 2
            return String(chars[..<head]) + "…" + String(chars[(chars.count - tail)...])
        }
        // The most characters kept that still fit: a binary search over 0 ..< count.
        var lo = 0, hi = chars.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(cut(mid)) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return cut(lo)
    }
}
