import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A dense comparison drawn from its series' own columns (`ShiftedCopy`, issue 34's frame cost):
/// the model knows which comparisons are their series moved by the shift, the renderer takes the
/// comparison's columns from the series' decimation in the view's grid, and its envelope is filled
/// column by column — showing what the comparison's own decimation and polygon showed.
@Suite struct ShiftedComparisonTests {
    static let day = CompareShift(milliseconds: 86_400_000)
    static let start: Int64 = 1_700_000_000_000

    /// `n` points a minute apart (a day is 1 440 of them), a random walk with a gap of 30.
    static func chart(points n: Int = 20_000, jitter: Int? = nil) -> ChartData {
        var state: UInt64 = 7, v = 0.0
        let x = (0 ..< n).map { start + Int64($0) * 60_000 + ($0 == jitter ? 1 : 0) }
        let values = (0 ..< n).map { i -> Double in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            v += Double(state >> 11) / Double(1 << 53) * 20 - 10
            return (5000 ..< 5030).contains(i) ? .nan : v
        }
        return ChartData(title: "walk", x: x, series: [Series(id: "cpu", name: "cpu", color: Color(rgb: 0x108BE3), kind: .line, values: values)])
    }

    @Test func theModelKnowsAComparisonThatIsItsSeriesMoved() {
        let model = ChartModel(data: Self.chart().comparing([Self.day]), hidden: [])
        #expect(model.shiftedCopies == [nil, ShiftedCopy(source: 0, points: 1440, headIsGap: true)])
        let jittered = ChartModel(data: Self.chart(jitter: 9000).comparing([Self.day]), hidden: [])
        #expect(jittered.shiftedCopies == [nil, nil], "one time a millisecond off: not a copy")

        // Live: samples that keep the copy keep it; one that does not drops it for good.
        var batch = SampleBatch(series: 1)
        batch.append(x: Self.start + 20_000 * 60_000, values: [1])
        model.append(model.data.comparisonBatch(batch, ids: ["cpu"]))
        #expect(model.shiftedCopies[1]?.points == 1440)
        model.removeFirst(10)
        #expect(model.shiftedCopies[1] == ShiftedCopy(source: 0, points: 1440, headIsGap: false))
        var wrong = SampleBatch(series: 2)
        wrong.append(x: Self.start + 20_001 * 60_000, values: [2, 12345])
        model.append(wrong)
        #expect(model.shiftedCopies[1] == nil)
    }

    /// A view of 8 000 points over 400 columns (20 a column) whose day is 72 columns.
    static func view(_ model: ChartModel) -> (frame: PlotFrame, range: Range<Int>) {
        let xMin = Double(start + 6000 * 60_000), xMax = xMin + 8000 * 60_000
        let frame = PlotFrame(rect: Rect(x: 0, y: 0, width: 400, height: 300), xMin: xMin, xMax: xMax, y: [(-1500, 1500)])
        return (frame, model.indexRange(xMin: xMin, xMax: xMax))
    }

