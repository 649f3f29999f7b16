import Charts
import Foundation

/// The desktop window's view of one data source kept across restarts: the source (its files'
/// absolute paths) and its `ChartViewState`. Read back trusting nothing: another source's
/// file, a newer version or anything malformed is no state.
package struct SavedSourceView: Equatable, Sendable {
    /// What the window showed: its files' absolute paths, one a line.
    public var source: String
    public var view: ChartViewState

    public init(source: String, view: ChartViewState) {
        self.source = source; self.view = view
    }

    /// The file's bytes.
    package var encoded: [UInt8] {
        StatePlace.json(["version": 1, "source": source, "view": SavedView.object(view)])
    }

    /// The state in `bytes` if it is `source`'s; `nil` for anything else.
    /// - Complexity: O(bytes), and reads at most 64 KiB.
    public static func decode(_ bytes: [UInt8], source: String) -> SavedSourceView? {
        guard let object = StatePlace.object(bytes), object["version"] as? Int == 1, object["source"] as? String == source,
              let v = object["view"], let view = SavedView.decode(v) else { return nil }
        return SavedSourceView(source: source, view: view)
    }

    /// Where the view of `files` (absolute paths) lives by default:
    /// `$XDG_STATE_HOME/wlcharts/NAME-HASH.view.json`, named after the first file.
    package static func defaultPath(files: [String], environment: [String: String]) -> String? {
        let name = files.first?.split(separator: "/").last.map(String.init) ?? "view"
        return StatePlace.path(key: files.joined(separator: "\n"), name: name, suffix: ".view.json", environment: environment)
    }
}
