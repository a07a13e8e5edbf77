/// The invariants of a live state. Every command's result, every restored snapshot and every
/// reloaded state must satisfy them; a violation becomes an error and nothing changes.
extension SceneState {
    /// Throws the first broken invariant: the structure (stacks, split views, containers), the
    /// references, selections, popovers, then presentations. The full check: restores, reloads
    /// and launches run it; a command checks what it changed (``validate(changesOf:)``).
    func validate(against index: SceneIndex) throws(ModelError) {
        let hierarchy = Hierarchy(index: index, state: self)
        try validateStructure(index, hierarchy)
        try validateBeyondStructure(index, hierarchy)
    }

    /// The checks after the structure's, in the full check's order (a command runs them all:
    /// they cost what the state holds beyond its stacks, which is small).
    func validateBeyondStructure(_ index: SceneIndex, _ hierarchy: Hierarchy) throws(ModelError) {
        try validateReferences(index, hierarchy)
        try validateSelections(index)
        try validatePopovers(index)
        try validatePresentations(index, hierarchy)
    }

    /// Every popover controller's content and options are sound (POP-01); the first responder is
    /// a view of the document.
    private func validatePopovers(_ index: SceneIndex) throws(ModelError) {
        // Each table is walked once, unsorted; a broken one names its least id (as if sorted).
        let brokenPopover = popovers.keys.firstInOrder { id in
            guard let popover = popovers[id] else { return false }
            return popover.id != id || PopoverRules.problem(popover, index: index.tables) != nil
        }
        if let id = brokenPopover, let popover = popovers[id] {
            guard popover.id == id else { throw ModelError.state(.popoverRecordedUnderOtherId(popover: id, recorded: popover.id)) }
            if let problem = PopoverRules.problem(popover, index: index.tables) { throw ModelError.state(.invalidPopover(popover: id, problem: problem)) }
        }
        if let responder = firstResponder, index.views[responder] == nil { throw ModelError.unknown(responder, .view) }
        if let view = texts.keys.firstInOrder(where: { index.views[$0] == nil }) { throw ModelError.unknown(view, .view) }
        let brokenSize = popoverSizes.keys.firstInOrder { id in
            index.controllers[id] == nil || popoverSizes[id].map { !ControllerRules.isValid($0) } ?? false
        }
        if let id = brokenSize {
            guard index.controllers[id] != nil else { throw ModelError.unknown(id, .controller) }
            throw ModelError.state(.invalidControllerPopoverSize(controller: id))
        }
        if let id = modalInPopover.keys.firstInOrder(where: { index.controllers[$0] == nil }) { throw ModelError.unknown(id, .controller) }
    }

    /// Every navigation controller has a non-empty stack of known, non-navigation controllers,
    /// every split view a master and a detail, every custom container only its own children, each
    /// controller in one place only, without cycles.
    private func validateStructure(_ index: SceneIndex, _ hierarchy: Hierarchy) throws(ModelError) {
        var placed: Set<String> = Set(index.staticParents.keys)
        placed.insert(index.rootId)
        // CNT-01: a custom container's children belong to it, shown or not.
        placed.formUnion(index.containerParents.keys)
        for nav in stacks.keys.sorted() {
            guard index.type(of: nav) == .navigation else { throw ModelError.unknown(nav, .controllerOfType(.navigation)) }
        }
        for nav in index.controllers(ofType: .navigation) {
            guard let stack = stacks[nav], !stack.isEmpty else {
                throw ModelError.state(.emptyStack(navigation: nav))
            }
            for child in stack {
                guard let kind = index.type(of: child) else { throw ModelError.unknown(child, .controller) }
                guard kind != .navigation else { throw ModelError.uikit(.pushNavigation) }
                guard kind != .split else { throw ModelError.uikit(.splitPushed) }  // SPL-03
                guard placed.insert(child).inserted else {
                    throw ModelError.state(.inTwoPlaces(controller: child, container: nav))
                }
            }
        }
        for split in index.splitControllers {
            guard let children = splitChildren[split], children.count == 2, children[0] != children[1] else {
                throw ModelError.state(.splitNeedsTwoChildren(split: split))
            }
            for child in children {
                guard let kind = index.type(of: child) else { throw ModelError.unknown(child, .controller) }
                guard kind != .split else { throw ModelError.uikit(.splitPushed) }
                guard placed.insert(child).inserted else {
                    throw ModelError.state(.inTwoPlaces(controller: child, container: split))
                }
            }
        }
        for container in containerShown.keys.sorted() {
            guard index.type(of: container) == .container else { throw ModelError.unknown(container, .controllerOfType(.container)) }
            try validateShown(container, index)
        }
        for split in splitChildren.keys.sorted() where index.type(of: split)?.isSplit != true {
            throw ModelError.unknown(split, .controllerOfType(.split))
        }
        for id in hierarchy.parents.children.sorted() {
            var seen: Set<String> = [id]
            var current = hierarchy.parents[id]
            while let c = current {
                guard seen.insert(c).inserted else { throw ModelError.state(.containsItself(controller: id)) }
                current = hierarchy.parents[c]
            }
        }
    }

