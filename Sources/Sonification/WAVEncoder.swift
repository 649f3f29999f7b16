/// RIFF WAVE files of 16-bit PCM: the bytes only (writing them is the caller's I/O).
package enum WAVEncoder {
    /// The 44-byte header and the little-endian samples of `sound`.
    /// - Complexity: O(samples).
    public static func encode(_ sound: PCMSound) -> [UInt8] {
        let dataBytes = sound.samples.count * 2
        precondition(dataBytes <= Int(UInt32.max) - 36, "a WAV file holds at most 4 GiB")
        var out: [UInt8] = []
        out.reserveCapacity(44 + dataBytes)
        func u32(_ v: Int) { let v = UInt32(v); for k in 0 ..< 4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        func u16(_ v: Int) { let v = UInt16(v); out.append(UInt8(truncatingIfNeeded: v)); out.append(UInt8(truncatingIfNeeded: v >> 8)) }
        out += Array("RIFF".utf8); u32(36 + dataBytes); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); u32(16)
        u16(1)                                          // PCM
        u16(sound.channels)
        u32(sound.sampleRate)
        u32(sound.sampleRate * sound.channels * 2)      // bytes per second
        u16(sound.channels * 2)                         // bytes per frame
        u16(16)                                         // bits per sample
        out += Array("data".utf8); u32(dataBytes)
        for s in sound.samples {
            let u = UInt16(bitPattern: s)
            out.append(UInt8(truncatingIfNeeded: u)); out.append(UInt8(truncatingIfNeeded: u >> 8))
        }
        return out
    }
}
