#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Values to pitch: the lowest value of a range sounds at `lowFrequency`, the highest at
/// `highFrequency`, and equal steps in value are equal musical intervals in between (the
/// frequency is exponential in the value, so the pitch a listener hears is linear in it).
package struct PitchScale: Sendable, Equatable {
    /// The frequency of the lowest value, Hz (default 150).
    var lowFrequency: Double
    /// The frequency of the highest value, Hz (default 2600).
    var highFrequency: Double
    /// The values mapped to `lowFrequency` and `highFrequency`.
    package var minValue: Double
    package var maxValue: Double

    static let defaultFrequencies: ClosedRange<Double> = 150 ... 2600

    /// A scale over `values` (their finite minimum and maximum). When every value is equal they
    /// all sound at the geometric middle of the frequency range.
    public init(minValue: Double, maxValue: Double, frequencies: ClosedRange<Double> = PitchScale.defaultFrequencies) {
        precondition(frequencies.lowerBound > 0, "frequencies must be positive")
        precondition(minValue <= maxValue, "minValue must not exceed maxValue")
        self.minValue = minValue; self.maxValue = maxValue
        lowFrequency = frequencies.lowerBound; highFrequency = frequencies.upperBound
    }

    /// The frequency of `value` in Hz; values outside the range are clamped to it.
    package func frequency(of value: Double) -> Double {
        let span = maxValue - minValue
        let t = span > 0 ? Swift.min(Swift.max((value - minValue) / span, 0), 1) : 0.5
        return lowFrequency * pow(highFrequency / lowFrequency, t)
    }
}
