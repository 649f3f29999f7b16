import Foundation
import SeriesData
import Sources

/// An MQTT source as the command line (`--mqtt URL --topic F… [--legend] [--field] [--states]
/// [--auth-file] [--history off]`) or a kiosk panel describes it, checked once: the library's
/// options, the credentials (`--auth-file`, else the environment) and whether a history is kept.
package struct MQTTSpec: Equatable {
    package var options: MQTTSource.Options
    package var broker: MQTTBroker
    package var credentials: MQTTCredentials?
    /// `--history off` keeps none.
    package var history: Bool

    /// The spec of the options' texts (`keep`: `--keep`, default 24 h; `timeout`: `--timeout`).
    /// - Throws: `MQTTSpecError`, one line naming the option.
    package init(broker url: String, topics: [String], legend: String? = nil, field: String? = nil, states: String? = nil,
         authFile: String? = nil, history: String? = nil, keep: HistoryLimit? = MQTTSpec.defaultKeep,
         timeout: Double = 30, environment: [String: String]) throws(MQTTSpecError) {
        guard !topics.isEmpty else { throw .noTopic(url) }
        do throws(MQTTBrokerError) { broker = try MQTTBroker(url: url) } catch { throw .broker(error) }
        let payload: MQTTPayload
        do throws(MQTTPayloadError) {
            var words: [String: Double] = [:]
            if let states { words = try MQTTPayload.states(states) }
            payload = try MQTTPayload(field: field, states: words)
        } catch { throw .payload(error) }
        do throws(MQTTTopicFilterError) {
            options = try MQTTSource.Options(broker: url, topics: topics, legend: legend, payload: payload, keep: keep, timeout: timeout)
        } catch { throw .topic(error) }
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
}

/// What is wrong with an MQTT source's options: one line naming the option (`option`), as the
/// command line writes it (`description`) or after a kiosk panel's key (`detail`).
package enum MQTTSpecError: Error, Equatable, CustomStringConvertible {
    case noTopic(String)
    case broker(MQTTBrokerError)
    case topic(MQTTTopicFilterError)
    /// `--field` or `--states` (by the problem's case).
    case payload(MQTTPayloadError)
    case history(String)
    case authFile(String, String)

    /// The option at fault, named as a kiosk panel's key.
    package enum Option: String { case mqtt, topic, field, states, history, authFile = "auth_file" }

    package var option: Option {
        switch self {
        case .noTopic, .broker: .mqtt
        case .topic: .topic
        case .payload(let e): if case .badStates = e.problem { .states } else { .field }
        case .history: .history
        case .authFile: .authFile
        }
    }

    /// The command line's option (`--auth-file`).
    package var flag: String { "--" + option.rawValue.replacingOccurrences(of: "_", with: "-") }

    /// The problem after the option's name.
    package var detail: String {
        switch self {
        case .noTopic(let url): "\(url) needs at least one --topic"
        case .broker(let e): "\(e.url): \(e.problem)"
        case .topic(let e): e.detail
        case .payload(let e):
            switch e.problem {
            case .badStates(let s): "'\(s)' is not like on=1,off=0"
            case .badField(let f): "'\(f)' is not a path like temp or sensor.temp"
            default: e.description
            }
        case .history(let text): "must be on or off, not '\(text)'"
        case let .authFile(path, why): "\(path): \(why)"
        }
    }

    package var description: String { flag + " " + detail }
}
