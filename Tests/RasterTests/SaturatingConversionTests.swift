import Testing
@testable import Raster

/// `Int(saturating:)`: the total Double → integer conversion every computed value goes through.
@Suite struct SaturatingConversionTests {
    @Test func nanInfinitiesAndOutOfRangeValuesClamp() {
        #expect(Int64(saturating: .nan) == 0)
        #expect(Int64(saturating: .nan, nan: -1) == -1)
        #expect(Int64(saturating: .infinity) == .max)
        #expect(Int64(saturating: -.infinity) == .min)
        #expect(Int64(saturating: 1e19) == .max)
        #expect(Int64(saturating: -1e19) == .min)
        // Double(Int64.max) is 2⁶³, one past the range: Int64(_:) traps on it.
        #expect(Int64(saturating: Double(Int64.max)) == .max)
        #expect(Int64(saturating: Double(Int64.min)) == .min)
        #expect(Int64(saturating: 9_223_372_036_854_774_784) == 9_223_372_036_854_774_784)   // the largest Double below 2⁶³
        #expect(Int32(saturating: 3e9) == .max && Int32(saturating: -3e9) == .min)
        #expect(Int32(saturating: 2_147_483_647.4) == .max)
        #expect(UInt8(saturating: 300) == 255 && UInt8(saturating: -4) == 0 && UInt8(saturating: .greatestFiniteMagnitude) == 255)
        #expect(UInt32(saturating: -.infinity) == 0)
    }

    @Test func roundingRulesApplyInsideTheRange() {
        #expect(Int(saturating: 2.5) == 2)
        #expect(Int(saturating: -2.5) == -2)
        #expect(Int(saturating: 2.5, rounding: .toNearestOrAwayFromZero) == 3)
        #expect(Int(saturating: -2.5, rounding: .down) == -3)
        #expect(Int(saturating: 2.01, rounding: .up) == 3)
        #expect(Int(saturating: -0.0) == 0)
        #expect(Int(saturating: Double.leastNonzeroMagnitude, rounding: .up) == 1)
    }

    /// Any bit pattern converts to every width without trapping, inside the type's range and
    /// equal to `init(_:)` wherever that is defined.
    @Test func everyBitPatternConverts() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0 ..< 20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let v = Double(bitPattern: state)
            let i = Int64(saturating: v)
            if v.isFinite, let exact = Int64(exactly: v.rounded(.towardZero)) { #expect(i == exact) }
            _ = Int32(saturating: v, rounding: .up)
            _ = UInt8(saturating: v, rounding: .toNearestOrAwayFromZero)
            _ = UInt64(saturating: v, rounding: .down)
        }
    }
}
