/// Where each key of a kiosk file is written, for messages only: the TOML library parses the
/// file but keeps no positions of keys, so this reads the lines once more — top-level `key =`
/// lines before the first table, `[[panel]]` headers and the `key =` lines under each.
struct KioskKeyLines {
    var topLevel: [String: Int] = [:]
    var panels: [(header: Int, keys: [String: Int])] = []

    init(_ text: String) {
        var inPanel = false, inOtherTable = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                let name = line.filter { $0 != " " && $0 != "\t" }
                inPanel = name.hasPrefix("[[panel]]")
                inOtherTable = !inPanel
                if inPanel { panels.append((i + 1, [:])) }
                continue
            }
            guard let eq = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            var key = line[..<eq].trimmingCharacters(" \t")
            if key.count >= 2, key.first == "\"" || key.first == "'", key.last == key.first { key = String(key.dropFirst().dropLast()) }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { continue }
            if inPanel, !panels.isEmpty {
                if panels[panels.count - 1].keys[key] == nil { panels[panels.count - 1].keys[key] = i + 1 }
            } else if !inOtherTable, topLevel[key] == nil {
                topLevel[key] = i + 1
            }
        }
    }
}

extension Substring {
    func trimmingCharacters(_ set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
