import Raster
import Testing
@testable import Kiosk

/// Where the cells go and which panel a point hits.
struct KioskLayoutTests {
    private func file(_ layout: KioskFile.Layout, panels: Int, burnIn: Double? = 60) -> KioskFile {
        var f = KioskFile(layout: layout, panels: (0 ..< panels).map { Panel(source: .file("\($0).json"), line: 0) })
        f.burnIn = burnIn
        return f
    }

    @Test func aGridSplitsTheContentWithGaps() {
        let l = KioskLayout(file: file(.grid(rows: 2, columns: 2), panels: 4), width: 1286, height: 806, scale: 1)
        #expect(l.margin == 3 && l.gap == 6)
        #expect(l.cells == [PixelRect(x: 0, y: 0, width: 637, height: 397), PixelRect(x: 643, y: 0, width: 637, height: 397),
                            PixelRect(x: 0, y: 403, width: 637, height: 397), PixelRect(x: 643, y: 403, width: 637, height: 397)])
        #expect(l.gaps == [PixelRect(x: 637, y: 0, width: 6, height: 800), PixelRect(x: 0, y: 397, width: 1280, height: 6)])
    }

    @Test func unusedCellsAreGaps() {
        let l = KioskLayout(file: file(.grid(rows: 2, columns: 2), panels: 3, burnIn: nil), width: 1286, height: 806, scale: 1)
        #expect(l.margin == 0 && l.cells.count == 3)
        #expect(l.gaps.first == PixelRect(x: 646, y: 406, width: 640, height: 400))
    }

    @Test func hitTestingFindsThePanelUnderTheFingerAndNothingInGaps() {
        let l = KioskLayout(file: file(.grid(rows: 2, columns: 2), panels: 4), width: 1286, height: 806, scale: 1)
        let none = (x: 0, y: 0)
        #expect(l.cellIndex(atX: 3, y: 3, shift: none) == 0)
        #expect(l.cellIndex(atX: 2.9, y: 100, shift: none) == nil)        // the margin
        #expect(l.cellIndex(atX: 3 + 636.9, y: 100, shift: none) == 0)
        #expect(l.cellIndex(atX: 3 + 640, y: 100, shift: none) == nil)    // the gap
        #expect(l.cellIndex(atX: 3 + 643, y: 100, shift: none) == 1)
        #expect(l.cellIndex(atX: 100, y: 3 + 500, shift: none) == 2)
        #expect(l.cellIndex(atX: 1200, y: 700, shift: none) == 3)
        // The burn-in shift moves the cells, and the hits with them.
        #expect(l.cellIndex(atX: 3 + 643, y: 100, shift: (x: 2, y: 0)) == nil)
        #expect(l.cellIndex(atX: 3 + 645, y: 100, shift: (x: 2, y: 0)) == 1)
        #expect(l.cell(3, shift: (x: -3, y: 1)) == PixelRect(x: 643, y: 407, width: 637, height: 397))
    }

    @Test func rotateHasOneCellForEveryPanel() {
        let l = KioskLayout(file: file(.rotate, panels: 3), width: 806, height: 606, scale: 2)
        #expect(l.cells == [PixelRect(x: 0, y: 0, width: 800, height: 600)] && l.gaps.isEmpty)
        #expect(l.cell(2, shift: (x: 0, y: 0)) == PixelRect(x: 3, y: 3, width: 800, height: 600))
    }
}
