import Testing
import Raster
@testable import Charts

/// The event card near the highlight (issue 33) never covers the info board: at the top of the
/// plot over its marker when the board is elsewhere, else the nearest place beside, below or
/// above the board (and clear of the highlight's circles where it can be), inside the screen;
/// not drawn when no place is clear of the board.
@Suite struct EventCardPlacementTests {
    static let screen = Rect(x: 0, y: 0, width: 800, height: 500)
    static let plot = Rect(x: 40, y: 60, width: 740, height: 340)

    static func place(_ w: Double, _ h: Double, marker: Double, board: Rect?) -> Rect? {
        EventLayer.placeCard(width: w, height: h, markerX: marker, plot: plot, screen: screen, board: board, gap: 6)
    }

    @Test func withoutABoardOrAwayFromItTheCardStandsOverItsMarker() {
        #expect(Self.place(200, 60, marker: 300, board: nil) == Rect(x: 200, y: 66, width: 200, height: 60))
        let far = Rect(x: 600, y: 60, width: 150, height: 90)
        #expect(Self.place(200, 60, marker: 300, board: far) == Rect(x: 200, y: 66, width: 200, height: 60))
        #expect(Self.place(200, 60, marker: 20, board: nil)?.minX == 40, "kept inside the plot")
    }

    @Test func aBoardAtTheSamePlacePushesTheCardNextToIt() throws {
        // The board right of the highlight line at the plot top, where the card would go.
        let board = Rect(x: 310, y: 60, width: 150, height: 90)
        let card = try #require(Self.place(200, 60, marker: 300, board: board))
        #expect(!card.intersects(board.insetBy(dx: -6, dy: -6)), "\(card)")
        #expect(card == Rect(x: 200, y: 156, width: 200, height: 60), "below the board, over its marker: \(card)")
    }

    @Test func theHighlightCirclesAreKeptClearWherePossible() throws {
        let board = Rect(x: 310, y: 60, width: 150, height: 90)
        let circle = BoardPlacement.Circle(center: Point(300, 170), radius: 5)
        let card = try #require(EventLayer.placeCard(width: 200, height: 60, markerX: 300, plot: Self.plot, screen: Self.screen,
                                                     board: board, circles: [circle], gap: 6))
        #expect(card == Rect(x: 104, y: 66, width: 200, height: 60), "left of the board, at the plot top: \(card)")
        #expect(!BoardPlacement.covers(card, circle, margin: 6))
    }

    @Test func theCardNeverCoversTheBoardWhereverItIs() {
        var placed = 0
        for bx in stride(from: 0.0, through: 700, by: 23) {
            for by in stride(from: 0.0, through: 420, by: 19) {
                let board = Rect(x: bx, y: by, width: 160, height: 110)
                for marker in [40.0, 250, 420, 780] {
                    guard let card = Self.place(260, 80, marker: marker, board: board) else { continue }
                    placed += 1
                    #expect(!card.intersects(board), "board \(board), marker \(marker): card \(card)")
                    #expect(card.minX >= 0 && card.maxX <= 800 && card.minY >= 0 && card.maxY <= 500)
                }
            }
        }
        #expect(placed > 0)
    }

    @Test func noPlaceClearOfTheBoardDrawsNoCard() {
        let small = Rect(x: 0, y: 0, width: 300, height: 200)
        let board = Rect(x: 20, y: 20, width: 260, height: 160)
        #expect(EventLayer.placeCard(width: 200, height: 80, markerX: 150, plot: small, screen: small, board: board, gap: 6) == nil)
    }
}
