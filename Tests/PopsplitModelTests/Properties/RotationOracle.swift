import PopsplitModel

/// An independent statement of ROT-02: who decides (the top-most full-screen presented
/// controller, else the window's root) and who refuses first (a controller before its children;
/// navigation asks its top controller, tab bar every tab, page view its current page).
struct RotationOracle {
    /// The document's controllers by id.
    let specs: [String: ControllerSpec]
    /// The live state.
    let snapshot: SceneState
    /// The window's root.
    let root: String

    /// The controller that decides.
    var decider: String {
        snapshot.presentations.last { presentation in
            if case .modal(let m) = presentation { return m.style == .fullScreen }
            return false
        }?.presented ?? root
    }

    /// The first controller that refuses `orientation`, or `nil` when all agree.
    func refuser(of orientation: InterfaceOrientation) -> String? {
        refuser(of: orientation, asking: decider, depth: 0)
    }

    /// The first refuser in `id`'s subtree.
    private func refuser(of orientation: InterfaceOrientation, asking id: String, depth: Int) -> String? {
        guard let spec = specs[id], depth < 32 else { return nil }
        if let supported = spec.supportedOrientations, !supported.contains(orientation) { return id }
        let asked: [String]
        switch spec.kind {
        case .plain, .container: asked = []  // CNT-03: a container decides alone
        case .split, .versatileSplit: asked = snapshot.splitChildren[id] ?? spec.children.map(\.id)  // SPL-04: both
        case .navigation: asked = (snapshot.stacks[id]?.last).map { [$0] } ?? []
        case .tabBar: asked = spec.children.map(\.id)
        case .pageView:
            let current = snapshot.currentPages[id] ?? spec.selectedIndex
            asked = spec.children.indices.contains(current) ? [spec.children[current].id] : []
        }
        for child in asked {
            if let found = refuser(of: orientation, asking: child, depth: depth + 1) { return found }
        }
        return nil
    }
}
