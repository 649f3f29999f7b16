/// Samples that arrived together (a live source's lines since the last frame): times and one
/// column of values per series of the chart they go to.
///
/// Times are strictly increasing; the first may equal the chart's last time, and then it
/// replaces that point (a repeated time).
public struct SampleBatch: Sendable, Equatable {
    /// Milliseconds since the epoch, strictly increasing.
    public var x: [Int64] = []
    /// One column per series, each `x.count` long; `.nan` is a gap.
    public var columns: [[Double]]

    /// An empty batch for `series` series.
    public init(series: Int) { columns = Array(repeating: [], count: series) }

    /// A batch of the given times and columns.
    public init(x: [Int64], columns: [[Double]]) {
        precondition(columns.allSatisfy { $0.count == x.count }, "one value per time in every column")
        self.x = x; self.columns = columns
    }

    /// The number of samples.
    public var count: Int { x.count }
    public var isEmpty: Bool { x.isEmpty }

    /// Appends one sample: `values[s]` for series `s` (missing series are gaps).
    public mutating func append(x t: Int64, values: [Double]) {
        x.append(t)
        for s in columns.indices { columns[s].append(s < values.count ? values[s] : .nan) }
    }

    /// Makes room for `n` samples in every column.
    public mutating func reserveCapacity(_ n: Int) {
        x.reserveCapacity(n)
        for s in columns.indices { columns[s].reserveCapacity(n) }
    }

    /// Adds a series whose earlier samples in the batch are gaps.
    package mutating func addSeries() { columns.append(Array(repeating: .nan, count: x.count)) }

    /// Empties the batch, keeping its capacity and series.
    public mutating func removeAll() {
        x.removeAll(keepingCapacity: true)
        for s in columns.indices { columns[s].removeAll(keepingCapacity: true) }
    }
}
