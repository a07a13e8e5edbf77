/// The controller hierarchy of a scene at one moment: parents, containers, visible children and
/// the parent chain of every controller. Built from the index and the state; read-only.
struct Hierarchy {
    /// The document's tables.
    let index: SceneIndex
    /// The live state.
    let state: SceneState
    /// The container of every controller that has one (navigation stacks, tabs, pages).
    let parents: [String: String]

    /// The hierarchy of `state`.
    init(index: SceneIndex, state: SceneState) {
        self.index = index
        self.state = state
        var parents = index.staticParents
        for nav in index.controllerOrder {
            for child in state.stacks[nav] ?? [] { parents[child] = nav }
        }
        for (split, children) in state.splitChildren {
            for child in children { parents[child] = split }
        }
        // CNT-01: a custom container is the parent of its child view controllers now only.
        for (container, shown) in state.containerShown {
            for child in shown { parents[child] = container }
        }
        self.parents = parents
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
        var current = parents[id]
        while let c = current, c != id, !chain.contains(c) {
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

    /// `id` and its visible descendants, depth first, parents before children.
    func visibleSubtree(_ id: String) -> [String] {
        var result: [String] = []
        var pending = [id]
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending.append(contentsOf: container(next).visibleChildren.reversed())
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
        switch index.controllers[id]?.kind {
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
