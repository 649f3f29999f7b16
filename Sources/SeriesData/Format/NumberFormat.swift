/// Readable numbers for axis labels and the info board, without Foundation.
///
/// Axis labels are short (`950`, `1.2K`, `3.4M`, `2B`); info-board values are exact with thin
/// grouping (`1 234 567`). Values are rounded before they are printed, so floating-point noise
/// such as `1199.9999` never shows. Every function is total: magnitudes beyond what a suffix or
/// a fixed number of decimals can show (≥ 10¹⁵, or non-zero but below what the decimals reach)
/// print in scientific notation (`1.5e19`, `-1.8e308`, `2.5e-300`); NaN prints `–`.
package enum NumberFormat {
    /// A compact label: at most three significant digits with a `K`, `M`, `B` or `T` suffix for
    /// large magnitudes, trailing zeros dropped (`1.2K`, `15M`, `0.25`, `-3K`). A label of a
    /// scale whose lines are `step` apart keeps the decimals that tell its neighbours apart
    /// (`100.1K`, `100.2K` where three digits would write `100K` twice), up to six.
    public static func short(_ value: Double, step: Double = 0) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        // Beyond "999T" and below "0.001": a mantissa of up to three significant digits.
        if magnitude >= 999.5e12 || (magnitude < 0.0005 && magnitude > 0) {
            return scientific(value, significantDigits: 3)
        }
        // A suffix whose unit would need more than two decimals for the step gives way to a smaller one.
        for (scale, suffix) in suffixes where magnitude >= scale * 0.9995 && decimalsOf(step / scale) <= 2 {
            let scaled = magnitude / scale
            // Keep three significant digits at most, at most one decimal above 10.
            let decimals = max(scaled >= 100 ? 0 : (scaled >= 10 ? 1 : 2), decimalsOf(step / scale))
            return sign + fixed(scaled, decimals: decimals, trimZeros: true) + suffix
        }
        if magnitude == 0 { return "0" }
        // Below 1000 (or a step too fine for a suffix): integers plainly, fractions with up to
        // three significant digits.
        let decimals = max(magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3, decimalsOf(step))
        return sign + fixed(magnitude, decimals: decimals, trimZeros: true)
    }

    /// The decimals that write `step` (≥ 0) exactly, at most six: 0 for 20, 1 for 0.5, 3 for 0.025.
    static func decimalsOf(_ step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var d = 0, p = step
        while d < 6 && abs(p - p.rounded()) > 1e-6 * max(p, 1) { p *= 10; d += 1 }
        return d
    }

    /// Magnitude suffixes, largest first (a constant: no array is built per label).
    private static let suffixes: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]

    /// An exact value grouped by thousands with a thin space (`1 234 567`); fractions keep up to
    /// `maxDecimals` digits without trailing zeros.
    public static func grouped(_ value: Double, maxDecimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        let magnitude = abs(value)
        if magnitude >= 1e15 || (magnitude > 0 && magnitude < 0.5 * NumberFormat.powerOfTen(-maxDecimals)) {
            return scientific(value, significantDigits: 6)
        }
        let sign = value < 0 ? "-" : ""
        let text = fixed(magnitude, decimals: maxDecimals, trimZeros: true)
        var integer = Substring(text)
        var fraction: Substring = ""
        if let dot = text.firstIndex(of: ".") {
            integer = text[..<dot]
            fraction = text[dot...]
        }
        var out = ""
        for (i, ch) in integer.enumerated() {
            if i > 0 && (integer.count - i) % 3 == 0 { out.append("\u{2009}") }
            out.append(ch)
        }
        return sign + out + fraction
    }

    /// A share in percent, rounded to a whole percent (`42%`), or one decimal below 1 % (`0.4%`).
    package static func percent(_ share: Double) -> String {
        guard share.isFinite else { return "–" }
        let p = share * 100
        if p > 0 && p < 1 { return fixed(p, decimals: 1, trimZeros: true) + "%" }
        return fixed(p, decimals: 0, trimZeros: true) + "%"
    }

    /// `value` with exactly `decimals` digits after the point (rounded half away from zero),
    /// optionally without trailing zeros. Works on integers, so no binary noise appears: decimals
    /// beyond a Double's 53 bits print as zeros, and a value whose digits do not fit 64 bits
    /// (≥ 9·10¹⁸) prints in scientific notation with 15 significant digits instead.
    public static func fixed(_ value: Double, decimals: Int, trimZeros: Bool = false) -> String {
        precondition(decimals >= 0 && decimals <= 15, "decimals must be in 0...15")
        guard value.isFinite else { return "–" }
        guard abs(value) < 9e18 else { return scientific(value, significantDigits: 15) }
        // Decimals beyond a Double's 53 bits are noise: print them as zeros.
        var power = 1.0, exactDecimals = decimals
        for _ in 0 ..< decimals { power *= 10 }
        while exactDecimals > 0 && abs(value) * power >= 9_007_199_254_740_992 { exactDecimals -= 1; power /= 10 }
        let scaled = (abs(value) * power).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return scientific(value, significantDigits: 15) }
        let units = UInt64(scaled)
        let p = UInt64(power)
        let intPart = units / p
        var fracPart = units % p
        let negative = value < 0 && units != 0
        var text = (negative ? "-" : "") + String(intPart)
        guard decimals > 0 else { return text }
        if exactDecimals < decimals && trimZeros && fracPart == 0 { return text }
        var digits = exactDecimals
        if trimZeros {
            while digits > 0 && fracPart % 10 == 0 { fracPart /= 10; digits -= 1 }
            if digits == 0 { return text }
        }
        var frac = digits > 0 ? String(fracPart) : ""
        while frac.count < digits { frac = "0" + frac }
        if !trimZeros { frac += String(repeating: "0", count: decimals - exactDecimals) }
        text += "." + frac
        return text
    }

    /// `value` (finite) in scientific notation with at most `significantDigits` significant digits,
    /// trailing zeros dropped: `1.5e19`, `-1.8e308`, `2.5e-300`, `0`. No libm: the decimal exponent
    /// comes from the binary one and is corrected by at most a step or two.
    static func scientific(_ value: Double, significantDigits: Int) -> String {
        precondition(significantDigits >= 1 && significantDigits <= 15, "significantDigits must be in 1...15")
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "-∞") }
        let magnitude = abs(value)
        guard magnitude > 0 else { return "0" }
        // log10(2) ≈ 0.30103: the estimate is within one of the true exponent.
        var exponent = Int((Double(Int(magnitude.exponent)) * 0.301_029_995_663_981_2).rounded(.down))
        var mantissa = scaled(magnitude, byPowerOfTen: -exponent)
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        var digits = fixed(mantissa, decimals: significantDigits - 1, trimZeros: true)
        if digits.hasPrefix("10") { digits = "1"; exponent += 1 }   // 9.996 rounded up to 10
        return (value < 0 ? "-" : "") + digits + "e" + String(exponent)
    }

    /// `m · 10^k` in steps of exactly representable powers (10²² at most), so neither the power
    /// nor an intermediate result overflows or underflows before it must.
    static func scaled(_ m: Double, byPowerOfTen k: Int) -> Double {
        var r = m, k = k
        while k > 0 { let s = min(k, 22); r *= powerOfTen(s); k -= s }
        while k < 0 { let s = min(-k, 22); r /= powerOfTen(s); k += s }
        return r
    }

    /// 10^k for |k| ≤ 22 (exact for k ≥ 0).
    static func powerOfTen(_ k: Int) -> Double {
        var p = 1.0
        for _ in 0 ..< abs(k) { p *= 10 }
        return k >= 0 ? p : 1 / p
    }
}