    /// Custom container `container` shows only its own children, each once (CNT-01).
    func validateShown(_ container: String, _ index: SceneIndex) throws(ModelError) {
        let children = index.childIds(container)
        var seen = Set<String>()
        for child in containerShown[container] ?? [] where !children.contains(child) || !seen.insert(child).inserted {
            throw ModelError.state(.containerCannotShow(container: container, child: child))
        }
    }

    /// Run-time tables name things of the document of the right kind: enabled items, search
    /// bars, split views' answers, shown sides and split points; a shown side is one its split
    /// view hides.
    private func validateReferences(_ index: SceneIndex, _ hierarchy: Hierarchy) throws(ModelError) {
        // Each table is walked once, unsorted; a broken one names its least id (as if sorted).
        if let item = itemsEnabled.keys.firstInOrder(where: { index.items[$0] == nil }) {
            throw ModelError.unknown(item, .barButtonItem)  // POP-35
        }
        let broken = navigationItems.keys.firstInOrder { controller in  // NAV-08
            guard let set = navigationItems[controller] else { return false }
            do { try NavigationItemItems.check(set, of: controller, index: index) } catch { return true }
            return false
        }
        if let controller = broken, let set = navigationItems[controller] { try NavigationItemItems.check(set, of: controller, index: index) }
        if !loadedSearchResults.isEmpty || !searchResultsListed.isEmpty {
            let searchBars = Set(index.searchBars.values)
            if let bar = loadedSearchResults.union(searchResultsListed).firstInOrder(where: { !searchBars.contains($0) }) {
                throw ModelError.unknown(bar, .searchBarWithSearchDisplay)  // POP-36
            }
        }
        if let split = splitHidesMaster.keys.firstInOrder(where: { index.type(of: $0) != .split }) {
            throw ModelError.unknown(split, .controllerOfType(.split))  // SPL-17
        }
        let sides = shownSides.map(\.split)
        if let split = sides.firstInOrder(where: { index.type(of: $0)?.isSplit != true }) {
            throw ModelError.unknown(split, .controllerOfType(.split))
        }
        let notVersatile = { (split: String) in index.type(of: split) != .versatileSplit }
        let portrait = portraitSplitPoints.keys.firstInOrder(where: notVersatile)
        let landscape = landscapeSplitPoints.keys.firstInOrder(where: notVersatile)
        if let split = portrait.map({ first in landscape.map { Swift.min(first, $0) } ?? first }) ?? landscape {
            throw ModelError.unknown(split, .controllerOfType(.versatileSplit))
        }
        let outOfRange = { (point: Double) in !GeometryLimits.accepts(point) || point < 0 }
        if portraitSplitPoints.values.contains(where: outOfRange) || landscapeSplitPoints.values.contains(where: outOfRange) {
            throw ModelError.state(.snapshotSplitPointOutOfRange)
        }
        if let split = sides.firstInOrder(where: { !hierarchy.splitHidesMaster($0) }) {
            throw ModelError.state(.masterShownAsPane(split: split))
        }
        let noItem = sides.firstInOrder { split in index.controllers[split]?.split.map { !$0.placesMasterButton } ?? false }
        if let split = noItem, let options = index.controllers[split]?.split {
            throw ModelError.state(.noMasterItem(split: split, implementsWillHide: options.implementsWillHide))  // SPL-12, SPL-13
        }
    }

