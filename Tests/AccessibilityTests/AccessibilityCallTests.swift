import Testing
import Accessibility
import Charts

/// AT-SPI2 calls answered from the tree over a fake bus: no D-Bus, no screen reader.
@MainActor
@Suite struct AccessibilityCallTests {
    final class Host: AccessibilityCallHost {
        var performed = 0
        func reference(_ id: String?) -> DBusValue { .reference(":1.7", "/n/" + (id ?? "desktop")) }
        func perform(_ request: AccessibleRequest) { performed += 1 }
    }

    @Test func childrenAreTheHostsReferencesAndUnknownCallsAreUnknown() throws {
        let tree = AccessibleTreeTests.tree(ChartController(charts: [AccessibleTreeTests.wavy()]))
        let app = try #require(tree[AccessibleTree.rootID])
        let host = Host()
        let call = AccessibilityCall(host: host, tree: tree, node: app)
        guard case .values(let children) = call.answer("org.a11y.atspi.Accessible", "GetChildren", []) else {
            Issue.record("no children"); return
        }
        #expect(children == [.array(element: "(so)", [.reference(":1.7", "/n/" + AccessibleTree.windowID)])])
        guard case .unknown = call.answer("org.a11y.atspi.Nothing", "Get", []) else {
            Issue.record("an unknown interface answered"); return
        }
        #expect(call.interfaces.contains("org.a11y.atspi.Application"))
        #expect(host.performed == 0)
    }
}
