import CBuildStamp

/// What `wlcharts --version` says: the release (kept here, the one place; `make deb` reads it) and
/// the commit `make` stamped at link time (docs/install.md, "Version").
enum BuildInfo {
    static let version = "0.1.0"

    /// The commit, or nil for a binary built by a plain `swift build` (no stamp linked in).
    static var commit: String? {
        let stamp = String(cString: wlcharts_build_commit())
        return stamp.isEmpty ? nil : stamp
    }

    static var versionLine: String {
        "\(version) (commit \(commit ?? "unknown: built without make"))"
    }
}
