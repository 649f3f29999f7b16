import Foundation
import Testing
@testable import Adapters
@testable import wlcharts

/// `WLCHARTS_FRAME_LOG`: a line of microseconds per frame, appended as frames happen; off
/// without the variable; an unopenable file is no log.
struct FrameTimeLogTests {
    @Test func eachFrameIsALineOfMicroseconds() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FrameTimeLog(environment: [:]) == nil)
        #expect(FrameTimeLog(environment: ["WLCHARTS_FRAME_LOG": folder + "/no/such/folder/f.log"]) == nil)
        let path = folder + "/frames.log"
        do {
            let log = try #require(FrameTimeLog(environment: ["WLCHARTS_FRAME_LOG": path]))
            log.record(0.0123456)
            log.record(0)
            log.record(-1)
            log.record(2.5)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "12346\n0\n0\n2500000\n", "written at once, not at the end")
        }
        let again = try #require(FrameTimeLog(environment: ["WLCHARTS_FRAME_LOG": path]))
        again.record(0.001)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "12346\n0\n0\n2500000\n1000\n", "appended")
    }
}
