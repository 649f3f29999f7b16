/// When the next request goes: after a success the refresh interval; after failures a back-off
/// of 1, 2, 4… seconds capped at the refresh interval; a failure is said once until it changes.
struct RefreshPacing {
    /// Seconds between refreshes (a Prometheus source changes it with the step shown).
    package var refresh: Double
    package private(set) var failures = 0
    private var lastProblem: String?
    private let warn: SourceWarning

    public init(refresh: Double, warn: @escaping SourceWarning) {
        self.refresh = refresh
        self.warn = warn
    }

    /// Seconds until the next request after an answer (`problem == nil`: a success).
    public mutating func next(after problem: String?) -> Double {
        guard let problem else {
            failures = 0
            lastProblem = nil
            return refresh
        }
        failures += 1
        if problem != lastProblem {
            lastProblem = problem
            warn("\(problem) — keeping the last good data, retrying")
        }
        return min(refresh, Double(1 << min(failures - 1, 20)))
    }
}
