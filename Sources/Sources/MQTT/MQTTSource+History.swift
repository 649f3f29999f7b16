/// The history file of an MQTT source: read at start (the damage dropped, what `--keep` no longer
/// holds cut, and written back whole at once), appended to in batches every
/// `MQTTSource.Options.historyInterval` seconds, and compacted the same way whenever it has
/// grown to twice its size after the last compaction (so it holds at most about twice `--keep`).
extension MQTTSource {
    /// The history's contents within `--keep`; the file rewritten without anything else.
    func restoreHistory() -> MQTTHistory.Contents? {
        guard history != nil else { return nil }
        return compactHistory()
    }

    /// Rewrites the file with what it holds within `--keep`; returns that.
    @discardableResult
    func compactHistory() -> MQTTHistory.Contents? {
        guard let history else { return nil }
        let contents = MQTTHistory.trimmed(MQTTHistory.decode(history.load()), keep: options.keep)
        let (bytes, fileWriter) = MQTTHistory.encode(contents)
        history.replace(with: bytes)
        writer = fileWriter
        fileBytes = bytes.count
        compactedBytes = bytes.count
        return contents
    }

    /// The next batch in `MQTTSource.Options.historyInterval` seconds, unless one is waiting already.
    func scheduleSave() {
        guard history != nil, saveTimer == nil, !unsaved.isEmpty else { return }
        saveTimer = scheduler.schedule(after: options.historyInterval) { [weak self] in
            self?.saveTimer = nil
            self?.saveHistory()
        }
    }

    /// Appends what came since the last batch (one write), compacting when the file has doubled.
    func saveHistory() {
        guard let history, !unsaved.isEmpty else { return }
        history.append(unsaved)
        fileBytes += unsaved.count
        unsaved.removeAll(keepingCapacity: true)
        if fileBytes > 2 * max(compactedBytes, Self.smallestCompaction) { compactHistory() }
    }

    /// A file smaller than this is never compacted for its size (bytes).
    static let smallestCompaction = 64 << 10
}
