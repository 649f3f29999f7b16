@testable import Kiosk

extension KioskFile {
    /// The one line `parse` throws for `text` read as `/etc/wlcharts/wall.toml`, or "no error".
    static func errorLine(_ text: String) -> String {
        do {
            _ = try parse(text, path: "/etc/wlcharts/wall.toml")
            return "no error"
        } catch { return error.description }
    }
}
