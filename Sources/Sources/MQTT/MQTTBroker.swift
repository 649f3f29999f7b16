/// `--mqtt mqtt://host[:port]` (1883) or `mqtts://host[:port]` (8883, TLS checked against the
/// system's trust store). User and password never come from the command line (`--auth-file`,
/// the environment): a URL with them is refused.
package struct MQTTBroker: Sendable, Equatable {
    public var host: String
    package var port: Int
    package var tls: Bool

    /// - Throws: `MQTTBrokerError` naming what is wrong.
    public init(url: String) throws(MQTTBrokerError) {
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("mqtt://") { tls = false; rest = url.dropFirst(7) }
        else if lower.hasPrefix("mqtts://") { tls = true; rest = url.dropFirst(8) }
        else { throw MQTTBrokerError(url: url, problem: "not mqtt://host[:port] or mqtts://host[:port]") }
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard rest.dropFirst(authority.count).allSatisfy({ $0 == "/" }) else {
            throw MQTTBrokerError(url: url, problem: "a broker URL has no path; give topics with --topic")
        }
        guard !authority.contains("@") else {
            throw MQTTBrokerError(url: url, problem: "no user or password in the URL; use --auth-file FILE or WLCHARTS_MQTT_USER and WLCHARTS_MQTT_PASSWORD")
        }
        port = tls ? 8883 : 1883
        // `[::1]:1883`, `host:1883`, `host`.
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            host = String(authority[authority.index(after: authority.startIndex) ..< close])
            authority = authority[authority.index(after: close)...]
        } else {
            let colon = authority.firstIndex(of: ":") ?? authority.endIndex
            host = String(authority[..<colon])
            authority = authority[colon...]
        }
        if authority.hasPrefix(":") {
            guard let p = Int(authority.dropFirst()), (1 ... 65535).contains(p) else {
                throw MQTTBrokerError(url: url, problem: "port \"\(authority.dropFirst())\" is not 1…65535")
            }
            port = p
        } else if !authority.isEmpty {
            throw MQTTBrokerError(url: url, problem: "not mqtt://host[:port] or mqtts://host[:port]")
        }
        guard !host.isEmpty else { throw MQTTBrokerError(url: url, problem: "no host") }
    }
}

/// A `--mqtt` URL that names no broker.
package struct MQTTBrokerError: Error, Sendable, Equatable, CustomStringConvertible {
    public let url: String
    public let problem: String
    public var description: String { "--mqtt \(url): \(problem)" }
}

/// User and password for a broker: `--auth-file FILE` (the user on its first line, the password
/// on its second), else `WLCHARTS_MQTT_USER` and `WLCHARTS_MQTT_PASSWORD`.
package struct MQTTCredentials: Sendable, Equatable {
    public var user: String
    package var password: String?

    public init(user: String, password: String?) { self.user = user; self.password = password }

    /// The credentials in an auth file's text; `nil` when it names no user.
    public static func parse(authFile text: String) -> MQTTCredentials? {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        guard let user = lines.first, !user.isEmpty else { return nil }
        return MQTTCredentials(user: String(user), password: lines.count > 1 && !lines[1].isEmpty ? String(lines[1]) : nil)
    }

    /// The credentials of the environment; `nil` without `WLCHARTS_MQTT_USER`.
    public static func from(environment: [String: String]) -> MQTTCredentials? {
        guard let user = environment["WLCHARTS_MQTT_USER"], !user.isEmpty else { return nil }
        return MQTTCredentials(user: user, password: environment["WLCHARTS_MQTT_PASSWORD"])
    }
}
