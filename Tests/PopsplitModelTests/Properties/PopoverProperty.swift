import PopsplitModel

/// The layout and the snapshot agree with the popover rules after launch and after every step
/// (protocol.md 9.9.3, 9.9.5, 9.9.8):
/// - POP-01 / POP-29: every visible popover's controller is alive and shows its content;
/// - POP-03: the size a visible popover shows is 320...600 wide, and its content frame is never
///   larger than that size;
/// - POP-09 / POP-10: its arrow points in a permitted direction (from a bar button item, up or
///   down only);
/// - POP-11: its frame lies inside the screen, below the status bar (the `statusBar` node's
///   height: 20, 40 during a call, none when hidden) and above the `keyboard` node;
/// - POP-12: the content frame lies inside the frame; the arrow tip lies on the frame's arrow
///   edge, `arrowOffset` is its signed distance from that edge's centre, and when the arrow is
///   attached the tip lies on the anchor's facing edge;
/// - the content controller's node has the content frame, inside the popover node; the popover
///   node comes after every node of the layers below it, each layer's nodes together, the
///   keyboard above every layer and the status bar last (9.6, 9.9.8);
/// - POP-28: no dimming node belongs to a popover: each one is a form or page sheet's;
/// - the keyboard node shows exactly when the snapshot says so, at 264 / 352 pt; a first
///   responder is on screen and has the keyboard (9.9.5).
///
/// The anchor checks (POP-27: the `anchor` and `needsPresentation` attributes) form a property
/// of their own (``anchors``), so that a failure there does not hide the others.
struct PopoverProperty: SceneProperty {
    /// Whether this instance checks only the anchors (else everything but the anchors).
    var anchors = false

