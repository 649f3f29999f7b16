/// A change an assistive technology hears of: what `AccessibleTree.events(from:)` finds between
/// two trees, and the bridge sends as an AT-SPI2 signal on the changed object.
package enum AccessibleEvent: Sendable, Equatable {
    /// `object:children-changed:add` / `:remove` on `parent`, with the child's index.
    case childrenChanged(parent: String, added: Bool, index: Int, child: String)
    /// `object:property-change:accessible-name`.
    case nameChanged(String)
    /// `object:property-change:accessible-description`.
    case descriptionChanged(String)
    /// `object:property-change:accessible-value`.
    case valueChanged(String)
    /// `object:text-changed:delete` then `:insert`: the whole text replaced (a live region's news).
    case textChanged(String, inserted: Bool, text: String)
    /// `object:state-changed:<state>` (`focused`, `checked`, `selected`…).
    case stateChanged(String, state: String, on: Bool)
    /// `object:selection-changed` on a container whose children's selection changed (the series list).
    case selectionChanged(String)
    /// `object:active-descendant-changed` on a container that manages its descendants (the plot).
    case activeDescendantChanged(parent: String, child: String)
}
