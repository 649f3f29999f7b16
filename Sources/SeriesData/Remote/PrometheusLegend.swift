/// How a series of a Prometheus result is named: a legend template such as
/// `{{instance}} {{cpu}}` (Grafana's syntax; a label the series lacks becomes empty), or without
/// one the series' labels the way Prometheus prints them: `name{label="value", …}`.
public struct PrometheusLegend: Sendable, Equatable {
    /// The template (`nil`: the labels).
    package var template: String?

    public init(_ template: String? = nil) { self.template = template }

    /// The name of a series with these labels.
    public func name(_ labels: [(name: String, value: String)]) -> String {
        guard let template else { return Self.labelText(labels) }
        var out = "", rest = Substring(template)
        while let open = rest.firstRange(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else { rest = rest[open.lowerBound...]; break }
            let key = String(rest[open.upperBound ..< close.lowerBound]).trimmingSpaces
            out += labels.first { $0.name == key }?.value ?? ""
            rest = rest[close.upperBound...]
        }
        out += rest
        return out
    }

    /// `name{a="1", b="2"}` (labels sorted, `__name__` first as the name), `{}` for none.
    static func labelText(_ labels: [(name: String, value: String)]) -> String {
        let metric = labels.first { $0.name == "__name__" }?.value ?? ""
        let rest = labels.filter { $0.name != "__name__" }.sorted { $0.name < $1.name }
        if rest.isEmpty { return metric.isEmpty ? "{}" : metric }
        return metric + "{" + rest.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: ", ") + "}"
    }
}
