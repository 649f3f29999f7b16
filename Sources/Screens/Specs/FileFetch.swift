import Foundation
import SeriesData
import Sources

/// How a chart file or a JSON API on a server is fetched and read: the request headers of
/// `--header-file` (a token) and the files' reading options (`--json-path`, `--x`,
/// `--time-format`, `--series-from`).
package struct FileFetch: Equatable {
    package var headers: [String: String] = [:]
    package var load = LoadOptions()

    package init(headers: [String: String] = [:], load: LoadOptions = LoadOptions()) {
        self.headers = headers; self.load = load
    }

    /// The headers of the header file `path` (`nil`: none); a line that is no header names the
    /// file and its line (after `origin`'s words: the option or the kiosk key).
    package static func headers(file path: String?, origin: SpecOrigin) throws(SpecError) -> [String: String] {
        guard let path else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else { throw SpecError(origin, .failed("\(path): cannot be read")) }
        do throws(HTTPHeaderFile.Failure) {
            return try HTTPHeaderFile.parse(String(decoding: data, as: UTF8.self), path: path)
        } catch {
            throw SpecError(origin, .failed("\(error)"))
        }
    }
}