    /// Selected tabs and current pages are in range, for containers of the right kind.
    private func validateSelections(_ index: SceneIndex) throws(ModelError) {
        for (kind, table) in [(ControllerType.tabBar, selectedTabs), (.pageView, currentPages)] {
            if let id = table.keys.firstInOrder(where: { index.type(of: $0) != kind }) {
                throw ModelError.unknown(id, .controllerOfType(kind))
            }
            for id in index.controllers(ofType: kind) {
                let count = index.childIds(id).count
                guard let i = table[id], (0..<count).contains(i) else {
                    throw ModelError.state(.selectedIndexOutOfRange(controller: id, index: table[id], count: count))
                }
            }
        }
    }

    /// Each presentation's presenter is in the hierarchy below it, presents only that, and its
    /// presented controller is not active elsewhere.
    private func validatePresentations(_ index: SceneIndex, _ hierarchy: Hierarchy) throws(ModelError) {
        var presenters: Set<String> = []
        var shownPopovers: Set<String> = []
        var shownSides: Set<String> = []
        for (i, p) in presentations.enumerated() {
            guard index.controllers[p.presenter] != nil else { throw ModelError.unknown(p.presenter, .controller) }
            guard index.controllers[p.presented] != nil else { throw ModelError.unknown(p.presented, .controller) }
            if case .splitSide(let side) = p {
                // A split view's side belongs to its split view's layer: its master or side, once.
                guard hierarchy.container(side.split).children.first == side.side else {
                    throw ModelError.state(.shownSideNotMasterOrSide(split: side.split, shown: side.side))
                }
                guard shownSides.insert(side.split).inserted else {
                    throw ModelError.state(.sideShownTwice(split: side.split))
                }
                continue
            }
            // UIKit keeps no link from a controller to a popover presented from its view (POP-23):
            // the controller may leave the window while the popover stays.
            guard p.isPopover || hierarchy.isAttached(p.presenter, layersBelow: i + 1) else {
                throw ModelError.state(.alreadyPresenting(presenter: p.presenter, presented: p.presented))
            }
            if let shown = p.popover {
                guard let popover = popovers[shown.popover] else { throw ModelError.unknown(shown.popover, .popoverController) }
                guard popover.content == shown.presented else {
                    throw ModelError.state(.popoverShowsOtherContent(popover: shown.popover, shown: shown.presented, content: popover.content))
                }
                guard shownPopovers.insert(shown.popover).inserted else {
                    throw ModelError.state(.popoverShownTwice(popover: shown.popover))
                }
                let source = shown.anchor.sourceId
                guard index.views[source] != nil || index.items[source] != nil || index.controllers[source] != nil else {
                    throw ModelError.unknown(source, .viewOrBarButtonItem)
                }
                guard !shown.permitted.isEmpty else { throw ModelError.state(.popoverPermitsNoArrow(popover: shown.popover)) }
                guard ControllerRules.isValid(shown.contentSize) else {
                    throw ModelError.state(.popoverInvalidContentSize(popover: shown.popover))
                }
            } else {
                guard presenters.insert(p.presenter).inserted else {
                    throw ModelError.state(.presentsTwo(presenter: p.presenter))
                }
            }
            let elsewhere =
                p.presented == index.rootId || hierarchy.parent(of: p.presented) != nil
                || presentations.prefix(i).contains { $0.presented == p.presented }
                || hierarchy.isAttached(p.presented, layersBelow: i + 1)
            guard !elsewhere else { throw ModelError.uikit(.presentActive) }
            try ModalRules.check(p, hierarchy: hierarchy)
        }
    }
}
