/// Snapshots: remember and restore the live state (TAB-01). The snapshot is the scene's own
/// ``SceneState``, not a copy of it.
extension Scene {
    /// The live state as plain data.
    public func snapshot() -> SceneState { state }

    /// Split view `split`'s hidden master or side, shown as the scene would show it now (SPL-07,
    /// SVC-07): its first child, in the style its profile and options give. A `split` that is not
    /// a split view controller gives a side that restoring refuses.
    public func sidePresentation(showing split: String) -> SplitSidePresentation { sidePresentation(showing: split, in: state) }

    /// Split view `split`'s side as it would show in `state`.
    private func sidePresentation(showing split: String, in state: SceneState) -> SplitSidePresentation {
        SplitSidePresentation(
            split: split, side: Hierarchy(index: index, state: state).container(split).children.first ?? "",
            style: Scene.sideStyle(of: split, index: index, profile: document.profile))
    }

    /// Restores a snapshot, validated and atomic. Navigation stacks, selected tabs, current pages
    /// and split children merge into the current ones (the snapshot may leave containers out);
    /// the parts in `kept` stay as they are; a shown side shows as ``sidePresentation(showing:)``
    /// says, whatever controller and style the snapshot names. Events: the appearance messages
    /// (not animated) of the controllers whose views leave or enter the window; no rotation or
    /// application messages.
    @discardableResult
    public mutating func restore(_ snapshot: SceneState, keeping kept: KeptState = []) throws(ModelError) -> [SceneEvent] {
        var next = snapshot
        next.stacks = state.stacks.merging(snapshot.stacks) { $1 }
        next.selectedTabs = state.selectedTabs.merging(snapshot.selectedTabs) { $1 }
        next.currentPages = state.currentPages.merging(snapshot.currentPages) { $1 }
        next.containerShown = state.containerShown.merging(snapshot.containerShown) { $1 }
        next.splitChildren =
            kept.contains(.splitChildren) ? state.splitChildren : state.splitChildren.merging(snapshot.splitChildren) { $1 }
        if kept.contains(.popovers) { next.popovers = state.popovers }
        next.keyboardShown = snapshot.keyboardShown || snapshot.firstResponder != nil
        // The shown sides come after the layers, as UIKit's split view shows them (SPL-07, SVC-07),
        // each worked out against the restored children; a split named twice shows once.
        var splits: [String] = []
        var named = Set<String>()
        for side in snapshot.shownSides where named.insert(side.split).inserted { splits.append(side.split) }
        next.removeSides()
        for split in splits { next.presentations.append(.splitSide(sidePresentation(showing: split, in: next))) }
        try next.validate(against: index)
        let before = hierarchy.visibleControllers
        state = next
        hierarchy.forgetChanges()  // checked in full above
        keepLayout()
        return Appearance(before: before, after: hierarchy.visibleControllers, animated: false).events
            .filter { $0.target.map { !index.synthetic.contains($0) } ?? true }
    }
}
