import Adapters
import Screens
import SeriesData

extension SourceSpec {
    /// The source the command line describes: `https://…` or `--prometheus` (a server's data),
    /// `-` or `--follow FILE` (a stream), else chart files. `range` is `--range` (Prometheus'
    /// span), `columns` the plot's pixel columns (Prometheus' step suits them), `load` how files
    /// are read.
    init(files: [String], load: LoadOptions, live: LiveArguments, remote: RemoteArguments, range: String?,
         columns: Int = 800) throws(SpecError) {
        if remote.requested(files: files) {
            let live = try live.options()
            let spec = try remote.spec(files: files, range: range, columns: columns, keep: live.keep, load: load)
            self = .remote(spec, live: live)
        } else if live.follow != nil || files == ["-"] {
            if live.follow != nil && !files.isEmpty { throw SpecError(.option("--follow"), .followWithFiles) }
            self = .stream(path: live.follow, live: try live.options())
        } else {
            self = .files(files, watch: !live.noWatch, load: load)
        }
    }

    /// The lines that name this source's saved view (``ViewStateFile``); `nil`: standard input.
    var viewSource: [String]? {
        switch self {
        case .files(let paths, _, _): ViewStateFile.source(files: paths)
        case .stream(let path, _): path.map { ViewStateFile.source(follow: $0) }
        case .remote(let spec, _): spec.viewSource
        }
    }
}
