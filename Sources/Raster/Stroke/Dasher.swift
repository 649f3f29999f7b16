/// Cuts contours into the "on" pieces of a dash pattern, each then stroked as an open contour
/// (so every dash gets the caps). On a closed contour a dash running over the start joins the
/// first one, as in SVG.
struct Dasher {
    /// The pattern, even in length; empty when the style asks for a solid line.
    private(set) var pattern: [Double] = []
    private var total = 0.0
    private var offset = 0.0

    /// A dasher for a style (its pattern sanitised: odd lengths repeated, invalid ones → solid).
    init(dash: [Double], offset: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return }
        let full = dash.count % 2 == 1 ? dash + dash : dash
        let sum = full.reduce(0, +)
        guard sum > 0 else { return }
        pattern = full
        total = sum
        self.offset = offset.isFinite ? offset : 0
    }

    var isSolid: Bool { pattern.isEmpty }

    /// Calls `emit` with each dash of the contour `pts` (as an open polyline, valid during the
    /// call); `emit`'s Bool is true when the contour is entirely "on" and closed (stroke it closed).
    /// `piece` and `firstPiece` are scratch buffers.
    /// - Complexity: O(points + dashes).
    func dash(_ pts: UnsafeBufferPointer<Point>, closed: Bool, piece: inout PointBuffer,
              firstPiece: inout PointBuffer, _ emit: (UnsafeBufferPointer<Point>, Bool) -> Void) {
        guard pts.count > 0 else { return }
        // A pattern far finer than the contour (over 100 000 dashes) is drawn solid rather than
        // spending unbounded time on invisible dashes.
        var length = 0.0
        for s in 0 ..< (closed ? pts.count : pts.count - 1) {
            length += pts[s].distance(to: pts[(s + 1) % pts.count])
        }
        guard length.isFinite, length / total <= 50_000 else { emit(pts, closed); return }
        // Where in the pattern the contour starts.
        var phase = offset.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var index = 0
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - phase
        var on = index % 2 == 0
        let startsOn = on
        var toggled = false
        // With a closed contour starting "on", the first dash is held back to join the last.
        var holdingFirst = closed && startsOn
        piece.count = 0
        firstPiece.count = 0
        if on { piece.append(pts[0]) }

        let segments = closed ? pts.count : pts.count - 1
        for s in 0 ..< segments {
            let a = pts[s], b = pts[(s + 1) % pts.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            var t = 0.0
            while length - t > remaining {
                t += remaining
                let f = t / length
                let p = Point(a.x + dx * f, a.y + dy * f)
                if on {
                    piece.append(p)
                    if holdingFirst {
                        for i in 0 ..< piece.count { firstPiece.append(piece.base[i]) }
                        holdingFirst = false
                    } else {
                        emit(piece.buffer, false)
                    }
                    piece.count = 0
                } else {
                    piece.append(p)
                }
                toggled = true
                index = (index + 1) % pattern.count
                on.toggle()
                remaining = pattern[index]
            }
            remaining -= length - t
            if on { piece.append(b) }
        }
        if !toggled && startsOn {
            // Never switched off: the whole contour is one dash.
            emit(pts, closed)
            return
        }
        if on && piece.count > 0 {
            if closed && startsOn && firstPiece.count > 0 {
                for i in 1 ..< firstPiece.count { piece.append(firstPiece.base[i]) }
                firstPiece.count = 0
            }
            emit(piece.buffer, false)
        }
        if firstPiece.count > 0 { emit(firstPiece.buffer, false) }
    }
}
