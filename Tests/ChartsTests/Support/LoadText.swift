@testable import SeriesData

/// Reads `text` as the file `path` would be read, with `options` (the defaults: every detection on).
func loadText(_ text: String, path: String = "t.csv", options: LoadOptions = LoadOptions()) throws -> LoadResult {
    try ChartLoader.read(Array(text.utf8), path: path, options: options)
}
