import Testing
@testable import Wayland

@Suite struct WaylandErrorTests {
    @Test func noCompositorMessageGivesAHint() {
        let message = WaylandError.noCompositor(display: "wayland-9").description
        #expect(message.contains("wayland-9"))
        #expect(message.contains("--png"))
    }
}
