/// What is wrong with a kiosk file; the text names the file, the line and the key.
public enum KioskFileError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// Not TOML (the TOML library's words, at its line and column).
    case syntax(path: String, line: Int, column: Int, problem: String)
    /// A key with a value the kiosk cannot use (line 0: the line is unknown).
    case badValue(path: String, line: Int, key: String, problem: String)
    /// No `[[panel]]` at all.
    case noPanels(path: String)

    public var description: String {
        // One line whatever the file holds (keys and the TOML library's words may carry control characters).
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    private var text: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read the kiosk file (\(reason))"
        case .syntax(let path, let line, let column, let problem):
            return "\(path):\(line):\(column): \(problem)"
        case .badValue(let path, let line, let key, let problem):
            return line > 0 ? "\(path):\(line): \(key): \(problem)" : "\(path): \(key): \(problem)"
        case .noPanels(let path):
            return "\(path): no [[panel]] — a kiosk file lists at least one panel (docs/kiosk.md)"
        }
    }
}
