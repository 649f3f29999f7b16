
/// One AT-SPI2 call on one node of the tree: the answer as D-Bus values, from the node (and for
/// `Selection`, its children) alone (`org.a11y.atspi.Accessible`, `Application`, `Component`,
/// `Action`, `Value`, `Text`, `Selection`, and `org.freedesktop.DBus.Properties` for their
/// properties).
@MainActor
package struct AccessibilityCall {
    package enum Answer {
        case values([DBusValue])
        case error(String, String)
        case unknown
    }

    package let host: any AccessibilityCallHost
    package let tree: AccessibleTree
    package let node: AccessibleNode

    /// The call on `node` of `tree`, answered on `host`'s bus.
    package init(host: any AccessibilityCallHost, tree: AccessibleTree, node: AccessibleNode) {
        self.host = host; self.tree = tree; self.node = node
    }

    /// The interfaces the node has.
    package var interfaces: [String] {
        var out = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if node.role == .application { out.append("org.a11y.atspi.Application") }
        if !node.actions.isEmpty { out.append("org.a11y.atspi.Action") }
        if node.value != nil { out.append("org.a11y.atspi.Value") }
        if node.text != nil { out.append("org.a11y.atspi.Text") }
        if node.states.contains(.multiselectable) { out.append("org.a11y.atspi.Selection") }
        return out
    }

    package func answer(_ interface: String, _ member: String, _ args: [DBusValue]) -> Answer {
        switch interface {
        case "org.freedesktop.DBus.Properties": return properties(member, args)
        case "org.a11y.atspi.Accessible": return accessible(member, args)
        case "org.a11y.atspi.Application":
            return member == "GetLocale" ? .values([.string("en_US.UTF-8")]) : .unknown
        case "org.a11y.atspi.Component": return component(member)
        case "org.a11y.atspi.Action": return action(member, args)
        case "org.a11y.atspi.Text": return text(member, args)
        case "org.a11y.atspi.Selection" where node.states.contains(.multiselectable): return selection(member, args)
        default: return .unknown
        }
    }

    private func accessible(_ member: String, _ args: [DBusValue]) -> Answer {
        switch member {
        case "GetChildAtIndex":
            let i = Int(args.first?.number ?? -1)
            return .values([node.children.indices.contains(i) ? host.reference(node.children[i]) : .reference("", "/org/a11y/atspi/null")])
        case "GetChildren": return .values([.array(element: "(so)", node.children.map { host.reference($0) })])
        case "GetIndexInParent":
            let i = node.parent.flatMap { tree[$0]?.children.firstIndex(of: node.id) } ?? -1
            return .values([.int32(Int32(i))])
        case "GetRelationSet": return .values([.array(element: "(ua(so))", [])])
        case "GetRole": return .values([.uint32(node.role.rawValue)])
        case "GetRoleName", "GetLocalizedRoleName": return .values([.string(node.role.name)])
        case "GetState":
            let (low, high) = node.states.words
            return .values([.array(element: "u", [.uint32(low), .uint32(high)])])
        case "GetAttributes": return .values([.dictionary(value: "s", node.attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })])
        case "GetApplication": return .values([host.reference(AccessibleTree.rootID)])
        case "GetInterfaces": return .values([.array(element: "s", interfaces.map { .string($0) })])
        default: return .unknown
        }
    }

    private func component(_ member: String) -> Answer {
        switch member {
        // Wayland tells a client nothing of where its window is: extents are unknown (AT-SPI's -1s).
        case "GetExtents": return .values([.structure([.int32(-1), .int32(-1), .int32(-1), .int32(-1)])])
        case "GetPosition", "GetSize": return .values([.int32(-1), .int32(-1)])
        case "Contains": return .values([.bool(false)])
        case "GetAccessibleAtPoint": return .values([.reference("", "/org/a11y/atspi/null")])
        case "GetLayer": return .values([.uint32(node.role == .frame ? 7 : 3)])   // window, widget
        case "GetMDIZOrder": return .values([.int32(0)])
        case "GetAlpha": return .values([.double(1)])
        case "GrabFocus":
            if let request = node.focusRequest { host.perform(request) }
            return .values([.bool(node.focusRequest != nil || node.states.contains(.focused))])
        default: return .unknown
        }
    }

    private func action(_ member: String, _ args: [DBusValue]) -> Answer {
        let i = Int(args.first?.number ?? -1)
        let action = node.actions.indices.contains(i) ? node.actions[i] : nil
        switch member {
        case "GetName", "GetLocalizedName": return .values([.string(action?.name ?? "")])
        case "GetDescription": return .values([.string(action?.description ?? "")])
        case "GetKeyBinding": return .values([.string("")])
        case "GetActions":
            return .values([.array(element: "(sss)", node.actions.map { .structure([.string($0.name), .string($0.description), .string("")]) })])
        case "DoAction":
            guard let action else { return .values([.bool(false)]) }
            host.perform(action.request)
            return .values([.bool(true)])
        default: return .unknown
        }
    }

    private func text(_ member: String, _ args: [DBusValue]) -> Answer {
        let chars = Array(node.text ?? "")
        func clamp(_ v: DBusValue?) -> Int { min(max(Int(v?.number ?? 0), 0), chars.count) }
        switch member {
        case "GetText":
            let a = clamp(args.first), e = Int(args.dropFirst().first?.number ?? -1)
            let b = e < 0 ? chars.count : max(a, clamp(.int32(Int32(e))))
            return .values([.string(String(chars[a ..< b]))])
        case "GetCharacterAtOffset":
            let i = Int(args.first?.number ?? -1)
            return .values([.int32(chars.indices.contains(i) ? Int32(chars[i].unicodeScalars.first!.value) : 0)])
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // The status is one sentence: every granularity reads the whole of it.
            return .values([.string(String(chars)), .int32(0), .int32(Int32(chars.count))])
        case "GetCaretOffset": return .values([.int32(0)])
        case "GetAttributeRun", "GetAttributes":
            return .values([.dictionary(value: "s", []), .int32(0), .int32(Int32(chars.count))])
        default: return .unknown
        }
    }

    /// The selected children: those with the `selected` state (the series list: the series shown).
    private var selectedChildren: [AccessibleNode] {
        node.children.compactMap { tree[$0] }.filter { $0.states.contains(.selected) }
    }

    /// `Selection` on a multiselectable list whose items select and deselect by their first action
    /// (the series list: selected = checked = shown, the action the toggle). One item stays
    /// selected, as the last shown series does: deselecting it, or `ClearSelection`, answers false
    /// and changes nothing.
    private func selection(_ member: String, _ args: [DBusValue]) -> Answer {
        let items = node.children.compactMap { tree[$0] }, selected = selectedChildren
        let i = Int(args.first?.number ?? -1)
        // Item `k` made selected (`on`) or not, through its action; whether it is (or will be) so.
        func set(_ k: Int, _ on: Bool) -> Bool {
            guard items.indices.contains(k), let toggle = items[k].actions.first else { return false }
            if items[k].states.contains(.selected) == on { return true }
            if !on && selected.count <= 1 { return false }
            host.perform(toggle.request)
            return true
        }
        switch member {
        case "GetSelectedChild":
            return .values([selected.indices.contains(i) ? host.reference(selected[i].id) : .reference("", "/org/a11y/atspi/null")])
        case "IsChildSelected": return .values([.bool(items.indices.contains(i) && items[i].states.contains(.selected))])
        case "SelectChild": return .values([.bool(set(i, true))])
        case "DeselectChild": return .values([.bool(set(i, false))])
        case "DeselectSelectedChild":
            let k = selected.indices.contains(i) ? items.firstIndex { $0.id == selected[i].id } : nil
            return .values([.bool(k.map { set($0, false) } ?? false)])
        case "SelectAll":
            var all = true
            for k in items.indices where !set(k, true) { all = false }
            return .values([.bool(all)])
        case "ClearSelection": return .values([.bool(false)])
        default: return .unknown
        }
    }

    private func properties(_ member: String, _ args: [DBusValue]) -> Answer {
        let interface = args.first?.stringValue ?? ""
        switch member {
        case "Get":
            guard let v = property(interface, args.dropFirst().first?.stringValue ?? "") else {
                return .error("org.freedesktop.DBus.Error.UnknownProperty", "no such property")
            }
            return .values([.variant(v)])
        case "GetAll":
            let names = Self.names[interface] ?? []
            return .values([.dictionary(value: "v", names.compactMap { n in property(interface, n).map { (n, .variant($0)) } })])
        case "Set":
            let name = args.dropFirst().first?.stringValue ?? ""
            if interface == "org.a11y.atspi.Value", name == "CurrentValue", let value = node.value, let x = args.last?.number {
                host.perform(value.request(x))
            }
            return .values([])   // Application.Id and the like: accepted, not needed
        default: return .unknown
        }
    }

    package static let names: [String: [String]] = [
        "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Selection": ["NSelectedChildren"],
    ]

    private func property(_ interface: String, _ name: String) -> DBusValue? {
        switch (interface, name) {
        case ("org.a11y.atspi.Accessible", "Name"): .string(node.name)
        case ("org.a11y.atspi.Accessible", "Description"): .string(node.description)
        case ("org.a11y.atspi.Accessible", "Parent"): host.reference(node.parent)
        case ("org.a11y.atspi.Accessible", "ChildCount"): .int32(Int32(node.children.count))
        case ("org.a11y.atspi.Accessible", "Locale"): .string("en_US.UTF-8")
        case ("org.a11y.atspi.Accessible", "AccessibleId"): .string(node.id)
        case ("org.a11y.atspi.Application", "ToolkitName"): .string("wlcharts")
        case ("org.a11y.atspi.Application", "Version"): .string("1")
        case ("org.a11y.atspi.Application", "AtspiVersion"): .string("2.1")
        case ("org.a11y.atspi.Application", "Id"): .int32(0)
        case ("org.a11y.atspi.Action", "NActions"): .int32(Int32(node.actions.count))
        case ("org.a11y.atspi.Value", "MinimumValue"): node.value.map { .double($0.minimum) }
        case ("org.a11y.atspi.Value", "MaximumValue"): node.value.map { .double($0.maximum) }
        case ("org.a11y.atspi.Value", "MinimumIncrement"): node.value.map { .double($0.increment) }
        case ("org.a11y.atspi.Value", "CurrentValue"): node.value.map { .double($0.current) }
        case ("org.a11y.atspi.Value", "Text"): node.value.map { .string($0.text) }
        case ("org.a11y.atspi.Text", "CharacterCount"): node.text.map { .int32(Int32($0.count)) }
        case ("org.a11y.atspi.Text", "CaretOffset"): node.text.map { _ in .int32(0) }
        case ("org.a11y.atspi.Selection", "NSelectedChildren") where node.states.contains(.multiselectable):
            .int32(Int32(selectedChildren.count))
        default: nil
        }
    }
}

/// What an `AccessibilityCall` asks of the bus it answers on: references to nodes, and
/// requests carried out on the charts.
@MainActor
package protocol AccessibilityCallHost: AnyObject {
    /// The `(so)` reference of node `id` (`nil`: the desktop, the root's parent).
    func reference(_ id: String?) -> DBusValue
    /// Carries out an action or value request on the chart's controller.
    func perform(_ request: AccessibleRequest)
}
