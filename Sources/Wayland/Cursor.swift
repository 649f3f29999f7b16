import CWaylandClient
import CWaylandCursor
import Glibc

/// The pointer's arrow from the cursor theme (`XCURSOR_THEME`, `XCURSOR_SIZE`) through
/// libwayland-cursor, scaled with the window. With no theme installed the compositor's cursor is
/// left alone (libwayland-cursor's built-in fallback is not used).
@MainActor
final class Cursor {
    private let shm: OpaquePointer
    private let surface: OpaquePointer
    private let themeName: String?
    private let size: Int
    private var scale: Int
    private var theme: OpaquePointer?
    private var cursor: UnsafeMutablePointer<wl_cursor>?
    private var lastPointer: OpaquePointer?
    private var lastSerial: UInt32 = 0

    /// `nil` when no cursor theme with cursors is installed.
    init?(compositor: OpaquePointer, shm: OpaquePointer, scale: Int) {
        let name = getenv("XCURSOR_THEME").map { String(cString: $0) }
        guard Cursor.themeExists(name ?? "default", depth: 0) else { return nil }
        let sizeText = getenv("XCURSOR_SIZE").map { String(cString: $0) }
        self.shm = shm
        self.themeName = name
        self.size = sizeText.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
        self.scale = max(1, scale)
        surface = wl_compositor_create_surface(compositor)
        guard load() else { wl_surface_destroy(surface); return nil }
    }

    private func load() -> Bool {
        if let theme { wl_cursor_theme_destroy(theme) }
        theme = wl_cursor_theme_load(themeName, Int32(size * scale), shm)
        guard let theme else { return false }
        cursor = wl_cursor_theme_get_cursor(theme, "default") ?? wl_cursor_theme_get_cursor(theme, "left_ptr")
        return cursor != nil
    }

    func scaleChanged(to newScale: Int) {
        guard newScale != scale, newScale > 0 else { return }
        scale = newScale
        _ = load()
        if let lastPointer { apply(pointer: lastPointer, serial: lastSerial) }
    }

    /// Shows the arrow for `pointer` (call on every `wl_pointer.enter` with its serial).
    func apply(pointer: OpaquePointer?, serial: UInt32) {
        guard let pointer, let cursor, cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
              let buffer = wl_cursor_image_get_buffer(image) else { return }
        lastPointer = pointer
        lastSerial = serial
        let s = UInt32(scale)
        wl_pointer_set_cursor(pointer, serial, surface, Int32(image.pointee.hotspot_x / s), Int32(image.pointee.hotspot_y / s))
        wl_surface_set_buffer_scale(surface, Int32(scale))
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(surface)
    }

    /// Whether `name` (or a theme it inherits) has a `cursors` folder in the Xcursor search path.
    static func themeExists(_ name: String, depth: Int) -> Bool {
        guard depth < 5 else { return false }
        let home = getenv("HOME").map { String(cString: $0) } ?? ""
        let path = getenv("XCURSOR_PATH").map { String(cString: $0) }
            ?? "\(home)/.local/share/icons:\(home)/.icons:/usr/share/icons:/usr/share/pixmaps"
        for dir in path.split(separator: ":") {
            let base = "\(dir)/\(name)"
            if access("\(base)/cursors", F_OK) == 0 { return true }
            for parent in inherits("\(base)/index.theme") where parent != name {
                if themeExists(parent, depth: depth + 1) { return true }
            }
        }
        return false
    }

    /// The `Inherits=` themes of an index.theme file.
    private static func inherits(_ file: String) -> [String] {
        guard let f = fopen(file, "r") else { return [] }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), f) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if text.hasPrefix("Inherits") , let eq = text.firstIndex(of: "=") {
                return text[text.index(after: eq)...].split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\n" || $0 == " " })
                    .map(String.init)
            }
        }
        return []
    }
}
