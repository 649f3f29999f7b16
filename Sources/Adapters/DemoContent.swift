import Charts
import Foundation
import Raster

/// The demonstration pattern: coloured bars on a plain background under a horizontal data-space
/// camera, with exact pan and zoom so tests can measure the window's input path in pixels.
/// `--demo` shows it; it needs no data, fonts or scene.
///
/// Geometry: bar `k` (0 ..< 200) covers data x `k·100 + 20 ..< k·100 + 60`, bottom-aligned, its
/// height `(k·37 mod 5 + 2) / 8` of the window; the first view shows data x `0 ..< 1000`.
/// Drag pans by the dragged distance, two-finger pinch and touchpad pinch zoom about the
/// fingers' midpoint, wheel zooms ×1.25 per notch about the pointer, ←/→ pan by a tenth, +/−
/// zoom ×1.25 about the centre, `n` swaps day and night, Tab shifts the palette. A 10×10 marker
/// follows the pointer; moving it damages only its old and new squares (partial damage). Like the
/// chart screen it draws every pixel of every frame (the window's contract).
@MainActor
package final class DemoContent: WindowContent {
    package init() {}

    static let day = Color(rgb: 0xFFFFFF), night = Color(rgb: 0x242F3E)
    static let palette: [Color] = [Color(rgb: 0x3DC23F), Color(rgb: 0xF34C44), Color(rgb: 0x3896E8), Color(rgb: 0xF0A030)]

    private(set) var xMin = 0.0, xSpan = 1000.0
    private(set) var nightMode = false
    private(set) var paletteShift = 0
    static let marker = Color(rgb: 0x7F3FBF)
    private var width = 1, height = 1
    /// What the next frame must redraw (empty: nothing).
    private var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var dirty: Bool {
        get { !damage.isEmpty }
        set { damage = newValue ? PixelRect(x: 0, y: 0, width: width, height: height) : PixelRect(x: 0, y: 0, width: 0, height: 0) }
    }
    /// The pointer marker's square, if the pointer is over the window.
    private var markerRect: PixelRect?
    private var touches: [Int: Point] = [:]
    private var dragFrom: Point?

    package func resize(width: Int, height: Int, scale: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        dirty = true
    }

    package func needsFrame(at time: Double) -> Bool { dirty }

    package var nextChange: Double? { nil }

    package var title: String { "demo" }

    package func advance(to time: Double) {}

    package func render(into full: Bitmap) -> PixelRect {
        let area = damage.intersection(full.bounds)
        damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        let target = full
        target.clear(to: nightMode ? Self.night : Self.day)
        let w = Double(target.width), h = Double(target.height)
        for k in 0 ..< 200 {
            let x0 = ((Double(k * 100 + 20) - xMin) / xSpan * w).rounded()
            let x1 = ((Double(k * 100 + 60) - xMin) / xSpan * w).rounded()
            guard x1 > 0, x0 < w else { continue }
            let barHeight = (Double(k * 37 % 5 + 2) / 8 * h).rounded()
            let rect = PixelRect(x: Int(x0), y: Int(h - barHeight), width: Int(x1 - x0), height: Int(barHeight))
            target.view(rect).clear(to: Self.palette[(k + paletteShift) % Self.palette.count])
        }
        if let m = markerRect { target.view(m).clear(to: Self.marker) }
        return area
    }

    /// Every pixel again (the pattern is cheap): the same pixels as ``render(into:)``.
    package func renderChanges(into full: Bitmap, damage: inout Damage) { damage.add(render(into: full)) }

    /// Moves the marker to `p` (or hides it): only the old and new squares change.
    private func moveMarker(to p: Point?) {
        let new = p.map { PixelRect(x: Int($0.x) - 5, y: Int($0.y) - 5, width: 10, height: 10) }
        guard new != markerRect else { return }
        for r in [markerRect, new].compactMap({ $0 }) { damage = damage.union(r) }
        markerRect = new
    }

    // MARK: input

    package func handle(_ input: ChartInput) {
        switch input {
        case .touchDown(let id, let p, _):
            touches[id] = p
        case .touchMove(let id, let p, _):
            guard let old = touches[id] else { return }
            if touches.count == 1 {
                pan(by: p.x - old.x)
            } else if touches.count == 2, let otherID = touches.keys.first(where: { $0 != id }), let other = touches[otherID] {
                let before = abs(old.x - other.x), after = abs(p.x - other.x)
                let midBefore = (old.x + other.x) / 2, midAfter = (p.x + other.x) / 2
                if before > 1, after > 1 { zoom(by: after / before, about: midBefore) }
                pan(by: midAfter - midBefore)
            }
            touches[id] = p
        case .touchUp(let id, _):
            touches[id] = nil
        case .touchCancel:
            touches.removeAll()
        case .pointerDown(.primary, let p, _):
            dragFrom = p
        case .pointerMove(let p, _):
            if let from = dragFrom { pan(by: p.x - from.x); dragFrom = p }
            moveMarker(to: p)
        case .pointerUp(.primary, _, _):
            dragFrom = nil
        case .pointerLeave:
            dragFrom = nil
            moveMarker(to: nil)
        case .scroll(_, let dy, let at, _, _):
            zoom(by: Self.pow125(-dy), about: at.x)
        case .pinch(let scale, let center, _):
            zoom(by: scale, about: center.x)
        case .key(let key, _):
            switch key {
            case .left: pan(by: Double(width) / 10)
            case .right: pan(by: -Double(width) / 10)
            case .zoomIn: zoom(by: 1.25, about: Double(width) / 2)
            case .zoomOut: zoom(by: 0.8, about: Double(width) / 2)
            case .nightMode: nightMode.toggle(); dirty = true
            case .nextChart: paletteShift += 1; dirty = true
            case .previousChart: paletteShift += Self.palette.count - 1; dirty = true
            default: break
            }
        default:
            break
        }
    }

    /// Moves the content right by `dx` pixels.
    private func pan(by dx: Double) {
        guard dx != 0 else { return }
        xMin -= dx / Double(width) * xSpan
        dirty = true
    }

    /// Magnifies by `factor` keeping the data under screen x `cx` in place.
    private func zoom(by factor: Double, about cx: Double) {
        guard factor > 0, factor.isFinite, factor != 1 else { return }
        let anchor = xMin + cx / Double(width) * xSpan
        xSpan /= factor
        xMin = anchor - cx / Double(width) * xSpan
        dirty = true
    }

    /// 1.25ⁿ (wheel notches may be fractional on touchpads).
    private static func pow125(_ n: Double) -> Double { pow(1.25, n) }
}
