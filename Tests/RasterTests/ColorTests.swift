import Testing
@testable import Raster

@Suite struct ColorTests {
    @Test func parsesHexInEitherCase() {
        #expect(Color(hex: "#1f77B4") == Color(red: 0x1F, green: 0x77, blue: 0xB4))
        #expect(Color(hex: "#11223380")?.alpha == 0x80)
        #expect(Color(hex: "1F77B4") == nil)
        #expect(Color(hex: "#1F77G4") == nil)
        #expect(Color(hex: "#1F77B") == nil)
    }

    @Test func premultipliesExactly() {
        #expect(Color(rgb: 0x1F77B4).premultiplied == 0xFF1F_77B4)
        #expect(Color(red: 255, green: 128, blue: 0, alpha: 128).premultiplied == 0x8080_4000)
        #expect(Color.clear.premultiplied == 0)
        // Round trip through premultiplication for every alpha of one channel value.
        for a in 1...255 {
            let c = Color(red: 200, green: 0, blue: 0, alpha: UInt8(a))
            let back = Color(premultiplied: c.premultiplied)
            #expect(abs(Int(back.red) - 200) <= 255 / a + 1)
        }
    }
}
