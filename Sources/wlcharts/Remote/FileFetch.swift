import Foundation
import Screens
import SeriesData
import Sources

/// How a chart file or a JSON API on a server is fetched and read: the request headers of
/// `--header-file` (a token) and the files' reading options (`--json-path`, `--x`,
/// `--time-format`, `--series-from`).
struct FileFetch: Equatable {
    var headers: [String: String] = [:]
    var load = LoadOptions()

    /// The headers of the header file `path` (`nil`: none); a line that is no header names the
    /// file and its line (after `origin`'s words: the option or the kiosk key).
    static func headers(file path: String?, origin: SpecOrigin) throws(SpecError) -> [String: String] {
        guard let path else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else { throw SpecError(origin, .failed("\(path): cannot be read")) }
        do throws(HTTPHeaderFile.Failure) {
            return try HTTPHeaderFile.parse(String(decoding: data, as: UTF8.self), path: path)
        } catch {
            throw SpecError(origin, .failed("\(error)"))
        }
    }
}
