/// Prometheus's firing alerts (`GET /api/v1/alerts`, `--alerts`) as events: each firing alert a
/// span from its `activeAt` to the time of the answer (still going on), its text the alert's
/// name and its `summary` (or `description`) annotation, its tags `alert` and its `severity`.
/// Pending alerts are left out: they have not fired.
package enum PrometheusAlerts {
    /// Why an answer holds no alerts list: one line naming the server.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var server: String
        public var problem: String
        public var description: String { "\(server): \(EventFileError.printable(problem))" }
    }

    /// The firing alerts of an answer `body` from `server`, read at `now` (ms since the epoch).
    /// - Complexity: O(body).
    public static func events(_ body: [UInt8], server: String, now: Int64) throws(Failure) -> [ChartEvent] {
        let root: JSONValue
        do throws(LoadError) {
            root = try body.withUnsafeBufferPointer { b throws(LoadError) in
                var reader = JSONReader(b, path: server)
                let value = try reader.readValue()
                reader.skipWhitespace()
                if reader.pos < reader.end { throw reader.error(.syntax("text after the JSON value")) }
                return value
            }
        } catch {
            throw Failure(server: server, problem: "not a Prometheus alerts answer: \(error.problem.message)")
        }
        if root["status"]?.cell == "error" {
            throw Failure(server: server, problem: "Prometheus says: \(root["error"]?.cell ?? "an error")")
        }
        guard let alerts = root["data"]?["alerts"]?.elements else {
            throw Failure(server: server, problem: "not a Prometheus alerts answer (no data.alerts)")
        }
        var out: [ChartEvent] = []
        for alert in alerts where alert["state"]?.cell == "firing" {
            guard let at = alert["activeAt"]?.cell, let start = ISO8601.instant(at) else { continue }
            let labels = alert["labels"], notes = alert["annotations"]
            let name = labels?["alertname"]?.cell ?? "alert"
            var text = name
            if let instance = labels?["instance"]?.cell { text += " on \(instance)" }
            if let summary = notes?["summary"]?.cell ?? notes?["description"]?.cell { text += ": \(summary)" }
            var tags = ["alert"]
            if let severity = labels?["severity"]?.cell { tags.append(severity) }
            out.append(ChartEvent(start: start, end: max(start, now), text: EventReader.clean(text), tags: tags.map(EventReader.clean)))
        }
        return out
    }
}
