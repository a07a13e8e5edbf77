/// Snapshots: remember and restore the live state (TAB-01).
extension Scene {
    /// The live state as plain data.
    public func snapshot() -> SceneSnapshot {
        SceneSnapshot(
            orientation: state.orientation, backgrounded: state.backgrounded, navigationStacks: state.stacks,
            selectedTabs: state.selectedTabs, currentPages: state.currentPages, presentations: state.presentations.filter(\.isLayer),
            popovers: state.popovers, popoverSizes: state.popoverSizes, modalInPopover: state.modalInPopover,
            keyboardShown: state.keyboardShown, firstResponder: state.firstResponder, inCallStatusBar: state.inCallStatusBar,
            texts: state.texts, splitChildren: state.splitChildren, splitsShowingSide: Set(state.shownSides.map(\.split)),
            portraitSplitPoints: state.portraitSplitPoints, landscapeSplitPoints: state.landscapeSplitPoints,
            itemsEnabled: state.itemsEnabled)
    }

    /// Restores a snapshot, validated and atomic. Containers the snapshot leaves out keep their
    /// current state. Events: the appearance messages (not animated) of the controllers whose
    /// views leave or enter the window; no rotation or application messages.
    @discardableResult
    public mutating func restore(_ snapshot: SceneSnapshot) throws(ModelError) -> [SceneEvent] {
        var next = state
        next.orientation = snapshot.orientation
        next.backgrounded = snapshot.backgrounded
        next.stacks.merge(snapshot.navigationStacks) { $1 }
        next.selectedTabs.merge(snapshot.selectedTabs) { $1 }
        next.currentPages.merge(snapshot.currentPages) { $1 }
        next.presentations = snapshot.presentations
        if let popovers = snapshot.popovers { next.popovers = popovers }
        next.popoverSizes = snapshot.popoverSizes
        next.modalInPopover = snapshot.modalInPopover
        next.keyboardShown = snapshot.keyboardShown || snapshot.firstResponder != nil
        next.firstResponder = snapshot.firstResponder
        next.inCallStatusBar = snapshot.inCallStatusBar
        next.texts = snapshot.texts
        if let children = snapshot.splitChildren { next.splitChildren.merge(children) { $1 } }
        // The shown sides come after the layers, as UIKit's split view shows them (SPL-07, SVC-07).
        for split in snapshot.splitsShowingSide.sorted() {
            let side = Hierarchy(index: index, state: next).container(split).children.first ?? ""
            next.presentations.append(
                .splitSide(
                    SplitSidePresentation(
                        split: split, side: side, style: Scene.sideStyle(of: split, index: index, profile: document.profile))))
        }
        next.portraitSplitPoints = snapshot.portraitSplitPoints
        next.landscapeSplitPoints = snapshot.landscapeSplitPoints
        next.itemsEnabled = snapshot.itemsEnabled
        try next.validate(against: index)
        let before = hierarchy.visibleControllers
        state = next
        keepLayout()
        return Appearance(before: before, after: hierarchy.visibleControllers, animated: false).events
            .filter { $0.target.map { !index.synthetic.contains($0) } ?? true }
    }
}
