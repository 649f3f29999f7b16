import Testing
import Raster
@testable import Charts

@Suite struct ViewportTests {
    @Test func mapsDataToScreenAndBack() {
        let v = Viewport(xMin: 1000, xMax: 2000, yMin: -5, yMax: 15)
        let r = Rect(x: 10, y: 20, width: 500, height: 200)
        #expect(v.screenX(1000, in: r) == 10)
        #expect(v.screenX(2000, in: r) == 510)
        #expect(v.screenY(-5, in: r) == 220)
        #expect(v.screenY(15, in: r) == 20)
        #expect(abs(v.dataX(atScreenX: v.screenX(1234, in: r), in: r) - 1234) < 1e-9)
        #expect(abs(v.dataY(atScreenY: v.screenY(7.5, in: r), in: r) - 7.5) < 1e-9)
    }
}
