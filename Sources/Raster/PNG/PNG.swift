import CZlib

/// PNG encoding and decoding for ``Bitmap``s (golden images, `--png` output).
///
/// Raster does no file I/O: callers read and write the bytes.
/// - ``encode(_:)`` writes 8-bit RGBA, non-interlaced, straight (un-premultiplied) alpha;
///   ``encode(_:to:)`` does the same row by row into a sink (no copy of the image).
/// - ``decode(_:)`` reads non-interlaced and Adam7-interlaced images of every standard colour type
///   (grey, RGB, palette, grey + alpha, RGBA) at 1, 2, 4, 8 and 16 bits where PNG allows them,
///   with `tRNS` transparency, checks every chunk's CRC, and premultiplies into a new ``Bitmap``.
///   Malformed input is a ``PNGError``, never a crash.
public enum PNG {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Largest image ``decode(_:)`` accepts, in pixels (a guard against absurd headers).
    public static let maxPixels = 1 << 28

    /// CRC-32 of the chunk type followed by its data (zlib's table-driven CRC).
    static func crc(_ type: UInt32, _ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var typeBytes = type.bigEndian
        var c = withUnsafeBytes(of: &typeBytes) { raw in
            crc32(0, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 4)
        }
        if let base = data.baseAddress, data.count > 0 {
            c = crc32(c, base, uInt(data.count))
        }
        return UInt32(truncatingIfNeeded: c)
    }
}

/// Why ``PNG/decode(_:)`` refused its input.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data ends inside the chunk at `offset`.
    case truncated(offset: Int)
    /// A chunk's stored CRC does not match its contents.
    case badCRC(chunk: String, offset: Int)
    /// The first chunk is not `IHDR`, or a critical chunk is misplaced or repeated.
    case badChunkOrder(String)
    /// The header holds impossible values (zero size, bad depth/colour combination …).
    case invalidHeader(String)
    /// A valid PNG feature this decoder does not read.
    case unsupported(String)
    /// The image is larger than ``PNG/maxPixels``.
    case tooLarge(width: Int, height: Int)
    /// The zlib stream in the `IDAT` chunks is damaged or has the wrong length.
    case badImageData(String)
    /// A scanline names a filter type other than 0…4.
    case badFilter(type: UInt8, row: Int)
    /// A palette image has no `PLTE`, or a pixel indexes past its end.
    case badPalette(String)

    /// One line naming the problem and where it is.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (signature missing)"
        case .truncated(let offset): "PNG truncated in the chunk at byte \(offset)"
        case .badCRC(let chunk, let offset): "PNG chunk \(chunk) at byte \(offset) has a bad CRC"
        case .badChunkOrder(let why): "PNG chunk order: \(why)"
        case .invalidHeader(let why): "PNG header: \(why)"
        case .unsupported(let what): "PNG feature not supported: \(what)"
        case .tooLarge(let w, let h): "PNG image \(w)×\(h) is too large"
        case .badImageData(let why): "PNG image data: \(why)"
        case .badFilter(let type, let row): "PNG row \(row) has unknown filter type \(type)"
        case .badPalette(let why): "PNG palette: \(why)"
        }
    }
}
