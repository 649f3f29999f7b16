import ArgumentParser
import Charts
import Foundation
import Kiosk
import Screens
import SeriesData
import Testing
@testable import wlcharts

/// Every option beside `--kiosk` is the wall's, a default of every panel, or refused naming its
/// kiosk-file key (`KioskOption`): none is silently ignored.
@MainActor
struct KioskOptionTests {
    /// Every long option of the command (from the argument parser's own description), with
    /// whether it takes a value; `--help`, `--version`, `--kiosk` and a flag's `--no-` form left out.
    static let options: [(name: String, takesValue: Bool)] = {
        let json = try? JSONSerialization.jsonObject(with: Data(WLCharts._dumpHelp().utf8)) as? [String: Any]
        let command = json?["command"] as? [String: Any]
        let arguments = command?["arguments"] as? [[String: Any]] ?? []
        let all: [(name: String, takesValue: Bool)] = arguments.compactMap { a in
            let names = (a["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
            guard let name = names.first, !["help", "version", "kiosk"].contains(name) else { return nil }
            return ("--" + name, a["kind"] as? String == "option")
        }
        let names = Set(all.map(\.name))
        return all.filter { !($0.name.hasPrefix("--no-") && names.contains("--" + $0.name.dropFirst(5))) }
    }()

    static func command(_ arguments: [String]) throws -> WLCharts {
        try WLCharts.parse(arguments)
    }

    @Test func everyOptionOfTheCommandHasItsUseAndIsSeenWhenGiven() throws {
        #expect(Self.options.count > 60, "the parser's description was read: \(Self.options.count) options")
        #expect(Set(Self.options.map(\.name)) == Set(KioskOption.all.map(\.name)),
                "options without a use beside --kiosk: \(Set(Self.options.map(\.name)).subtracting(KioskOption.all.map(\.name)).sorted())")
        // Each entry sees its own option and no other's.
        for (name, takesValue) in Self.options {
            let c = try Self.command(["--kiosk", "w.toml", name] + (takesValue ? ["1"] : []))
            let seen = KioskOption.all.filter { $0.given(c) }.map(\.name)
            #expect(seen == [name], "\(name) is seen as \(seen)")
        }
        let bare = try Self.command(["--kiosk", "w.toml"])
        #expect(KioskOption.all.allSatisfy { !$0.given(bare) })
    }

    @Test func aPanelsOptionIsRefusedNamingItsKey() throws {
        let c = try Self.command(["--kiosk", "wall.toml", "--theme", "night", "--threshold", "80"])
        #expect(KioskOption.refusal(c, chartFile: false)
            == "--threshold does not go with --kiosk: a wall's panels take it from the kiosk file (threshold = \"…\" on a panel; docs/kiosk.md)")
        // A chart file as the one panel takes it from the command line; a source's option it never takes.
        #expect(KioskOption.refusal(c, chartFile: true) == nil)
        let keep = try Self.command(["--kiosk", "cpu.csv", "--keep", "1h"])
        #expect(KioskOption.refusal(keep, chartFile: true)
            == "--keep does not go with --kiosk: a wall's panels take it from the kiosk file (keep = \"24h\" on a panel; docs/kiosk.md)")
        let describe = try Self.command(["--kiosk", "wall.toml", "--describe"])
        #expect(KioskOption.refusal(describe, chartFile: false)?.hasPrefix("--describe does not go with --kiosk: a wall is not described or played") == true)
    }

    @Test func theWallsAndEveryPanelsOptionsAreTaken() throws {
        let c = try Self.command(["--kiosk", "wall.toml", "--png", "w.png", "--size", "640x480", "--scale", "2", "--font", "/f.ttf",
                                  "--state", "off", "--fullscreen", "--theme", "night", "--utc", "--smoothing", "monotone",
                                  "--bytes", "si", "--legend-values", "last", "--no-value-tags", "--y-extent", "all"])
        #expect(KioskOption.refusal(c, chartFile: false) == nil)
    }

    /// `--theme`, `--utc` and the line styles are every panel's defaults; a panel's own key wins.
    @Test func everyPanelsDefaultsGiveWayToThePanelsOwnKeys() throws {
        let defaults = try ViewSpec.wallDefaults(options: PNGOptions.parse(["--theme", "night", "--utc", "--smoothing", "monotone",
                                                                             "--bytes", "si", "--legend-values", "last"]))
        var plain = try ViewSpec(panel: Panel(source: .file("/d/x.json"), line: 4), file: "wall.toml", index: 0, font: nil, rangeOfSource: false)
        plain.take(wallDefaults: defaults)
        let style = try ChartStyle().applying(plain.style)
        #expect(plain.theme == .night && plain.utc && style.smoothing == .monotone && style.units.bytes == .si
                && style.legendValues == [.last] && style.legendLarge)
        var own = Panel(source: .file("/d/x.json"), line: 4)
        own.theme = "day"; own.bytes = "iec"; own.legendValues = "max"
        var panel = try ViewSpec(panel: own, file: "wall.toml", index: 0, font: nil, rangeOfSource: false)
        panel.take(wallDefaults: defaults)
        let ownStyle = try ChartStyle().applying(panel.style)
        #expect(panel.theme == .day && ownStyle.units.bytes == .iec && ownStyle.legendValues == [.max] && ownStyle.smoothing == .monotone)
        // A panel's data options are no wall default; the chart file shown as the one panel takes them.
        let options = try PNGOptions.parse(["--threshold", "80", "--unit", "percent", "--smoothing", "monotone", "--compare", "1d"])
        #expect(try ViewSpec.wallDefaults(options: options).style == [ChartStyle.Setting("--smoothing", "monotone")])
        let one = try ViewSpec.singlePanel(options: options)
        #expect(one.style.map(\.name) == ["unit", "threshold"] && one.compare.count == 1)
    }

    /// The one process run: `--theme night` reaches the wall's panels that have no theme of their
    /// own — the wall drawn with it is the wall whose first panel says `theme = "night"`.
    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func theCommandLinesThemeIsThePanelsDefault() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = Commands.packageRoot + "/Examples/power-hourly.csv"
        func wall(_ firstTheme: String) -> String {
            "layout = \"grid\"\nburn_in = \"off\"\n\n[[panel]]\nfile = \"\(csv)\"\n\(firstTheme)\n[[panel]]\nfile = \"\(csv)\"\ntheme = \"day\"\n"
        }
        try wall("").write(toFile: folder + "/given.toml", atomically: true, encoding: .utf8)
        try wall("theme = \"night\"\n").write(toFile: folder + "/own.toml", atomically: true, encoding: .utf8)
        let given = try Commands.run(Commands.wlcharts!, ["--kiosk", folder + "/given.toml", "--theme", "night", "--png", folder + "/given.png", "--size", "320x120"])
        let own = try Commands.run(Commands.wlcharts!, ["--kiosk", folder + "/own.toml", "--png", folder + "/own.png", "--size", "320x120"])
        #expect(given.status == 0 && own.status == 0, "\(given.err) \(own.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/given.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/own.png")))
    }
}