    @Test func theComparisonsColumnsAreItsSeriesColumnsMoved() {
        let model = ChartModel(data: Self.chart().comparing([Self.day]), hidden: [])
        let (frame, range) = Self.view(model)
        let renderer = SeriesRenderer(rasterizer: Rasterizer())
        renderer.forgetColumns(model)
        let shift = renderer.shiftedColumns(model, model.shiftedCopies[1]!, range: range, frame: frame, width: 400)
        #expect(abs(shift - 72) < 1e-9)
        let moved = renderer.m4
        var own: [M4Column] = []
        model.decimators[1].decimate(x: model.data.x, range: range, xMin: frame.xMin, xMax: frame.xMax, width: 400, into: &own)
        var compared = 0
        for c in own where c.column >= 0 && c.column < 400 {
            guard let m = moved.first(where: { $0.column == c.column - 72 }) else { Issue.record("column \(c.column) missing"); continue }
            #expect(m.firstIndex == c.firstIndex - 1440 && m.lastIndex == c.lastIndex - 1440, "column \(c.column)")
            #expect(m.first == c.first && m.last == c.last && m.min == c.min && m.max == c.max && m.breakBefore == c.breakBefore,
                    "column \(c.column)")
            compared += 1
        }
        #expect(compared > 390, "the columns left of the view (decimated for the comparison) and in it")
        #expect(own.contains { $0.breakBefore }, "the gap shows in the view")
    }

    @Test func drawnFromItsSeriesColumnsItLooksTheSame() {
        let model = ChartModel(data: Self.chart().comparing([Self.day]), hidden: [])
        let (frame, range) = Self.view(model)
        func draw() -> Bitmap {
            let b = Bitmap(width: 400, height: 300)
            b.clear(to: .white)
            let renderer = SeriesRenderer(rasterizer: Rasterizer())
            renderer.forgetColumns(model)
            renderer.drawLine(model, series: 1, opacity: 0.5, color: .black, frame: frame, range: range, lineWidth: 1.2, look: nil, in: b)
            return b
        }
        let moved = draw()
        model.shiftedCopies = [nil, nil]
        let own = draw()
        // The edge pixel columns differ: the own decimation's outermost columns hold one point
        // beyond the view, the series' columns all of theirs.
        var inner = moved, innerOwn = own
        inner.clip = PixelRect(x: 1, y: 0, width: 398, height: 300); innerOwn.clip = inner.clip
        let d = Golden.compare(inner.view(inner.clip), innerOwn.view(innerOwn.clip))
        #expect(d.max <= 1, "\(d)")
        #expect(Golden.compare(moved, Bitmap(width: 400, height: 300)).differingPixels > 400 * 5, "something was drawn")
    }

    /// A dense comparison is a thin line inside the band its points make (the series' own band
    /// is drawn over it): in each pixel column, its rows lie within the polygon of the same points'
    /// extremes, give or take a row, and it covers fewer pixels.
    @Test func theThinLineRunsInsideItsBand() {
        let model = ChartModel(data: Self.chart().comparing([Self.day]), hidden: [])
        let (frame, range) = Self.view(model)
        model.shiftedCopies = [nil, nil]
        let columns = Bitmap(width: 400, height: 300)
        columns.clear(to: .white)
        SeriesRenderer(rasterizer: Rasterizer()).drawLine(model, series: 1, opacity: 1, color: .black, frame: frame, range: range,
                                                          lineWidth: 1.2, look: nil, in: columns)
        // The series itself over the day before, as a polygon: the comparison's points, its grid.
        var frame0 = frame
        frame0.xMin -= 86_400_000; frame0.xMax -= 86_400_000
        let polygon = Bitmap(width: 400, height: 300)
        polygon.clear(to: .white)
        SeriesRenderer(rasterizer: Rasterizer()).drawLine(model, series: 0, opacity: 1, color: .black, frame: frame0,
                                                          range: model.indexRange(xMin: frame0.xMin, xMax: frame0.xMax),
                                                          lineWidth: 1.2, look: nil, in: polygon)
        func rows(_ b: Bitmap, _ x: Int) -> ClosedRange<Int>? {
            let drawn = (0 ..< 300).filter { b[x, $0] != 0xFFFF_FFFF }
            return drawn.first.map { $0 ... drawn.last! }
        }
        var checked = 0, line = 0, band = 0
        for x in 2 ..< 398 {
            guard let a = rows(columns, x), let b = rows(polygon, x) else { continue }
            #expect(a.lowerBound >= b.lowerBound - 1 && a.upperBound <= b.upperBound + 1, "pixel column \(x): \(a) outside \(b)")
            line += a.count; band += b.count
            checked += 1
        }
        #expect(checked > 350)
        #expect(line < band, "a line, not the band: \(line) against \(band) pixels")
    }
}
