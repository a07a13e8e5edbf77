/// Reloading an edited document into the live scene with the least disturbance.
extension Scene {
    /// Loads `document` into the live scene, atomically:
    /// - orientation: the document's when it differs from the previous document's, else the live one;
    /// - background state: kept;
    /// - navigation stacks: the live stack when all its controllers still exist, else the document's;
    /// - selected tabs and pages: the live selection's controller when it is still a child (at its
    ///   new index), else the document's;
    /// - presentations: kept, oldest first, up to the first that no longer fits;
    /// - bar button items enabled or disabled at run time: kept while their declaration is unchanged.
    /// When the combined state breaks an invariant, the document's launch state (with the chosen
    /// orientation) is used. Events: appearance messages (not animated).
    @discardableResult
    public mutating func reload(_ document: SceneDocument) throws(ModelError) -> [SceneEvent] {
        let newIndex = try SceneIndex.build(document)
        let orientation = document.orientation != self.document.orientation ? document.orientation : state.orientation
        var fresh = SceneState(launching: newIndex, orientation: orientation)
        fresh.backgrounded = state.backgrounded
        fresh.inCallStatusBar = state.inCallStatusBar
        fresh.popovers = keptPopovers(in: newIndex)
        fresh.popoverSizes = state.popoverSizes.filter { newIndex.controllers[$0.key] != nil }
        fresh.modalInPopover = state.modalInPopover.filter { newIndex.controllers[$0.key] != nil }
        if let responder = state.firstResponder, newIndex.views[responder] != nil { fresh.firstResponder = responder }
        fresh.texts = state.texts.filter { newIndex.views[$0.key] != nil }
        // POP-35: an item enabled or disabled at run time stays so while it exists and its
        // declaration says what it said (an edit of its `enabled` is the document speaking).
        fresh.itemsEnabled = state.itemsEnabled.filter { id, _ in
            newIndex.items[id] != nil && newIndex.items[id]?.enabled == index.items[id]?.enabled
        }
        // NAV-08: items set at run time stay while the controller still declares each of them.
        fresh.navigationItems = state.navigationItems.filter { controller, set in
            (try? NavigationItemItems.check(set, of: controller, index: newIndex)) != nil
        }
        // SPL-17: the delegate's last answers hold while their split view stays one.
        fresh.splitHidesMaster = state.splitHidesMaster.filter { newIndex.type(of: $0.key) == .split }
        // POP-36: a loaded results table stays loaded while its search display controller exists.
        let searchBars = Set(newIndex.searchBars.values)
        fresh.loadedSearchResults = state.loadedSearchResults.intersection(searchBars)
        fresh.searchResultsListed = state.searchResultsListed.intersection(searchBars)
        fresh.keyboardShown = state.keyboardShown && (state.firstResponder == nil || fresh.firstResponder != nil)
        try fresh.validate(against: newIndex)
        var merged = fresh
        for nav in newIndex.controllers(ofType: .navigation) {
            if let live = state.stacks[nav], !live.isEmpty, live.allSatisfy({ newIndex.controllers[$0] != nil }) {
                merged.stacks[nav] = live
            }
        }
        for split in newIndex.splitControllers {
            if let live = state.splitChildren[split], live.allSatisfy({ newIndex.controllers[$0] != nil }) { merged.splitChildren[split] = live }
        }
        // CNT-01: a container keeps its live children while each is still one of its children.
        for container in newIndex.controllers(ofType: .container) {
            let children = Set(newIndex.childIds(container))
            if let live = state.containerShown[container], live.allSatisfy({ children.contains($0) }) { merged.containerShown[container] = live }
        }
        let splitHierarchy = Hierarchy(index: newIndex, state: merged)
        for side in state.shownSides where newIndex.type(of: side.split)?.isSplit == true && splitHierarchy.splitHidesMaster(side.split) {
            // Shown the way the new document says (its profile, its list display style).
            let style = Scene.sideStyle(of: side.split, index: newIndex, profile: document.profile)
            let shown = splitHierarchy.container(side.split).children.first ?? side.side
            merged.presentations.append(.splitSide(SplitSidePresentation(split: side.split, side: shown, style: style)))
        }
        // SVC-09: split points set at run time survive an edit of the document.
        merged.portraitSplitPoints = state.portraitSplitPoints.filter { newIndex.type(of: $0.key) == .versatileSplit }
        merged.landscapeSplitPoints = state.landscapeSplitPoints.filter { newIndex.type(of: $0.key) == .versatileSplit }
        keepSelections(&merged.selectedTabs, kind: .tabBar, live: state.selectedTabs, in: newIndex)
        keepSelections(&merged.currentPages, kind: .pageView, live: state.currentPages, in: newIndex)
        if (try? merged.validate(against: newIndex)) == nil { merged = fresh }
        for presentation in state.presentations where presentation.isLayer {
            var candidate = merged
            candidate.presentations.append(presentation)
            guard (try? candidate.validate(against: newIndex)) != nil else { break }
            merged = candidate
        }
        let before = hierarchy.visibleControllers
        let oldSynthetic = index.synthetic
        // One hierarchy built for the new index and state (not one per assignment); no kept
        // layout: a new document lays out anew even where the state is the same (a title changed).
        self = Scene(document: document, index: newIndex, state: merged)
        keepLayout()
        return Appearance(before: before, after: hierarchy.visibleControllers, animated: false).events
            .filter { event in event.target.map { !newIndex.synthetic.contains($0) && !oldSynthetic.contains($0) } ?? true }
    }

    /// The popover controllers after a reload: the new document's, except that one whose declaration
    /// did not change keeps its live options; the ones made at run time or by segues stay while
    /// their content (and segue) still exist and their id is still free.
    private func keptPopovers(in newIndex: SceneIndex) -> [String: PopoverController] {
        var kept = newIndex.popovers
        // A popover of the document the app released stays released while its declaration is unchanged.
        for (id, declared) in newIndex.popovers where index.popovers[id] == declared && state.popovers[id] == nil {
            kept[id] = nil
        }
        for (id, live) in state.popovers {
            if let declared = newIndex.popovers[id] {
                if index.popovers[id] == declared { kept[id] = live }
                continue
            }
            guard index.popovers[id] == nil, newIndex.controllers[live.content] != nil,
                (try? PopoverRules.check(live, index: newIndex.tables)) != nil
            else { continue }
            switch live.owner {
            case .segue: if newIndex.segues[id] != nil { kept[id] = live }
            case .app: if !newIndex.ids.contains(id) { kept[id] = live }
            case .searchDisplay, .actionSheet: break
            }
        }
        return kept
    }

    /// Keeps each live selection whose controller is still a child of the same container.
    private func keepSelections(_ table: inout [String: Int], kind: ControllerType, live: [String: Int], in newIndex: SceneIndex) {
        for id in newIndex.controllers(ofType: kind) {
            let oldChildren = index.type(of: id) == kind ? index.childIds(id) : []
            guard let i = live[id], oldChildren.indices.contains(i) else { continue }
            if let newPosition = newIndex.childIds(id).firstIndex(of: oldChildren[i]) { table[id] = newPosition }
        }
    }
}
