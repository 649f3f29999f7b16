import Raster

/// One y column of a chart: its metadata and its values, one per x of the chart.
///
/// `values[i]` belongs to `ChartData.x[i]`; `.nan` marks a gap (JSON `null`, an empty CSV cell) that
/// breaks the line — never read it as zero.
public struct Series: Sendable, Equatable {
    /// Equal metadata and equal values, where a gap equals a gap (`.nan` never equals itself).
    public static func == (a: Series, b: Series) -> Bool {
        a.id == b.id && a.name == b.name && a.color == b.color && a.kind == b.kind && a.unit == b.unit
            && a.comparison == b.comparison
            && a.values.elementsEqual(b.values) { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    /// The column id of the file (`y0`, or the CSV header name).
    public var id: String
    /// The name shown to people (`names[id]`, or the id when the file has none).
    public var name: String
    /// The series colour (`colors[id]`, or a palette colour when the file has none).
    public var color: Color
    /// How the series is drawn.
    public var kind: SeriesKind
    /// The y values, contiguous; `.nan` is a gap.
    public var values: [Double]
    /// The unit of the values (`kW`, `°C`, `bytes`), from a table's header or units row or a
    /// Prometheus metric's name; nil when none. The command line's `--unit` overrides it for
    /// showing (`ChartStyle/units`), never here.
    public var unit: Unit? = nil
    /// Set on a comparison series (`--compare`): the series it shows shifted forward, drawn
    /// thinner and faded (`ChartData.comparing(_:)`).
    package var comparison: SeriesComparison? = nil

    /// What the legend shows: `name (unit)` as the file wrote the unit, or the name.
    /// (A unit not written by the source, such as one read from a Prometheus metric's name, is
    /// left out.)
    public var label: String {
        guard let unit, !unit.written.isEmpty else { return name }
        return "\(name) (\(unit.written))"
    }

    public init(id: String, name: String, color: Color, kind: SeriesKind, values: [Double]) {
        self.id = id; self.name = name; self.color = color; self.kind = kind; self.values = values
    }

    /// Palette for series whose file gives no colour (the contest's own colours, in order).
    public static let palette: [Color] = [
        Color(rgb: 0x3DC23F), Color(rgb: 0xF34C44), Color(rgb: 0x108BE3), Color(rgb: 0xE8AF14),
        Color(rgb: 0x9ED448), Color(rgb: 0x65B9AC), Color(rgb: 0xCB513A), Color(rgb: 0x4682B4),
    ]
}
