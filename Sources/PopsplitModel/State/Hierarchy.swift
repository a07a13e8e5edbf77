/// The controller hierarchy of a scene at one moment: parents, containers, visible children and
/// the parent chain of every controller. Built from the index and the state, then kept up to date
/// as the state changes (``update(to:)``), at the cost of what changed.
struct Hierarchy: Sendable {
    /// The document's tables.
    let index: SceneIndex
    /// The live state.
    private(set) var state: SceneState
    /// The container of every controller that has one (navigation stacks, tabs, pages, split
    /// views, custom containers).
    private(set) var parents: ParentMap
    /// What changed in the structure since ``forgetChanges()``.
    private(set) var changes = StructureChanges()
    /// The visible controllers of `state`, once read (``visibleControllers``).
    private(set) var visibleMemo = VisibleControllersMemo()

    /// The hierarchy of `state`, built in full.
    init(index: SceneIndex, state: SceneState) {
        self.index = index
        self.state = state
        self.parents = Hierarchy.parents(index: index, state: state)
    }

    /// The parent map of `state`, worked out from scratch: the static parents (tabs, pages),
    /// then every navigation stack, split view and custom container's shown children (CNT-01).
    static func parents(index: SceneIndex, state: SceneState) -> ParentMap {
        var parents = ParentMap(index.staticParents)
        for nav in index.controllers(ofType: .navigation) {
            for child in state.stacks[nav] ?? [] { parents[child] = nav }
        }
        for split in index.splitControllers {
            for child in state.splitChildren[split] ?? [] { parents[child] = split }
        }
        for container in index.controllers(ofType: .container) {
            for child in state.containerShown[container] ?? [] { parents[child] = container }
        }
        return parents
    }

    /// Moves to `new`, updating the parent map for the child lists that changed only: a list
    /// that is the same array costs one comparison, a changed one what follows its common prefix
    /// with the old list. Records the change in ``changes``.
    mutating func update(to new: SceneState) {
        update(to: new, from: ChildTables(of: state))
    }

    /// Lets go of the state while its owner changes it in place (a state the hierarchy shared
    /// would be copied at the change), keeping the child tables ``update(to:from:)`` compares
    /// the changed state with. Nothing may read the hierarchy until that update.
    mutating func detachState() -> ChildTables {
        let tables = ChildTables(of: state)
        state = Hierarchy.detachedState
        return tables
    }

    /// The state a hierarchy holds while it is detached: empty, shared, never changed.
    private static let detachedState = SceneState(orientation: .portrait)

    /// ``update(to:)`` from a state whose child tables were `old` (the hierarchy's own, or the
    /// ones ``detachState()`` kept).
    mutating func update(to new: SceneState, from old: ChildTables) {
        if isKnownUniquelyReferenced(&visibleMemo) { visibleMemo.forget() } else { visibleMemo = VisibleControllersMemo() }
        // A table that is the same (most changes touch none of the three: the same storage
        // compares in one step) has no edits.
        var edits: [ChildListEdit] = []
        if old.stacks != new.stacks {
            for nav in index.controllers(ofType: .navigation) {
                ChildListEdit.append(container: nav, old: old.stacks[nav], new: new.stacks[nav], to: &edits)
            }
        }
        if old.splitChildren != new.splitChildren {
            for split in index.splitControllers {
                ChildListEdit.append(container: split, old: old.splitChildren[split], new: new.splitChildren[split], to: &edits)
            }
        }
        if old.containerShown != new.containerShown {
            for container in index.controllers(ofType: .container) {
                ChildListEdit.append(
                    container: container, old: old.containerShown[container], new: new.containerShown[container], to: &edits)
            }
        }
        state = new
        guard !edits.isEmpty else { return }
        for edit in edits {
            changes.touched.insert(edit.container)
            for child in edit.removed where parents[child] == edit.container { parents[child] = nil }
        }
        for edit in edits {
            for child in edit.added {
                if parents[child] != nil { changes.conflicted = true }
                parents[child] = edit.container
                changes.added[child] = edit.container
            }
        }
        // A child in two places: the map is worked out again as a full build would have it.
        if changes.conflicted { parents = Hierarchy.parents(index: index, state: state) }
    }

    /// Forgets the changes recorded so far (a command starts, or ends validated).
    mutating func forgetChanges() { changes = StructureChanges() }

