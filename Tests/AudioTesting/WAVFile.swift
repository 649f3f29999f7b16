import Sonification

/// Reads 16-bit PCM WAV files back for the tests (ours, and what `parec` recorded): the `fmt `
/// and `data` chunks, any other chunk skipped. A `data` size of 0 or one that runs past the end of
/// the file (a recorder stopped before it wrote the size) means "to the end".
public enum WAVFile {
    public struct DecodeError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func decode(_ bytes: [UInt8]) throws -> PCMSound {
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at ..< at + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw DecodeError(description: "not a RIFF WAVE file") }
        var at = 12
        var channels = 0, rate = 0, bits = 0
        while at + 8 <= bytes.count {
            let id = tag(at), size = u32(at + 4)
            let body = at + 8
            if id == "fmt " {
                guard body + 16 <= bytes.count else { throw DecodeError(description: "short fmt chunk") }
                let format = u16(body)
                channels = u16(body + 2); rate = u32(body + 4); bits = u16(body + 14)
                guard format == 1 || format == 0xFFFE, bits == 16, channels > 0 else {
                    throw DecodeError(description: "not 16-bit PCM (format \(format), \(bits) bits)")
                }
            } else if id == "data" {
                guard channels > 0 else { throw DecodeError(description: "data before fmt") }
                let end = size == 0 ? bytes.count : min(body + size, bytes.count)
                let frames = (end - body) / (2 * channels)
                var samples = [Int16](repeating: 0, count: frames * channels)
                for k in samples.indices { samples[k] = Int16(bitPattern: UInt16(u16(body + 2 * k))) }
                return PCMSound(samples: samples, channels: channels, sampleRate: rate)
            }
            at = body + size + (size & 1)
        }
        throw DecodeError(description: "no data chunk")
    }
}
