import SeriesData

/// What the overview strip shows: the x extent it spans and the model's points drawn across it,
/// as of one version of the model. The ``ChartController`` owns it and hands it out in the
/// snapshot; the scene redraws the strip only when it changes.
///
/// For a chart read from a file it is the whole chart (``whole(_:)``). A live chart's overview
/// is its own: while data pours in it is brought up to date at most `liveInterval` apart (the
/// strip is a whole-chart picture; redrawing it for every 16 ms of samples would cost as much as
/// the main plot), and with `--keep` it spans the points kept — not the few more the history
/// holds until its next batch drop — so its left edge moves steadily instead of jumping. The
/// range selector maps its handles through the same ``domain``. A source that fetches the
/// overview on its own (Prometheus: the whole `--range` at a coarse step while the main plot
/// holds the visible range at a fine one) gives it its own ``model``.
public struct OverviewView: Equatable {
    /// The x extent across the strip, ms since the epoch.
    public var domain: XWindow
    /// The model's points the strip draws (its y fits their values).
    public var points: Range<Int>
    /// The model's `ChartModel.version` the view was taken at.
    var dataVersion: Int
    /// The strip's own data, its series those of the chart shown (same order, colours and
    /// weights), and ``points`` index it; `nil`: the strip draws the chart's model.
    public var model: ChartModel?

    public init(domain: XWindow, points: Range<Int>, dataVersion: Int, model: ChartModel? = nil) {
        self.domain = domain; self.points = points; self.dataVersion = dataVersion; self.model = model
    }

    public static func == (a: OverviewView, b: OverviewView) -> Bool {
        a.domain == b.domain && a.points == b.points && a.dataVersion == b.dataVersion && a.model === b.model
    }

    /// The whole of `model`: its view domain and every point.
    public static func whole(_ model: ChartModel) -> OverviewView {
        OverviewView(domain: model.data.viewDomain, points: 0 ..< model.count, dataVersion: model.version)
    }

    /// Seconds between updates of a growing chart's overview (at most 4 a second).
    static let liveInterval = 0.25
}
