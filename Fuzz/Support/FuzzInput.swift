/// The fuzzer's bytes read as structured values, front to back; reading past the end gives zeros,
/// so every input (even empty) means something.
public struct FuzzInput {
    public let bytes: [UInt8]
    public private(set) var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether unread bytes remain.
    public var hasMore: Bool { position < bytes.count }

    /// The unread bytes.
    public var rest: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// An integer in `range` from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let raw = span > 256 ? UInt64(byte()) << 8 | UInt64(byte()) : UInt64(byte())
        return range.lowerBound + Int(raw % span)
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    public mutating func uint64() -> UInt64 {
        var v: UInt64 = 0
        for _ in 0 ..< 8 { v = v << 8 | UInt64(byte()) }
        return v
    }

    /// A fraction in 0…1 from one byte.
    public mutating func fraction() -> Double { Double(byte()) / 255 }

    /// A Double from eight raw bytes (any bit pattern: NaN, ±∞, subnormals, ±1.8e308).
    public mutating func rawDouble() -> Double { Double(bitPattern: uint64()) }
}
