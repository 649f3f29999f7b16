import SeriesData

/// An audio graph of one series over a visible x range: time runs left to right, the value is
/// pitch (`PitchScale`), silence is a gap.
///
/// The plan: each visible point owns the time from halfway after its left neighbour to halfway
/// before its right one (the first and last point half a step outwards), scaled to
/// `AudioGraphOptions.duration`. Points closer than `AudioGraphOptions.minimumSegment` are
/// merged left to right into segments that sound at their mean value; a run of gaps is one silent
/// segment. A piece still too short (a lone point between gaps, a one-point gap in dense data)
/// joins its right neighbour (its left one at the end); the merged segment sounds when more of
/// its time held values than gaps. So no segment is shorter than the minimum.
/// `render()` turns the plan into stereo PCM (`AudioGraph+Synthesis.swift`).
///
/// Stacked and percentage charts play the series' own values, not its stacked top or share.
package struct AudioGraph: Sendable {
    /// A stretch of the sound with one pitch, or silence.
    package struct Segment: Sendable, Equatable {
        /// The first frame and the number of frames.
        package var startFrame: Int
        package var frameCount: Int
        /// The mean of the segment's values; `nil` for silence.
        public var value: Double?
        /// The frequency of `value`, Hz; `nil` for silence.
        package var frequency: Double?
        /// The chart's point indices the segment covers.
        public var points: Range<Int>

        package var endFrame: Int { startFrame + frameCount }
    }

    public let options: AudioGraphOptions
    /// The series played (an index into the chart's series).
    package let seriesIndex: Int
    /// The points played.
    public let points: Range<Int>
    /// The x (ms) at the first frame and after the last one: time is linear in x between them.
    package let timeline: XWindow
    /// Values to frequencies: the visible minimum sounds lowest, the visible maximum highest.
    public let pitch: PitchScale
    /// The segments, in order, covering every frame exactly once.
    package let segments: [Segment]
    /// The length in frames.
    package let frameCount: Int

    /// Plans the audio graph of series `series` over the points of `window`.
    /// - Throws: `AudioGraphError` for a duration outside 2–10 s, no point in the window, or
    ///   only gaps.
    /// - Complexity: O(points in the window).
    public init(data: ChartData, series: Int, window: XWindow, options: AudioGraphOptions = AudioGraphOptions()) throws {
        precondition(data.series.indices.contains(series), "series index out of range")
        precondition(options.sampleRate > 0 && options.minimumSegment >= 0 && options.fade >= 0, "positive rates and lengths")
        guard AudioGraphOptions.durations.contains(options.duration) else { throw AudioGraphError.durationOutOfRange(options.duration) }
        let id = data.series[series].id
        let range = data.indices(in: window)
        guard !range.isEmpty else { throw AudioGraphError.noPoints(series: id) }
        let values = data.series[series].values
        var lo = Double.infinity, hi = -Double.infinity
        for i in range where values[i].isFinite { lo = min(lo, values[i]); hi = max(hi, values[i]) }
        guard lo <= hi else { throw AudioGraphError.onlyGaps(series: id) }

        self.options = options
        seriesIndex = series
        points = range
        let pitch = PitchScale(minValue: lo, maxValue: hi, frequencies: options.frequencies)
        self.pitch = pitch
        frameCount = Int((options.duration * Double(options.sampleRate)).rounded())
        let timeline = AudioGraph.timeline(x: data.x, points: range)
        self.timeline = timeline
        let cells = AudioGraph.cellBoundaries(x: data.x, points: range, timeline: timeline, frames: frameCount)
        let minFrames = Int((options.minimumSegment * Double(options.sampleRate)).rounded())
        var pieces = AudioGraph.merge(values: values, points: range, boundaries: cells, minimumFrames: minFrames)
        for k in pieces.indices {
            pieces[k].frequency = pieces[k].value.map { pitch.frequency(of: $0) }
        }
        segments = pieces
    }

    /// The x (ms) sounding at `frame`.
    public func x(atFrame frame: Int) -> Double {
        timeline.lower + timeline.span * Double(frame) / Double(max(frameCount, 1))
    }

    /// The segment sounding at `frame` (the last one at or after the end).
    /// - Complexity: O(log segments).
    package func segment(atFrame frame: Int) -> Segment {
        // The last segment starting at or before `frame` (the first when none does).
        let after = XSearch.partitionPoint(segments.count) { segments[$0].startFrame <= frame }
        return segments[max(after - 1, 0)]
    }

    // MARK: Planning

    /// The x span the sound covers: the first point minus half a step to the last plus half a step.
    static func timeline(x: [Int64], points r: Range<Int>) -> XWindow {
        let first = Double(x[r.lowerBound]), last = Double(x[r.upperBound - 1])
        guard r.count > 1 else { return XWindow(first - 0.5, first + 0.5) }
        let before = (Double(x[r.lowerBound + 1]) - first) / 2
        let after = (last - Double(x[r.upperBound - 2])) / 2
        return XWindow(first - before, last + after)
    }

    /// `points.count + 1` frame boundaries: point `i` owns frames `b[i - lo] ..< b[i - lo + 1]`.
    static func cellBoundaries(x: [Int64], points r: Range<Int>, timeline: XWindow, frames: Int) -> [Int] {
        var b = [Int](repeating: 0, count: r.count + 1)
        b[r.count] = frames
        for k in 1 ..< r.count {
            let mid = (Double(x[r.lowerBound + k - 1]) + Double(x[r.lowerBound + k])) / 2
            b[k] = Int(((mid - timeline.lower) / timeline.span * Double(frames)).rounded())
        }
        return b
    }

    /// A segment being built: frames with values and frames of gaps, and the sum of the values.
    private struct Piece {
        var start: Int, end: Int
        var soundFrames = 0, silentFrames = 0
        var sum = 0.0, n = 0
        var first: Int, last: Int
        var sounds: Bool { soundFrames > silentFrames || (soundFrames == silentFrames && n > 0 && soundFrames > 0) }
        var frames: Int { end - start }

        mutating func absorb(_ p: Piece) {
            start = min(start, p.start); end = max(end, p.end)
            soundFrames += p.soundFrames; silentFrames += p.silentFrames
            sum += p.sum; n += p.n
            first = min(first, p.first); last = max(last, p.last)
        }
    }

    /// Cells to segments (see the type's documentation for the rule).
    static func merge(values: [Double], points r: Range<Int>, boundaries b: [Int], minimumFrames: Int) -> [Segment] {
        var stack: [Piece] = []
        stack.reserveCapacity(min(r.count, 1024))
        for k in 0 ..< r.count {
            let i = r.lowerBound + k
            let v = values[i]
            var cell = Piece(start: b[k], end: b[k + 1], first: i, last: i)
            if v.isFinite { cell.soundFrames = cell.frames; cell.sum = v; cell.n = 1 } else { cell.silentFrames = cell.frames }
            guard var top = stack.last else { stack.append(cell); continue }
            if top.frames < minimumFrames || (!top.sounds && !cell.sounds) {
                top.absorb(cell)
                stack[stack.count - 1] = top
                coalesceSilence(&stack)
            } else {
                stack.append(cell)
            }
        }
        // The last piece, when short, joins its left neighbour.
        while stack.count > 1, let top = stack.last, top.frames < minimumFrames {
            stack.removeLast()
            stack[stack.count - 1].absorb(top)
            coalesceSilence(&stack)
        }
        return stack.map { p in
            let sounds = p.sounds && p.n > 0
            return Segment(startFrame: p.start, frameCount: p.frames, value: sounds ? p.sum / Double(p.n) : nil,
                           frequency: nil, points: p.first ..< p.last + 1)
        }
    }

    /// Two silent pieces side by side become one.
    private static func coalesceSilence(_ stack: inout [Piece]) {
        while stack.count > 1, !stack[stack.count - 1].sounds, !stack[stack.count - 2].sounds {
            let top = stack.removeLast()
            stack[stack.count - 1].absorb(top)
        }
    }
}
