import Testing

/// The sound comparison of the real-server tests: silence the server inserts is allowed, a lost,
/// changed or reordered sample is not.
struct RecordedSoundTests {
    /// A tone-like signal with no zero samples, so any inserted zero is the server's.
    private let ours: [Int16] = (0 ..< 4000).map { Int16(truncatingIfNeeded: 1000 + ($0 * 37) % 3000) }

    @Test func silenceInsertedByUnderrunsIsAllowedAndCounted() throws {
        func silence(_ n: Int) -> [Int16] { [Int16](repeating: 0, count: n) }
        var recording = silence(30)
        recording += ours[..<1000]
        recording += silence(500)
        recording += ours[1000 ..< 2500]
        recording += silence(7)
        recording += ours[2500...]
        recording += silence(3)
        let start = try #require(SoundServer.position(of: ours, from: 0, in: recording))
        #expect(start == 30)
        let match = RecordedSound(ours, from: 0, in: recording, at: start)
        #expect(match.firstMismatch == nil)
        #expect(match.underruns.map { $0.at } == [1000, 2500])
        #expect(match.underruns.map { $0.samples } == [500, 7])
        #expect(RecordedSound.end(of: ours, from: 0, at: start, match) == recording.count - 3)
    }

    @Test func aChangedLostOrNonSilentSampleIsAMismatch() {
        var changed = ours; changed[1234] &+= 1
        #expect(RecordedSound(ours, from: 0, in: changed, at: 0).firstMismatch == 1234)
        var lost = ours; lost.remove(at: 2000)
        #expect(RecordedSound(ours, from: 0, in: lost, at: 0).firstMismatch == 2000)
        var noise = Array(ours[..<100]); noise += [5, 5]; noise += ours[100...]
        #expect(RecordedSound(ours, from: 0, in: noise, at: 0).firstMismatch == 100)
        #expect(RecordedSound(ours, from: 0, in: Array(ours[..<3000]), at: 0).firstMismatch == 3000)
        var tooLong = Array(ours[..<10]); tooLong += [Int16](repeating: 0, count: 50); tooLong += ours[10...]
        #expect(RecordedSound(ours, from: 0, in: tooLong, at: 0, maxUnderrun: 40).firstMismatch == 10)
    }
}
