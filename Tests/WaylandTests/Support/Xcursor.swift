import Foundation

/// Writes a one-image Xcursor theme (`THEME/cursors/default`, 24×24, hotspot 3,2) under `icons`,
/// in the format libXcursor and libwayland-cursor read: a header, a table of contents, one image
/// chunk, all little-endian.
enum Xcursor {
    static func writeTheme(named theme: String, under icons: String) throws {
        let folder = "\(icons)/\(theme)/cursors"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var bytes: [UInt8] = []
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
        let imageType: UInt32 = 0xfffd_0002, size: UInt32 = 24
        u32(0x7275_6358)          // "Xcur"
        u32(16); u32(0x1_0000); u32(1)  // header size, version, one TOC entry
        u32(imageType); u32(size); u32(16 + 12)   // TOC: type, nominal size, position
        u32(36); u32(imageType); u32(size); u32(1) // chunk header: size, type, subtype, version
        u32(size); u32(size); u32(3); u32(2); u32(0) // width, height, hotspot x, y, delay
        for y in 0 ..< size { for x in 0 ..< size { u32(x <= y ? 0xFF00_0000 : 0) } }
        try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/default"))
    }
}
