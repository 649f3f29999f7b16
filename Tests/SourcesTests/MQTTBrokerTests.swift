import Testing
@testable import Sources

/// `--mqtt` URLs and where user and password come from (never the command line).
@Suite struct MQTTBrokerTests {
    @Test func urlsNameHostPortAndTLS() throws {
        #expect(try MQTTBroker(url: "mqtt://broker") == MQTTBroker.parts("broker", 1883, tls: false))
        #expect(try MQTTBroker(url: "MQTTS://broker.example:8884/") == MQTTBroker.parts("broker.example", 8884, tls: true))
        #expect(try MQTTBroker(url: "mqtts://h") == MQTTBroker.parts("h", 8883, tls: true))
        #expect(try MQTTBroker(url: "mqtt://[::1]:1884") == MQTTBroker.parts("::1", 1884, tls: false))
    }

    @Test func badURLsSayWhy() {
        func problem(_ url: String) -> String {
            do { _ = try MQTTBroker(url: url); return "no error" } catch { return error.description }
        }
        #expect(problem("http://h") == "--mqtt http://h: not mqtt://host[:port] or mqtts://host[:port]")
        #expect(problem("mqtt://u:p@h").hasPrefix("--mqtt mqtt://u:p@h: no user or password in the URL; use --auth-file FILE"))
        #expect(problem("mqtt://h:0") == "--mqtt mqtt://h:0: port \"0\" is not 1…65535")
        #expect(problem("mqtt://h/home/temp") == "--mqtt mqtt://h/home/temp: a broker URL has no path; give topics with --topic")
        #expect(problem("mqtt://:1883") == "--mqtt mqtt://:1883: no host")
    }

    @Test func credentialsFromAFileOrTheEnvironment() {
        #expect(MQTTCredentials.parse(authFile: "wall\r\ns3cret\n") == MQTTCredentials(user: "wall", password: "s3cret"))
        #expect(MQTTCredentials.parse(authFile: "wall\n") == MQTTCredentials(user: "wall", password: nil))
        #expect(MQTTCredentials.parse(authFile: "\n") == nil)
        #expect(MQTTCredentials.from(environment: ["WLCHARTS_MQTT_USER": "u", "WLCHARTS_MQTT_PASSWORD": "p"])
            == MQTTCredentials(user: "u", password: "p"))
        #expect(MQTTCredentials.from(environment: ["WLCHARTS_MQTT_PASSWORD": "p"]) == nil)
    }
}

extension MQTTBroker {
    static func parts(_ host: String, _ port: Int, tls: Bool) throws -> MQTTBroker {
        var b = try MQTTBroker(url: "mqtt://x")
        b.host = host; b.port = port; b.tls = tls
        return b
    }
}
