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

    @Flag(help: "Load and validate each file; print one summary line per chart (exit 1 if any fails).")
    var check = false

    mutating func run() throws {
        if check && files.isEmpty {
            CheckCommand.printError("wlcharts: --check needs at least one file")
            throw ExitCode(1)
        }
        if check || !files.isEmpty {
            let status = CheckCommand.run(files: files)
            if status != 0 { throw ExitCode(status) }
            return
        }
        print(WLCharts.helpMessage())
    }
}
