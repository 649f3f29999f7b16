import Foundation
import Kiosk
import SeriesData

extension MQTTSpec {
    /// The spec of a kiosk panel's `mqtt` keys (`keep`: the panel's, else 24 h).
    /// - Throws: `SpecError` naming the panel's key.
    package init(panel p: MQTTPanel, keep: HistoryLimit?, timeout: Double, origins: SpecOrigins,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws(SpecError) {
        do throws(MQTTSpecError) {
            try self.init(broker: p.broker, topics: p.topics, legend: p.legend, field: p.field, states: p.states,
                          authFile: p.authFile, history: p.history, keep: keep ?? Self.defaultKeep, timeout: timeout,
                          environment: environment)
        } catch { throw error.specError(origins) }
    }

    /// `--keep`'s default for MQTT: a day.
    package static let defaultKeep = HistoryLimit.milliseconds(24 * 3_600_000)
}

extension MQTTSpecError {
    /// This error where `origins` says its option was written: `--topic …` on the command line,
    /// `wall.toml:LINE: panel N topic: …` in a kiosk file.
    package func specError(_ origins: SpecOrigins) -> SpecError {
        switch origins {
        case .commandLine:
            return SpecError(.option(flag), .failed(detail))
        case let .panel(file, index, line, keyLines):
            let key = option.rawValue
            return SpecError(.kioskKey(file: file, line: keyLines[key] ?? line, panel: index + 1, key: key), .failed(detail))
        }
    }
}
