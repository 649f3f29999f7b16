import Adapters
import AllocationCounting
import Charts
import Raster
import SeriesData
import Testing
import Wayland

/// "No bus, no cost" for frames (issue 36): with a screen reader on and the bridge serving the
/// tree, a drawn frame costs the bridge a flag and, once per loop turn, libdbus's dispatch status
/// and flush — no heap allocation. The tree is built again only when input changed the charts or
/// the frames have settled. Counted with `AllocationCounting` (the calling thread's mallocs) over
/// loop turns of a loop of the test's own (`LoopHooks`), on a real accessibility bus (reached by
/// `AT_SPI_BUS_ADDRESS`, as the bridge takes it: the test process's own environment is left alone).
@Suite(.enabled(if: allocation_counting_available() != 0, "malloc is the sanitizer's in this build: not counted"),
       .enabled(if: AccessibilityBus.available, AccessibilityBus.missingNote))
@MainActor
struct AccessibilityBridgeCostTests {
    /// A loop that only keeps what the bridge asks of it, turned by hand.
    final class HandTurnedLoop: LoopHooks {
        var beforeWait: [@MainActor () throws(WaylandError) -> Void] = []
        var watched: [Int32: @MainActor () -> Void] = [:]
        func watch(fd: Int32, _ action: (@MainActor () -> Void)?) { watched[fd] = action }
        func addBeforeWait(_ body: @escaping @MainActor () throws(WaylandError) -> Void) { beforeWait.append(body) }
        /// One turn with no fd readable (a frame's turn with nothing from the bus: the product's
        /// loop calls a watched fd's action only when it is readable): the work before sleeping.
        /// Indexed, not iterated: an unoptimised iterator allocates, and this loop's own cost
        /// must not count.
        func turn() throws {
            for i in beforeWait.indices { try beforeWait[i]() }
        }
        /// A turn where the bus's fd is readable (the registry's answers at the start).
        func turnReading() throws {
            for action in watched.values { action() }
            try turn()
        }
    }

    /// One chart, as the window shows it.
    final class OneChart: AccessibleContent {
        let controller: ChartController
        init(_ controller: ChartController) { self.controller = controller }
        var accessibleCharts: [ChartController] { [controller] }
        var accessiblePanels: [String]? { nil }
        var focusedChart: Int { 0 }
    }

    static func chart() -> ChartData {
        let day: Int64 = 86_400_000, first = 1_500_000_000_000 / day * day
        return ChartData(title: "Wavy", x: (0 ..< 120).map { first + Int64($0) * day }, series: [
            Series(id: "a", name: "Views", color: Color(rgb: 0x3DC23F), kind: .line, values: (0 ..< 120).map { Double(1000 + $0 % 17) }),
        ])
    }

    /// Allocations of `turns` loop turns, each after a drawn frame.
    static func allocations(_ loop: HandTurnedLoop, _ bridge: AccessibilityBridge, turns: Int) throws -> Int {
        allocation_counting_start()
        for _ in 0 ..< turns {
            bridge.frameDrawn()
            try loop.turn()
        }
        return allocation_counting_stop()
    }

    @Test func aFrameCostsTheBridgeNoAllocationUntilTheFramesSettle() throws {
        let bus = try AccessibilityBus(screenReader: true)
        defer { bus.stop() }
        let loop = HandTurnedLoop()
        let content = OneChart(ChartController(charts: [Self.chart()]))
        var settled = false
        let started = AccessibilityBridge.start(loop: loop, content: content, title: { "wlcharts — Wavy" }, settled: { settled },
                                                environment: ["AT_SPI_BUS_ADDRESS": try bus.accessibilityAddress()])
        let bridge = try #require(started, "the bridge starts on a bus with a screen reader")
        // The first turns answer the registry and build the first tree: not counted.
        for _ in 0 ..< 3 { try loop.turnReading() }
        _ = try Self.allocations(loop, bridge, turns: 10)
        #expect(try Self.allocations(loop, bridge, turns: 200) == 0, "frames of an animation cost the bridge nothing")
        // Settled: the tree is built once (the counter sees it), then nothing again.
        settled = true
        #expect(try Self.allocations(loop, bridge, turns: 1) > 0, "the settled frames' tree is built (and counted)")
        allocation_counting_start()
        for _ in 0 ..< 200 { try loop.turn() }
        #expect(allocation_counting_stop() == 0, "idle turns cost the bridge nothing")
    }
}
