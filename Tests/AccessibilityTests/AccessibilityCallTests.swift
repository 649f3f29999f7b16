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

    /// A host that carries the requests out on the chart, as the bridge does.
    final class ChartHost: AccessibilityCallHost {
        let controller: ChartController
        init(_ controller: ChartController) { self.controller = controller }
        func reference(_ id: String?) -> DBusValue { .reference(":1.7", "/n/" + (id ?? "desktop")) }
        func perform(_ request: AccessibleRequest) { request.perform(on: controller) }
    }

    /// The series list's `Selection`: selected = shown; each call answered from a fresh tree, as
    /// the bridge rebuilds it after a request.
    @Test func theSeriesListsSelectionIsTheSeriesShown() throws {
        let c = ChartController(charts: [AccessibleTreeTests.wavy()])
        let host = ChartHost(c)
        func call(_ member: String, _ args: [DBusValue] = []) throws -> [DBusValue] {
            let tree = AccessibleTreeTests.tree(c)
            let list = try #require(tree["chart0/series"])
            guard case .values(let v) = AccessibilityCall(host: host, tree: tree, node: list)
                .answer("org.a11y.atspi.Selection", member, args) else { Issue.record("\(member) not answered"); return [] }
            return v
        }
        func selectedCount() throws -> DBusValue? {
            let tree = AccessibleTreeTests.tree(c)
            let call = AccessibilityCall(host: host, tree: tree, node: try #require(tree["chart0/series"]))
            #expect(call.interfaces.contains("org.a11y.atspi.Selection"))
            guard case .values(let v) = call.answer("org.freedesktop.DBus.Properties", "Get",
                                                    [.string("org.a11y.atspi.Selection"), .string("NSelectedChildren")]) else { return nil }
            return v.first
        }
        #expect(try selectedCount() == .variant(.int32(2)))
        #expect(try call("GetSelectedChild", [.int32(1)]) == [.reference(":1.7", "/n/chart0/series/b")])
        #expect(try call("DeselectChild", [.int32(1)]) == [.bool(true)])
        #expect(c.model.weights == [1, 0], "hidden on screen")
        #expect(try call("IsChildSelected", [.int32(1)]) == [.bool(false)])
        #expect(try selectedCount() == .variant(.int32(1)))
        // The last shown series stays: deselecting it, or clearing, changes nothing.
        #expect(try call("DeselectSelectedChild", [.int32(0)]) == [.bool(false)])
        #expect(try call("ClearSelection") == [.bool(false)])
        #expect(c.model.weights == [1, 0])
        #expect(try call("SelectChild", [.int32(1)]) == [.bool(true)])
        #expect(try call("SelectChild", [.int32(1)]) == [.bool(true)], "already shown: stays shown")
        #expect(c.model.weights == [1, 1])
        #expect(try call("DeselectSelectedChild", [.int32(0)]) == [.bool(true)])
        #expect(c.model.weights == [0, 1])
        #expect(try call("GetSelectedChild", [.int32(0)]) == [.reference(":1.7", "/n/chart0/series/b")])
        #expect(try call("GetSelectedChild", [.int32(1)]) == [.reference("", "/org/a11y/atspi/null")])
        #expect(try call("SelectChild", [.int32(7)]) == [.bool(false)])
        #expect(try call("SelectAll") == [.bool(true)])
        #expect(c.model.weights == [1, 1])
        // Only the series list has a selection.
        let tree = AccessibleTreeTests.tree(c)
        guard case .unknown = AccessibilityCall(host: host, tree: tree, node: try #require(tree["chart0/plot"]))
            .answer("org.a11y.atspi.Selection", "SelectAll", []) else { Issue.record("the plot answered Selection"); return }
    }
}
