import Foundation

/// Where and how state files are kept: under `$XDG_STATE_HOME/wlcharts/` (else
/// `~/.local/state/wlcharts/`), as small JSON objects read back with a size limit.
package enum StatePlace {
    /// The largest state file read (anything larger is not ours).
    package static let maximumBytes = 65_536

    /// `$XDG_STATE_HOME/wlcharts/NAME-HASH SUFFIX` (else under `~/.local/state`), the hash being
    /// FNV-1a of `key` (an absolute path, a URL); `nil` when neither variable names an absolute folder.
    public static func path(key: String, name: String, suffix: String, environment: [String: String]) -> String? {
        let base: String
        if let s = environment["XDG_STATE_HOME"], s.hasPrefix("/") { base = s }
        else if let h = environment["HOME"], h.hasPrefix("/") { base = h + "/.local/state" }
        else { return nil }
        var hash: UInt32 = 2_166_136_261   // FNV-1a
        for b in key.utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
        return "\(base)/wlcharts/\(name)-\(String(hash, radix: 16))\(suffix)"
    }

    /// The bytes of `object` as sorted-key JSON and a newline.
    static func json(_ object: [String: Any]) -> [UInt8] {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return [UInt8](data) + [0x0A]
    }

    /// The JSON object in `bytes`; `nil` for anything else or more than `maximumBytes`.
    static func object(_ bytes: [UInt8]) -> [String: Any]? {
        guard !bytes.isEmpty, bytes.count <= maximumBytes else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }
}
