extension AccessibleTree {
    /// What changed from `old` to this tree, as the events an assistive technology is sent, in
    /// the order to send them: children removed, children added, then names, descriptions,
    /// values and texts of the objects in both, then states, then changed selections — the focus
    /// last, so the newly focused object exists and has its name when the screen reader hears of it.
    /// - Complexity: O(nodes + children).
    public func events(from old: AccessibleTree) -> [AccessibleEvent] {
        var removed: [AccessibleEvent] = [], added: [AccessibleEvent] = []
        var properties: [AccessibleEvent] = [], states: [AccessibleEvent] = [], focus: [AccessibleEvent] = []
        var selections: [AccessibleEvent] = []
        for id in old.order {
            guard let before = old.nodes[id] else { continue }
            let now = nodes[id]
            for (k, child) in before.children.enumerated().reversed() where now?.children.contains(child) != true {
                // A child that went with its parent is not reported apart from it.
                guard now != nil else { continue }
                removed.append(.childrenChanged(parent: id, added: false, index: k, child: child))
            }
        }
        for id in order {
            guard let node = nodes[id] else { continue }
            let before = old.nodes[id]
            if let before {
                for (k, child) in node.children.enumerated() where !before.children.contains(child) {
                    added.append(.childrenChanged(parent: id, added: true, index: k, child: child))
                }
            }
            let states0 = before?.states ?? AccessibleStates.shown
            for (state, name) in AccessibleStates.names where state != .focused && states0.contains(state) != node.states.contains(state) {
                // A new object's states are read with it; only its focus is news.
                guard before != nil else { continue }
                states.append(.stateChanged(id, state: name, on: node.states.contains(state)))
            }
            // A container's selection changed: once, after its children's `selected` changes.
            if node.states.contains(.multiselectable), before?.states.contains(.multiselectable) == true,
               node.children.contains(where: { c in old.nodes[c].map { nodes[c]?.states.contains(.selected) != $0.states.contains(.selected) } == true }) {
                selections.append(.selectionChanged(id))
            }
            if node.states.contains(.focused) != (before?.states.contains(.focused) ?? false) {
                focus.append(.stateChanged(id, state: "focused", on: node.states.contains(.focused)))
                if node.states.contains(.focused), let parent = node.parent, nodes[parent]?.states.contains(.managesDescendants) == true {
                    focus.append(.activeDescendantChanged(parent: parent, child: id))
                }
            }
            // A new notification shows: news a screen reader reads wherever its focus is.
            if before == nil, node.role == .notification { states.append(.stateChanged(id, state: "showing", on: true)) }
            guard let before else { continue }
            if node.name != before.name { properties.append(.nameChanged(id)) }
            if node.description != before.description { properties.append(.descriptionChanged(id)) }
            if node.value != before.value { properties.append(.valueChanged(id)) }
            if node.text != before.text {
                if let t = before.text, !t.isEmpty { properties.append(.textChanged(id, inserted: false, text: t)) }
                if let t = node.text, !t.isEmpty { properties.append(.textChanged(id, inserted: true, text: t)) }
            }
        }
        // The old focus lost it (also when its object went away, as a step to the next point does).
        for id in old.order where old.nodes[id]?.states.contains(.focused) == true && nodes[id] == nil {
            focus.insert(.stateChanged(id, state: "focused", on: false), at: 0)
        }
        return removed + added + properties + states + selections + focus
    }
}
