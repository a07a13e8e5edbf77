/// Which controllers are on screen, and which are in the window's hierarchy.
extension Hierarchy {
    /// The roots of the layers, back to front: the window's root, then each controller presented
    /// in a layer of its own (a split view's shown side is in its split view's layer).
    var layers: [String] { [root] + layerPresentations.map(\.presented) }

    /// The presentations that are layers (modal presentations and popovers), oldest first: the
    /// first ones of ``SceneState/presentations``, so that presentation `i` is layer `i + 1`.
    var layerPresentations: [Presentation] { state.presentations.filter(\.isLayer) }

    /// Controllers hidden by the presentations above them (full screen hides everything below,
    /// current context the presenter's visible subtree); a presentation out of the window hides
    /// nothing.
    var coveredControllers: Set<String> {
        var covered: Set<String> = []
        let layers = layers
        let waiting = waitingPresentations
        for (i, presentation) in layerPresentations.enumerated() where !waiting.contains(presentation.presented) {
            switch presentation.coverage {
            case .everything:
                for layer in layers[0...i] where !waiting.contains(layer) { covered.formUnion(visibleSubtree(layer)) }
            case .presenter:
                covered.formUnion(visibleSubtree(presentation.presenter))
            case .nothing:
                break
            }
        }
        return covered
    }

    /// Controllers whose views are in the window, back to front, parents before children: the
    /// ones that receive appearance and rotation messages (ROT-03). The layers of presentations
    /// waiting out of the window are not among them (SPL-18). Worked out once per state.
    var visibleControllers: [String] { visibleMemo.controllers { visibleControllersWorkedOut } }

    /// ``visibleControllers``, worked out from the layers.
    private var visibleControllersWorkedOut: [String] {
        // Nothing presented (no layer, no shown side): the window's root and what shows in it.
        guard !state.presentations.isEmpty else { return visibleSubtree(root) }
        let covered = coveredControllers
        let waiting = waitingPresentations
        return layers.filter { !waiting.contains($0) }.flatMap { visibleSubtree($0) }.filter { !covered.contains($0) }
    }

    /// The presented controllers of modal presentations waiting out of the window (SPL-18): made
    /// from inside a split view's master or side that has hidden since (a current-context
    /// presentation from the master, and everything presented from inside that), they stay
    /// presented and come back with the master. Popovers never wait: a popover stays where it
    /// is when the view it was presented from leaves the window (POP-27).
    var waitingPresentations: Set<String> {
        var waiting: Set<String> = []
        guard layerPresentations.contains(where: { !$0.isPopover }), !index.splitControllers.isEmpty else { return waiting }
        var inWindow = Set(visibleSubtree(root))
        for presentation in layerPresentations {
            if presentation.isPopover || inWindow.contains(presentation.presenter) {
                inWindow.formUnion(visibleSubtree(presentation.presented))
            } else {
                waiting.insert(presentation.presented)
            }
        }
        return waiting
    }

    /// Whether controller `id` is in the window's hierarchy in layers `0..<limit` (covered or
    /// not, and with a split view's hidden master or side, SPL-18): one a presentation may be
    /// made from. Walks up from `id` (each step a child its parent keeps attached) to the root of
    /// its layer: it costs the depth of `id`, not the layers' size. Needs a sound structure (a
    /// tree, as validation checks first); a cycle ends the walk after a step per controller.
    func isAttached(_ id: String, layersBelow limit: Int) -> Bool {
        var current = id
        var steps = index.controllers.count + 1
        while let parent = parents[current] {
            steps -= 1
            guard steps > 0, container(parent).attachedChildren.contains(current) else { return false }
            current = parent
        }
        return layers.prefix(limit).contains(current)
    }

    /// Whether the controller is active: the window's root, presented, or a child of a container
    /// (UIKit refuses to present such a controller, MOD-01).
    func isActive(_ id: String) -> Bool {
        id == root || parents[id] != nil || layerPresentations.contains { $0.presented == id }
    }

    /// The presentation whose presented controller is `id`, if any, with its position.
    func presentation(presenting id: String) -> (offset: Int, element: Presentation)? {
        layerPresentations.enumerated().first { $0.element.presented == id }.map { ($0.offset, $0.element) }
    }

    /// The modal presentation whose presented controller is `id`, if any, with its position.
    func modalPresentation(presenting id: String) -> (offset: Int, element: Presentation)? {
        layerPresentations.enumerated().first { !$0.element.isPopover && $0.element.presented == id }.map { ($0.offset, $0.element) }
    }

    /// The modal presentation `id` is the presenter of, if any, with its position.
    func modalPresentation(presentedBy id: String) -> (offset: Int, element: Presentation)? {
        layerPresentations.enumerated().first { !$0.element.isPopover && $0.element.presenter == id }.map { ($0.offset, $0.element) }
    }

    /// The presentation `id` is the presenter of, if any, with its position.
    func presentation(presentedBy id: String) -> (offset: Int, element: Presentation)? {
        layerPresentations.enumerated().first { $0.element.presenter == id }.map { ($0.offset, $0.element) }
    }

    /// The presentation context of a controller: the presentation whose layer holds it, or `nil`
    /// in the window's root layer (NAV-05 reads its popover flag).
    func enclosingPresentation(of id: String) -> Presentation? {
        let top = topAncestor(of: id)
        return layerPresentations.first { $0.presented == top }
    }
}
