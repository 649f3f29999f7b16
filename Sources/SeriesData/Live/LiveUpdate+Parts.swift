/// The parts of one take, for readers that want one of them (`--png`, `--check`, tests); the
/// controller applies the updates in order instead.
extension Array where Element == LiveUpdate {
    /// The samples (a restart's too), empty when none came.
    package var samples: SampleBatch {
        for u in self {
            switch u {
            case let .samples(b, _, _, _), let .restart(b, _, _, _): return b
            default: continue
            }
        }
        return SampleBatch(series: 0)
    }

    /// The series the samples' columns follow, empty when no samples came.
    package var seriesIDs: [String] {
        for u in self {
            switch u {
            case let .samples(_, ids, _, _), let .restart(_, ids, _, _): return ids
            default: continue
            }
        }
        return []
    }

    /// The units of the samples' series (a restart's too).
    package var units: [String: Unit] {
        for u in self {
            switch u {
            case let .samples(_, _, units, _), let .restart(_, _, units, _): return units
            default: continue
            }
        }
        return [:]
    }

    /// The whole charts anew, if they came.
    package var charts: [ChartData]? {
        for case let .charts(c, _) in self { return c }
        return nil
    }

    /// Whether the source confirmed what is shown.
    package var confirmed: Bool { contains { if case .confirmed = $0 { true } else { false } } }

    /// Whether the source started over.
    package var restarted: Bool { contains { if case .restart = $0 { true } else { false } } }

    /// Whether the input ended.
    package var ended: Bool { contains { if case .ended = $0 { true } else { false } } }

    /// The newest failure, if the source is failing.
    package var failure: String? {
        for case let .failing(why) in self.reversed() { return why }
        return nil
    }

    /// The time of the newest arrival the updates carry.
    package var receivedAt: Int64? {
        var t: Int64?
        for u in self {
            switch u {
            case let .samples(_, _, _, at), let .restart(_, _, _, at), let .charts(_, at), let .confirmed(at): t = at ?? t
            default: continue
            }
        }
        return t
    }

    /// The answers for views' ranges.
    package var ranges: [RangeData] {
        var all: [RangeData] = []
        for case let .ranges(r) in self { all += r }
        return all
    }

    /// The overview's own data.
    package var overview: [RangeData] {
        var all: [RangeData] = []
        for case let .overview(r) in self { all += r }
        return all
    }
}
