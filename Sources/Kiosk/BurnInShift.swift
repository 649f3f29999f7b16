/// The burn-in guard: the whole picture moves by whole pixels on a slow cycle so no pixel shows
/// the same thing for hours. Every `period` seconds it takes one step; x runs the 12-step
/// triangle 0, 1, 2, 3, 2, 1, 0, −1, −2, −3, −2, −1 and y the same triangle with one step's pause
/// (13 steps). 12 and 13 share no factor, so one cycle of 156 steps — 2 h 36 min with
/// `burn_in = "1m"` — visits every offset of the 7 × 7 square (−3…+3 buffer pixels in x and
/// y), and no step moves more than 1 px along either axis (docs/kiosk.md).
enum BurnInShift {
    /// The largest offset in either direction, in buffer pixels (the margin the wall keeps).
    static let maxShift = 3
    /// Steps in one whole cycle.
    package static let cycle = 156

    /// The offset at step `step` of the path.
    public static func offset(step: Int) -> (x: Int, y: Int) {
        let s = ((step % cycle) + cycle) % cycle
        let k = s % 13
        return (triangle(s % 12), k == 12 ? 0 : triangle(k))
    }

    /// The offset `time` seconds after the start with one step every `period` seconds.
    public static func offset(at time: Double, period: Double) -> (x: Int, y: Int) {
        guard period > 0, time.isFinite, time >= 0 else { return (0, 0) }
        return offset(step: Int((time / period).rounded(.down).truncatingRemainder(dividingBy: Double(cycle))))
    }

    /// 0, 1, 2, 3, 2, 1, 0, −1, −2, −3, −2, −1 for 0…11.
    private static func triangle(_ k: Int) -> Int {
        k <= 3 ? k : k <= 9 ? 6 - k : k - 12
    }
}
