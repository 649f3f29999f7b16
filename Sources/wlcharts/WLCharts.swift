import ArgumentParser
import Charts
import Wayland

@main
struct WLCharts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wlcharts",
        abstract: "Interactive time-series charts in a native Wayland window.")

    @Argument(help: "Chart files in the Telegram contest format (or CSV).")
    var files: [String] = []

    mutating func run() throws {
        print("wlcharts: \(files.count) file(s)")
    }
}
