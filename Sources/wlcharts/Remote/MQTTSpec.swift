import Foundation
import SeriesData
import Sources

/// An MQTT source as the command line (`--mqtt URL --topic F… [--legend] [--field] [--states]
/// [--auth-file] [--history off]`) or a kiosk panel describes it, checked once: the library's
/// options, the credentials (`--auth-file`, else the environment) and whether a history is kept.
struct MQTTSpec: Equatable {
    var options: MQTTSource.Options
    var broker: MQTTBroker
    var credentials: MQTTCredentials?
    /// `--history off` keeps none.
    var history: Bool

    /// The spec of the options' texts (`keep`: `--keep`, default 24 h; `timeout`: `--timeout`).
    /// - Throws: ``MQTTSpecError``, one line naming the option.
    init(broker url: String, topics: [String], legend: String? = nil, field: String? = nil, states: String? = nil,
         authFile: String? = nil, history: String? = nil, keep: HistoryLimit? = .milliseconds(24 * 3_600_000),
         timeout: Double = 30, environment: [String: String]) throws(MQTTSpecError) {
        guard !topics.isEmpty else { throw .noTopic(url) }
        do {
            broker = try MQTTBroker(url: url)
            let payload = try MQTTPayload(field: field, states: try states.map { try MQTTPayload.states($0) } ?? [:])
            options = try MQTTSource.Options(broker: url, topics: topics, legend: legend, payload: payload, keep: keep, timeout: timeout)
        } catch let e as MQTTBrokerError { throw .option(e.description)
        } catch let e as MQTTPayloadError { throw .option(e.description)
        } catch let e as MQTTTopicFilterError { throw .option(e.description)
        } catch { throw .option("\(error)") }
        switch history {
        case nil, "on": self.history = true
        case "off": self.history = false
        case let other?: throw .history(other)
        }
        if let authFile {
            guard let data = FileManager.default.contents(atPath: authFile) else { throw .authFile(authFile, "cannot be read") }
            guard let c = MQTTCredentials.parse(authFile: String(decoding: data, as: UTF8.self)) else {
                throw .authFile(authFile, "names no user on its first line")
            }
            credentials = c
        } else {
            credentials = MQTTCredentials.from(environment: environment)
        }
    }

    /// The source over libmosquitto on a ``LoopScheduler`` of its own, with its history file
    /// under `environment`'s state folder unless `--history off`.
    @MainActor
    func makeSource(environment: [String: String] = ProcessInfo.processInfo.environment) -> MQTTSource {
        let scheduler = LoopScheduler()
        let client = MosquittoClient(broker: broker, credentials: credentials, timeout: options.timeout, scheduler: scheduler)
        let file = history ? MQTTHistoryFile.open(broker: options.broker, topics: options.filters.map(\.text),
                                                  environment: environment, warn: RemoteSources.warn) : nil
        return MQTTSource(options: options, client: client, history: file, scheduler: scheduler, warn: RemoteSources.warn)
    }
}

/// What is wrong with an MQTT source's options (one line).
enum MQTTSpecError: Error, Equatable, CustomStringConvertible {
    case noTopic(String)
    /// The library's own message (a URL, a topic filter, `--field`, `--states`).
    case option(String)
    case history(String)
    case authFile(String, String)

    var description: String {
        switch self {
        case .noTopic(let url): "--mqtt \(url) needs at least one --topic"
        case .option(let line): line
        case .history(let text): "--history must be on or off, not '\(text)'"
        case .authFile(let path, let why): "--auth-file \(path): \(why)"
        }
    }
}
