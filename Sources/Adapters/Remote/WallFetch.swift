import Kiosk
import Sources

/// `wlcharts --kiosk https://…/wall.toml`: the wall file on a server, fetched with the headers of
/// `--header-file` (a token), then asked again every `refresh` seconds with `If-None-Match` /
/// `If-Modified-Since` (an unchanged file costs a 304). A new version is read as a kiosk file
/// (`KioskFile.parse(_:path:)`) whose paths are resolved against the URL: its `header_file`s
/// are fetched from there with the wall's headers, and the wall's headers go with every file on
/// its server. Any problem of a new version (unreachable, an HTTP error, a file that does not
/// check) reaches ``follow(every:on:changed:)``'s receiver as one line.
@MainActor
package final class WallFetch {
    package let url: String
    private let headers: [String: String]
    private let transport: HTTPFetcher
    private var etag: String?
    private var lastModified: String?
    private var mailbox: Mailbox<Result<Version?, WallFetchError>>?
    private var timer: SourceTimer?
    private var scheduler: LoopScheduler?

    /// A new version of the wall and its validators (kept even when it does not check, so a
    /// broken file is not fetched whole again until it changes; not when a file it names could
    /// not be had, so it is asked for again).
    private struct Version: Sendable {
        var file: Result<KioskFile, WallFetchError>
        var etag: String?
        var lastModified: String?
    }

    /// The wall at `url`, asked for with `headers`, each request given up after `timeout` seconds.
    package init(url: String, headers: [String: String], timeout: Double = 30) {
        self.url = url
        self.headers = headers
        transport = HTTPFetcher(timeout: timeout)
    }

    /// The wall now, waiting for it (the start, `--png`): the error is one line naming the URL.
    package func first() throws(WallFetchError) -> KioskFile {
        let answer = transport.getAndWait(url, headers: headers)
        guard let version = try Self.version(of: answer, url: url, headers: headers, transport: transport).get() else {
            throw WallFetchError("\(url): HTTP 304 without a first version")
        }
        keep(version)
        return try version.file.get()
    }

    /// Asks for the wall again every `seconds()` (the running wall's `refresh`) on `scheduler`'s
    /// loop; `changed` gets each new version that checks, or the problem of one that does not
    /// (an unchanged file: nothing).
    func follow(every seconds: @escaping @MainActor () -> Double, on scheduler: LoopScheduler,
                        changed: @escaping @MainActor (Result<KioskFile, WallFetchError>) -> Void) {
        self.scheduler = scheduler
        mailbox = scheduler.mailbox { [weak self] (answers: [Result<Version?, WallFetchError>]) in
            guard let self else { return }
            for answer in answers {
                switch answer {
                case let .failure(e): changed(.failure(e))
                case let .success(v?):
                    keep(v)
                    changed(v.file)
                case .success(nil): break
                }
            }
            next(after: seconds())
        }
        next(after: seconds())
    }

    /// Forgets the version last received: the next request asks for the whole file (a version
    /// whose panel could not be built is tried again at the next refresh).
    package func forget() {
        etag = nil
        lastModified = nil
    }

    /// The validators the next request sends (tests).
    var validators: [String?] { [etag, lastModified] }

    /// Stops asking (the window closed).
    package func stop() {
        if let timer { scheduler?.cancel(timer) }
        timer = nil
        mailbox = nil
    }

    private func keep(_ v: Version) {
        etag = v.etag
        lastModified = v.lastModified
    }

    private func next(after seconds: Double) {
        guard let scheduler, mailbox != nil else { return }
        timer = scheduler.schedule(after: seconds) { [weak self] in self?.request() }
    }

    private func request() {
        guard let mailbox else { return }
        var h = headers
        if let etag { h["If-None-Match"] = etag }
        if let lastModified { h["If-Modified-Since"] = lastModified }
        let (url, headers, transport) = (url, headers, transport)
        transport.get(HTTPRequest(url: url, headers: h)) { answer in
            mailbox.post(Self.version(of: answer, url: url, headers: headers, transport: transport))
        }
    }

    /// A new version read and checked (on the transport's thread: its header files are fetched
    /// there too); `nil` for a 304.
    private nonisolated static func version(of answer: Result<HTTPAnswer, HTTPFailure>, url: String, headers: [String: String],
                                            transport: HTTPFetcher) -> Result<Version?, WallFetchError> {
        let a: HTTPAnswer
        switch answer {
        case let .failure(f): return .failure(WallFetchError("\(f)"))
        case let .success(answer): a = answer
        }
        if a.status == 304 { return .success(nil) }
        guard a.status == 200 else { return .failure(WallFetchError("\(url): \(a.statusProblem)")) }
        var v = Version(file: .failure(WallFetchError("")), etag: a.etag, lastModified: a.lastModified)
        var unreachable = false
        v.file = Result { () throws(WallFetchError) -> KioskFile in
            var file: KioskFile
            do throws(KioskFileError) {
                file = try KioskFile.parse(String(decoding: a.body, as: UTF8.self), path: url)
            } catch {
                throw WallFetchError("\(error)")
            }
            let folder = KioskFile.folder(of: url) + "/"
            for i in file.panels.indices {
                if let h = file.panels[i].headerFile, KioskFile.isURL(h) {
                    do throws(WallFetchError) {
                        file.panels[i].headers = try fetchHeaders(h, wall: url, panel: i, headers: headers, transport: transport)
                    } catch {
                        unreachable = true
                        throw error
                    }
                } else if file.panels[i].headerFile == nil, case .url(let u) = file.panels[i].source, u.hasPrefix(folder) {
                    file.panels[i].headers = headers   // a file on the wall's own server
                }
            }
            return file
        }
        if unreachable { (v.etag, v.lastModified) = (nil, nil) }
        return .success(v)
    }

    /// Panel `i`'s `header_file` on the wall's server, fetched with the wall's headers.
    private nonisolated static func fetchHeaders(_ headerURL: String, wall url: String, panel i: Int, headers: [String: String],
                                                 transport: HTTPFetcher) throws(WallFetchError) -> [String: String] {
        let place = "\(url): panel \(i + 1) header_file"
        switch transport.getAndWait(headerURL, headers: headers) {
        case let .failure(f): throw WallFetchError("\(place): \(f)")
        case let .success(a) where a.status != 200: throw WallFetchError("\(place): \(headerURL): \(a.statusProblem)")
        case let .success(a):
            do throws(HTTPHeaderFile.Failure) {
                return try HTTPHeaderFile.parse(String(decoding: a.body, as: UTF8.self), path: headerURL)
            } catch {
                throw WallFetchError("\(place): \(error)")
            }
        }
    }
}

/// Why a wall from a server cannot be shown (at start: the error; later: the warning while the
/// running wall stays), one line naming the URL.
package struct WallFetchError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
