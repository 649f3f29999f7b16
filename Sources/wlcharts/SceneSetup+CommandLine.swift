import Adapters
import Charts
import Screens
import SeriesData

extension SceneSetup {
    /// Loads every file (all their charts, in order) and checks the command line's view against them.
    init(files: [String], options o: PNGOptions) throws {
        let charts = try Self.load(files: files, options: o.loadOptions, origin: .arguments, warn: RemoteSources.warn)
        try self.init(charts: charts, files: files, view: ViewSpec(options: o))
    }

    /// Checks the command line's view against charts already read.
    init(charts: [ChartData], files: [String], options o: PNGOptions) throws {
        try self.init(charts: charts, files: files, view: ViewSpec(options: o))
    }
}