    /// The same hierarchy for `other`, a state with this state's stacks, split children and
    /// shown container children (another orientation, other presentations): the parent map is
    /// kept, and checked to be the same lists.
    func with(_ other: SceneState) -> Hierarchy {
        var copy = self
        copy.update(to: other)
        return copy
    }

    /// The window's root view controller.
    var root: String { index.rootId }

    /// What the controller contains, with the live state applied.
    func container(_ id: String) -> Container {
        switch index.type(of: id) {
        case .navigation: .navigation(stack: state.stacks[id] ?? [])
        case .tabBar: .tabBar(tabs: index.childIds(id), selected: state.selectedTabs[id] ?? 0)
        case .pageView: .pageView(pages: index.childIds(id), current: state.currentPages[id] ?? 0)
        case .split: .split(children: state.splitChildren[id] ?? index.childIds(id), masterVisible: splitMasterVisible(id))
        case .versatileSplit:
            .versatileSplit(children: state.splitChildren[id] ?? index.childIds(id), sideVisible: splitMasterVisible(id))
        case .container: .custom(children: index.childIds(id), shown: state.containerShown[id] ?? [])
        case .plain, nil: .plain
        }
    }

    /// The controller's container, if it has one.
    func parent(of id: String) -> String? { parents[id] }

    /// The parent chain, nearest first (not including `id`).
    func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [id]
        var current = parents[id]
        while let c = current, seen.insert(c).inserted {
            chain.append(c)
            current = parents[c]
        }
        return chain
    }

    /// The nearest ancestor of `kind` (UIKit's `navigationController`, `tabBarController` ...).
    func nearest(_ kind: ControllerType, above id: String) -> String? {
        ancestors(of: id).first { index.type(of: $0) == kind }
    }

    /// The top of the parent chain (`id` itself when it has no parent).
    func topAncestor(of id: String) -> String { ancestors(of: id).last ?? id }

    /// `id` and its visible descendants, depth first, parents before children. A validated
    /// state is a tree, which the walk visits once each; a state a command is still changing
    /// (validated after) may hold a cycle, which the bound on the steps (a step per controller
    /// of the document) cuts short without hashing every id visited.
    func visibleSubtree(_ id: String) -> [String] {
        var result: [String] = []
        var pending = [id]
        var steps = index.controllers.count + 1
        while steps > 0, let next = pending.popLast() {
            steps -= 1
            result.append(next)
            container(next).pushVisibleChildren(onto: &pending)
        }
        return result
    }

    /// Whether split view controller `id` shows its master (SPL-01, SPL-02, SPL-09): always in
    /// landscape, in portrait when the delegate keeps it (`hidesMasterInPortrait` false) or while it
    /// is shown in its popover or slid in.
    func splitMasterVisible(_ id: String) -> Bool {
        !splitHidesMaster(id) || state.showsSide(of: id)
    }

    /// Whether split view controller `id` hides its master in the current orientation, as the
    /// delegate answered `shouldHideViewController:inOrientation:` at the last rotation, else as
    /// the document answers it for the orientation (by default: in portrait only): the bar button
    /// item exists then (SPL-02, SPL-05, SPL-09, SPL-17).
    /// A versatile split view hides its side view by its `sideViewDisplayOption` (SVC-05).
    func splitHidesMaster(_ id: String) -> Bool {
        switch index.controllers.read(id, \.kind) {
        case .versatileSplit(let options)?:
            switch options.sideViewDisplayOption {
            case .always: return false
            case .hideInPortrait: return state.orientation.isPortrait
            case .hideByDefault: return true
            }
        case .split(let options)?: return state.splitHidesMaster[id] ?? options.hidesMaster(in: state.orientation)
        case .plain?, .navigation?, .tabBar?, .pageView?, .container?, nil: return false
        }
    }

    /// Versatile split view `id`'s split point set for the current orientation: at run time,
    /// else in the document; `nil`: the golden-ratio default (SVC-03, SVC-09).
    func splitPoint(_ id: String) -> Double? {
        let landscape = state.orientation.isLandscape
        let live = landscape ? state.landscapeSplitPoints[id] : state.portraitSplitPoints[id]
        return live ?? index.controllers[id]?.versatileSplit?.splitPoint(landscape: landscape)
    }
}
