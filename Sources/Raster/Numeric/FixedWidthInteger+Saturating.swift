extension FixedWidthInteger {
    /// `value` rounded by `rule` and clamped to this type's range: a total conversion from a
    /// computed `Double` (unlike `init(_:)`, which traps on NaN, infinities and values out of
    /// range). `+∞` and values above the range give ``max``, `-∞` and values below give ``min``,
    /// NaN gives `nan` (0 unless given).
    ///
    /// Use it wherever a `Double` that came from data, a size or arithmetic on them becomes an
    /// integer (pixel coordinates, label times, counts); `init(_:)` is for values known in range.
    @inlinable
    package init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero, nan: Self = 0) {
        guard !value.isNaN else { self = nan; return }
        let r = value.rounded(rule)
        // Double(max) may round up past max (Int64.max → 2⁶³), so compare with ≥ and ≤.
        if r >= Double(Self.max) { self = Self.max; return }
        if r <= Double(Self.min) { self = Self.min; return }
        self.init(r)
    }
}
