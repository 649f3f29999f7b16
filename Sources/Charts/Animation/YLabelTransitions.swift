/// Decides which sets of y labels are on screen and how opaque each is, so labels never flicker.
///
/// Each time the y scale gets a new *target* range the scene calls `setTarget(_:at:)`; that
/// starts a **generation** of labels laid out for the target range. The newest generation fades
/// in while the older ones fade out; their positions are not animated here — each label keeps its
/// value and rides the moving scale (the scene maps it through the current animated viewport).
///
/// The contest article's rule: while the newest transition is less than half done, a new target
/// is **postponed** (only the latest postponed target is kept) and starts exactly when the running
/// transition reaches its half. So two transitions never start less than `duration / 2` apart and
/// at most four generations are ever alive (storage is reserved once; no allocation per frame).
///
/// Call ``advance(to:)`` once per frame before reading opacities.
public struct YLabelTransitions: Sendable {
    /// The value range a generation of labels is laid out for.
    public struct Span: Hashable, Sendable {
        public var lower: Double
        public var upper: Double
        /// The top is a bound (100 %: `YScale.top(_:dataMax:unit:)`), not a round grid line: the
        /// lines are the round values inside the span, as a fixed extent's (`YGridLines`).
        package var cut = false
        public init(_ lower: Double, _ upper: Double) { self.lower = lower; self.upper = upper }
    }

    /// One set of labels: laid out for `span`, fading in from `appear`, fading out from `disappear`.
    public struct Generation: Hashable, Sendable {
        public var span: Span
        public var appear: Double
        public var disappear: Double?
        /// Increases by one per generation; lets the scene cache label layouts.
        package var serial: Int
    }

    /// Seconds a fade takes.
    public let duration: Double
    public let easing: Easing = .cubicOut
    /// Live generations, oldest first; the last one is the current target.
    private(set) var generations: [Generation]
    /// The target waiting for the running transition to be half done.
    public private(set) var pending: Span?
    /// Start times of every transition so far (kept only when `recordsStarts`; for tests).
    public private(set) var starts: [Double] = []
    var recordsStarts = false
    private var nextSerial = 0

    /// Labels for `initial`, fully shown at once.
    public init(initial: Span, duration: Double = 0.3) {
        precondition(duration > 0)
        self.duration = duration
        generations = []
        generations.reserveCapacity(4)
        generations.append(Generation(span: initial, appear: -.infinity, disappear: nil, serial: 0))
        nextSerial = 1
    }

    /// Back to labels for `span` fully shown at once, keeping the storage (no allocation).
    public mutating func reset(to span: Span) {
        generations.removeAll(keepingCapacity: true)
        generations.append(Generation(span: span, appear: -.infinity, disappear: nil, serial: 0))
        pending = nil
        nextSerial = 1
    }

    /// The span the newest generation is laid out for (what the labels are going to).
    public var current: Span { generations[generations.count - 1].span }

    /// A new target range for the scale at `time`: starts a transition now, or postpones it until
    /// the running one is half done. A target equal to the newest one drops any postponed target.
    mutating func setTarget(_ span: Span, at time: Double) {
        advance(to: time)
        if span == current { pending = nil; return }
        if time >= halfDoneTime { start(span, at: time) } else { pending = span }
    }

    /// Starts a postponed target whose moment has come and forgets fully faded generations.
    public mutating func advance(to time: Double) {
        if let p = pending, time >= halfDoneTime {
            pending = nil
            start(p, at: halfDoneTime)
        }
        generations.removeAll { g in
            if let d = g.disappear { return time >= d + duration }
            return false
        }
    }

    /// The moment the newest transition is half done (from then on a new one may start).
    var halfDoneTime: Double { generations[generations.count - 1].appear + duration / 2 }

    /// Opacity of generation `g` at `time` (fade-in times fade-out, so a generation replaced
    /// while still fading in goes down from where it was).
    @inlinable
    public func opacity(of g: Generation, at time: Double) -> Double {
        let fadeIn = g.appear == -.infinity ? 1 : easing.value((time - g.appear) / duration)
        guard let d = g.disappear else { return fadeIn }
        return fadeIn * (1 - easing.value((time - d) / duration))
    }

    /// Whether labels still fade at `time` (or a target waits).
    public func isAnimating(at time: Double) -> Bool {
        if pending != nil { return true }
        for g in generations {
            if g.appear != -.infinity && time < g.appear + duration { return true }
            if let d = g.disappear, time < d + duration { return true }
        }
        return false
    }

    private mutating func start(_ span: Span, at time: Double) {
        for i in generations.indices where generations[i].disappear == nil {
            generations[i].disappear = time
        }
        generations.append(Generation(span: span, appear: time, disappear: nil, serial: nextSerial))
        nextSerial += 1
        if recordsStarts { starts.append(time) }
    }
}