    /// Checks the launch layout.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        try Self.check(launch.layout, of: launch.scene, anchors: anchors)
    }

    /// Checks the layout after the step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        do {
            try Self.check(step.afterLayout, of: step.after, anchors: anchors)
        } catch {
            throw PropertyFailure("after \(Compact.command(step.command)): \(error.message)")
        }
    }

    /// Every check on one layout of `scene`.
    static func check(_ layout: SceneLayout, of scene: Scene, anchors: Bool) throws(PropertyFailure) {
        let snapshot = scene.snapshot()
        let nodes = Dictionary(layout.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let screen = layout.screen
        let top = nodes["statusBar"]?.frame.height ?? 0
        let keyboard = nodes["keyboard"]
        let bottom = keyboard?.frame.minY ?? screen.maxY
        let allowed = Rect(x: screen.minX, y: top, width: screen.width, height: bottom - top)
        if !anchors {
            try checkKeyboard(layout, snapshot: snapshot, keyboard: keyboard)
            try checkOrder(layout, snapshot: snapshot, root: scene.document.root.id)
            try checkDimming(layout, snapshot: snapshot)
        }
        let topLevel = CommandGenerator.topLevel(layout)
        var position: [String: Int] = [:]
        for (i, node) in layout.nodes.enumerated() where position[node.id] == nil { position[node.id] = i }
        let popovers = snapshot.popovers ?? [:]
        for (i, presentation) in snapshot.presentations.enumerated() {
            guard case .popover(let shown) = presentation else { continue }
            let p = shown.popover
            // POP-01, POP-29
            guard let controller = popovers[p] else { throw PropertyFailure("POP-01 visible popover \(p) has no popover controller") }
            try PropertyFailure.check(
                controller.content == shown.presented,
                "POP-29 popover \(p) shows \(shown.presented) but its content is \(controller.content)")
            // POP-03
            let size = shown.contentSize
            try PropertyFailure.check(
                size.width >= 320 && size.width <= 600 && size.height >= 0 && size.height.isFinite,
                "POP-03 popover \(p) shows a content size of \(size)")
            // POP-09, POP-10
            try PropertyFailure.check(!shown.permitted.isEmpty, "POP-10 popover \(p) permits no direction")
            if case .barButtonItem = shown.anchor {
                try PropertyFailure.check(
                    shown.permitted.isSubset(of: ArrowDirection.vertical),
                    "POP-09 popover \(p) from a bar button item permits \(shown.permitted.sorted().map(\.rawValue))")
            }
            let hidden = snapshot.presentations[(i + 1)...].contains {
                if case .modal(let m) = $0 { return m.style == .fullScreen }
                return false
            }
            guard let node = nodes[p] else {
                try PropertyFailure.check(hidden, "popover \(p) is visible but has no node")
                continue
            }
            try PropertyFailure.check(!hidden, "popover \(p) under a full-screen presentation still has a node")
            // A bar button item drawn after the popover (in its own content, or in something
            // presented from inside it) cannot anchor it (it moves with it): the anchor captured when
            // presented is kept, and it waits for presentation.
            var ownItem = false
            if case .barButtonItem(let item, _) = shown.anchor,
                topLevel[item] == p || (position[item].map { $0 > (position[p] ?? Int.max) } ?? false)
            {
                ownItem = true
            }
            if anchors {
                try checkAnchor(node, shown: shown, nodes: nodes, ownItem: ownItem)
            } else {
                try checkNode(node, shown: shown, nodes: nodes, allowed: allowed, laterPresentations: i + 1 < snapshot.presentations.count)
            }
        }
    }

    /// One popover node against its presentation.
    static func checkNode(
        _ node: LayoutNode, shown: PopoverPresentation, nodes: [String: LayoutNode], allowed: Rect,
        laterPresentations: Bool
    ) throws(PropertyFailure) {
        let p = shown.popover
        let f = node.frame
        let a = node.attributes
        try PropertyFailure.check(node.kind == .popover && node.parent == nil, "popover \(p) node kind \(node.kind), parent \(node.parent ?? "none")")
        // POP-11
        try PropertyFailure.check(
            LayoutProperty.contains(allowed, f),
            "POP-11 popover \(p) at \(Compact.rect(f)) leaves the allowed area \(Compact.rect(allowed)) (screen less status bar and keyboard)")
        guard case .rect(let content)? = a["contentFrame"], case .string(let direction)? = a["arrowDirection"],
            let arrow = ArrowDirection(rawValue: direction), case .point(let tip)? = a["arrowTip"],
            case .number(let offset)? = a["arrowOffset"], case .bool(let attached)? = a["arrowAttached"],
            case .rect(let anchor)? = a["anchor"], case .string(let contentId)? = a["content"]
        else { throw PropertyFailure("popover \(p) node attributes \(Compact.fields(a))") }
        let what =
            "popover \(p) at \(Compact.rect(f)) (content \(Compact.rect(content)), arrow \(direction), tip \(Compact.point(tip)), "
            + "offset \(Compact.number(offset)), attached \(attached), anchor \(Compact.rect(anchor)))"
        try PropertyFailure.check(contentId == shown.presented, "\(what): content attribute \(contentId), presented \(shown.presented)")
        // POP-12
        try PropertyFailure.check(LayoutProperty.contains(f, content), "POP-12 \(what): the content frame leaves the frame")
        // POP-03: never larger than asked
        try PropertyFailure.check(
            content.width <= shown.contentSize.width && content.height <= shown.contentSize.height,
            "POP-03 \(what): content larger than the size shown, \(shown.contentSize)")
        // POP-10
        try PropertyFailure.check(shown.permitted.contains(arrow), "POP-10 \(what): \(direction) is not among \(shown.permitted.sorted().map(\.rawValue))")
        // POP-12: the tip on the frame's arrow edge, arrowOffset from that edge's centre
        let onEdge: Bool
        let expectedOffset: Double
        switch arrow {
        case .up:
            onEdge = tip.y == f.minY && tip.x >= f.minX && tip.x <= f.maxX
            expectedOffset = tip.x - f.midX
        case .down:
            onEdge = tip.y == f.maxY && tip.x >= f.minX && tip.x <= f.maxX
            expectedOffset = tip.x - f.midX
        case .left:
            onEdge = tip.x == f.minX && tip.y >= f.minY && tip.y <= f.maxY
            expectedOffset = tip.y - f.midY
        case .right:
            onEdge = tip.x == f.maxX && tip.y >= f.minY && tip.y <= f.maxY
            expectedOffset = tip.y - f.midY
        }
        try PropertyFailure.check(onEdge, "POP-12 \(what): the tip is not on the frame's \(direction) edge")
        try PropertyFailure.check(abs(offset - expectedOffset) <= 1e-6, "POP-12 \(what): arrowOffset, expected \(Compact.number(expectedOffset))")
        // POP-09, POP-12: an attached arrow touches the anchor's facing edge
        if attached {
            let touches =
                switch arrow {
                case .up: tip.y == anchor.maxY && tip.x >= anchor.minX && tip.x <= anchor.maxX
                case .down: tip.y == anchor.minY && tip.x >= anchor.minX && tip.x <= anchor.maxX
                case .left: tip.x == anchor.maxX && tip.y >= anchor.minY && tip.y <= anchor.maxY
                case .right: tip.x == anchor.minX && tip.y >= anchor.minY && tip.y <= anchor.maxY
                }
            try PropertyFailure.check(touches, "POP-12 \(what): attached, but the tip is not on the anchor's facing edge")
        }
        // The content inside the popover, at the content frame.
        if let contentNode = nodes[shown.presented] {
            try PropertyFailure.check(contentNode.parent == p, "content \(shown.presented) of popover \(p) has parent \(contentNode.parent ?? "none")")
            try PropertyFailure.check(contentNode.frame == content, "content \(shown.presented) of \(what) is at \(Compact.rect(contentNode.frame))")
        } else {
            // Only a current-context presentation from inside the popover covers its content.
            try PropertyFailure.check(laterPresentations, "content \(shown.presented) of \(what) is not laid out")
        }
    }

    /// POP-27 (9.9.3, 9.9.6): the anchor used is a rect's window rect as captured, or a bar button
    /// item's current frame while the item is in the layout (else its last frame, and the popover
    /// needs presentation); `needsPresentation` as the snapshot says, or the item is gone.
    static func checkAnchor(_ node: LayoutNode, shown: PopoverPresentation, nodes: [String: LayoutNode], ownItem: Bool) throws(PropertyFailure) {
        let a = node.attributes
        guard case .rect(let anchor)? = a["anchor"] else { throw PropertyFailure("popover \(shown.popover) node attributes \(Compact.fields(a))") }
        var expectedAnchor = shown.anchor.window
        var stale = shown.needsPresentation
        var itemState = ""
        if case .barButtonItem(let item, _) = shown.anchor {
            if let itemNode = nodes[item], !ownItem { expectedAnchor = itemNode.frame } else { stale = true }
            itemState =
                nodes[item] == nil
                ? " (item \(item) not in the layout)" : ownItem ? " (item \(item) inside the popover)" : " (item \(item) at \(Compact.rect(expectedAnchor)))"
        }
        let what =
            "popover \(shown.popover) at \(Compact.rect(node.frame)) with anchor \(Compact.rect(anchor))\(itemState), presented \(Compact.popover(shown))"
        try PropertyFailure.check(anchor == expectedAnchor, "POP-27 \(what): anchor attribute, expected \(Compact.rect(expectedAnchor))")
        try PropertyFailure.check(
            a["needsPresentation"] == .bool(stale),
            "POP-27 \(what): needsPresentation \(a["needsPresentation"].map(Compact.value) ?? "missing"), expected \(stale)")
    }

    /// The keyboard node shows exactly when the keyboard does, across the bottom at 264 / 352 pt,
    /// after every layer and before the status bar; a first responder is on screen with the
    /// keyboard (protocol.md 9.9.5).
    static func checkKeyboard(_ layout: SceneLayout, snapshot: SceneState, keyboard: LayoutNode?) throws(PropertyFailure) {
        let screen = layout.screen
        if snapshot.keyboardShown {
            let height: Double = layout.orientation.isLandscape ? 352 : 264
            let expected = Rect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
            try PropertyFailure.check(
                keyboard?.frame == expected && keyboard?.kind == .keyboard && keyboard?.parent == nil,
                "keyboard node \(keyboard.map { Compact.rect($0.frame) } ?? "missing"), expected \(Compact.rect(expected))")
        } else {
            try PropertyFailure.check(keyboard == nil, "a keyboard node without the keyboard")
        }
        if let responder = snapshot.firstResponder {
            try PropertyFailure.check(snapshot.keyboardShown, "first responder \(responder) without the keyboard")
            try PropertyFailure.check(layout.nodes.contains { $0.id == responder }, "first responder \(responder) is not on screen")
        }
    }

    /// Nodes come layer by layer: each node's top-level node is the latest top-level node before
    /// it; the top-level nodes are the root layer, then each presentation's (a sheet's dimming view
    /// and its controller, a popover's node) in presentation order, then the keyboard, then the
    /// status bar.
    static func checkOrder(_ layout: SceneLayout, snapshot: SceneState, root: String) throws(PropertyFailure) {
        var layerOf: [String: Int] = [root: 0]
        // A split view's shown master or side (SPL-07, SVC-07) belongs to its split view's layer.
        var sideOf: [String: String] = [:]
        for side in snapshot.shownSides {
            sideOf[side.split + ".masterPopover"] = side.split
            sideOf[side.split + ".sidePopover"] = side.split
        }
        for (i, presentation) in snapshot.layers.enumerated() {
            switch presentation {
            case .modal(let m):
                layerOf[m.presented] = i + 1
                layerOf[m.presented + ".dimming"] = i + 1
            case .popover(let p):
                layerOf[p.popover] = i + 1
            case .splitSide:
                break  // not a layer: ``snapshot.layers`` leaves them out
            }
        }
        let above = snapshot.layers.count + 1
        var current: String?
        var lastLayer = -1
        var top: [String: String] = [:]
        for node in layout.nodes {
            guard let parent = node.parent else {
                let layer: Int
                switch node.id {
                case "keyboard": layer = above
                case "statusBar": layer = above + 1
                default:
                    if let split = sideOf[node.id], let splitTop = top[split], let found = layerOf[splitTop] {
                        layer = found
                        break
                    }
                    guard let found = layerOf[node.id] else {
                        throw PropertyFailure("top-level node \(node.id) (\(node.kind)) belongs to no layer (presentations \(Compact.snapshot(snapshot)))")
                    }
                    layer = found
                }
                try PropertyFailure.check(
                    layer >= lastLayer,
                    "node \(node.id) (layer \(layer)) comes after a node of layer \(lastLayer): \(layout.nodes.filter { $0.parent == nil }.map(\.id))")
                lastLayer = layer
                current = node.id
                top[node.id] = node.id
                continue
            }
            let nodeTop = top[parent]
            try PropertyFailure.check(
                nodeTop != nil && nodeTop == current,
                "node \(node.id) of \(nodeTop ?? "nothing") comes after top-level node \(current ?? "none") (layers interleave)")
            top[node.id] = nodeTop
        }
    }

    /// POP-28: a dimming node is a form or page sheet's, never a popover's.
    static func checkDimming(_ layout: SceneLayout, snapshot: SceneState) throws(PropertyFailure) {
        var sheets: Set<String> = []
        var contents: Set<String> = []
        for presentation in snapshot.presentations {
            switch presentation {
            case .modal(let m) where m.style == .formSheet || m.style == .pageSheet: sheets.insert(m.presented)
            case .popover(let p): contents.insert(p.presented)
            default: break
            }
        }
        for node in layout.nodes where node.kind == .dimming {
            guard case .string(let presented)? = node.attributes["presented"] else {
                throw PropertyFailure("dimming node \(node.id) attributes \(Compact.fields(node.attributes))")
            }
            try PropertyFailure.check(!contents.contains(presented), "POP-28 dimming node \(node.id) for popover content \(presented)")
            try PropertyFailure.check(
                sheets.contains(presented) && node.id == presented + ".dimming",
                "POP-28 dimming node \(node.id) for \(presented), which is no sheet")
        }
    }
}
