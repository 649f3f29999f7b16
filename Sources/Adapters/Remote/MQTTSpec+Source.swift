import Foundation
import Sources
import Screens

extension MQTTSpec {
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
