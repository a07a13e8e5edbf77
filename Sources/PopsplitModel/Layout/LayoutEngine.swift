/// Computes the layout: a pure function of the document's tables and the live state.
///
/// STEP 1 (only when the orientation's shape differs from the document's): lay out controller
/// frames in the launch orientation; their sizes are the design sizes of the controllers' views.
/// STEP 2: lay out the root layer in the application frame, then each presentation (dimming
/// first, then the presented controller), then the status bar. STEP 3: drop the nodes of
/// controllers covered by a presentation. Frames are in window coordinates (points, y down).
struct LayoutEngine {
    /// The document's tables.
    let index: SceneIndex
    /// The controller hierarchy.
    let hierarchy: Hierarchy
    /// The orientation laid out.
    let orientation: InterfaceOrientation
    /// Whether the status bar is hidden.
    let statusBarHidden: Bool
    /// The design size of each controller's view; `nil`: views are laid out as designed.
    let designSizes: [String: Size]?
    /// Whether to lay out views and bars (STEP 1 needs controller frames only).
    let includeViews: Bool
    /// Whether the in-call status bar shows (never in STEP 1's launch layout).
    var inCall: Bool = false
    /// The behaviour profile (a split view's hidden master: popover in 5.0, slide-in in 5.1+).
    var profile: BehaviourProfile = .iOS6
    /// The placement of every visible popover, by popover id.
    var placements: [String: PlacementResult] = [:]
    /// Controllers covered by a presentation (their nodes are dropped in STEP 3; a popover does
    /// not follow a bar button item among them).
    var covered: Set<String> = []
    /// Nodes placed so far, back to front.
    var nodes: [PlacedNode] = []
    /// The frame of every controller laid out, window coordinates.
    var frames: [String: Rect] = [:]
    /// Versatile split views whose side shows in a popover, waiting for their list button (SVC-07).
    var pendingSidePopovers: [String] = []

    /// The public layout of `engine`'s visible nodes `placed`.
    static func layout(engine: LayoutEngine, placed: [PlacedNode], state: SceneState, document: SceneDocument) -> SceneLayout {
        SceneLayout(
            orientation: state.orientation, screen: ScreenMetrics.screen(state.orientation),
            applicationFrame: ScreenMetrics.applicationFrame(
                state.orientation, statusBarHidden: document.statusBarHidden, inCall: state.inCallStatusBar),
            nodes: placed.map(\.node),
            placements: engine.placements.isEmpty ? [:] : engine.placements.filter { id, _ in placed.contains { $0.node.id == id } })
    }

    /// STEP 3: the nodes of `engine` less those of covered controllers (`engine`'s own array,
    /// shared, when no presentation covers anything).
    static func visible(_ engine: LayoutEngine, state: SceneState) -> [PlacedNode] {
        guard !state.presentations.isEmpty else { return engine.nodes }
        let covered = engine.hierarchy.coveredControllers
        // A popover's own node (background and arrow) goes only under a later full-screen presentation.
        var hiddenPopovers: Set<String> = []
        for (i, p) in state.presentations.enumerated() {
            if case .popover(let shown) = p, state.presentations[(i + 1)...].contains(where: { $0.coverage == .everything }) {
                hiddenPopovers.insert(shown.popover)
            }
        }
        return engine.nodes.filter { placed in
            if case .popover(let id) = placed.role { return !hiddenPopovers.contains(id) }
            if case .splitMaster(let split) = placed.role { return !covered.contains(split) }
            return placed.owner.map { !covered.contains($0) } ?? true
        }
    }

    /// The engine after STEPS 1 and 2, and STEP 1's design pass: the one of `previous` when its
    /// launch state is this one's (the same document is laid out). A state that needs none
    /// carries `previous` along, so that rotating back and forth designs once.
    static func laidOut(hierarchy: Hierarchy, document: SceneDocument, reusing previous: DesignPass?) -> (engine: LayoutEngine, design: DesignPass?) {
        let index = hierarchy.index
        let state = hierarchy.state
        var design: DesignPass?
        let designPass =
            state.orientation.isLandscape != document.orientation.isLandscape
            || (state.inCallStatusBar && !document.statusBarHidden) || state.presentations.contains { $0.isPopover || !$0.isLayer }
            || !state.portraitSplitPoints.isEmpty || !state.landscapeSplitPoints.isEmpty
        if designPass {
            // The launch orientation's layout: its own hierarchy, so that a split view decides
            // whether its master hides by the launch orientation (SPL-01, SPL-02).
            var launchState = state
            launchState.orientation = document.orientation
            launchState.removeSides()
            // SPL-16: a master or side hidden at launch is designed as if it had been
            // shown then, slid over its split view: the pane it would have filled is its design size.
            let launchHierarchy = hierarchy.with(launchState)
            for split in index.splitControllers where launchHierarchy.splitHidesMaster(split) {
                guard let side = launchHierarchy.container(split).children.first else { continue }
                launchState.presentations.append(.splitSide(SplitSidePresentation(split: split, side: side, style: .slideOver)))
            }
            // Views are designed at the document's split points; run-time ones resize them (SVC-09).
            launchState.portraitSplitPoints = [:]
            launchState.landscapeSplitPoints = [:]
            if let previous, previous.launchState == launchState {
                design = previous
            } else {
                var launch = LayoutEngine(
                    index: index, hierarchy: hierarchy.with(launchState), orientation: document.orientation,
                    statusBarHidden: document.statusBarHidden, designSizes: nil, includeViews: false)
                launch.run()
                design = DesignPass(launchState: launchState, sizes: launch.frames.mapValues(\.size))
            }
        }
        var engine = LayoutEngine(
            index: index, hierarchy: hierarchy, orientation: state.orientation,
            statusBarHidden: document.statusBarHidden, designSizes: design?.sizes, includeViews: true)
        engine.inCall = state.inCallStatusBar
        engine.profile = document.profile
        engine.run()
        return (engine, designPass ? design : previous)
    }

    /// STEP 2: the root layer, the presentations (popovers placed by ``PopoverPlacement``), the
    /// keyboard, the status bar.
    mutating func run() {
        let app = ScreenMetrics.applicationFrame(orientation, statusBarHidden: statusBarHidden, inCall: inCall)
        let keyboard = includeViews && hierarchy.state.keyboardShown
        if hierarchy.state.presentations.contains(where: { $0.isPopover }) { covered = hierarchy.coveredControllers }
        layoutController(hierarchy.root, frame: app, parent: nil)
        placeSidePopovers(keyboard: keyboard)
        // The layers; a split view's shown side was laid out with its split view; a presentation
        // waiting out of the window with its hidden master has no frame (SPL-18).
        let waiting = hierarchy.waitingPresentations
        for presentation in hierarchy.state.presentations where presentation.isLayer && !waiting.contains(presentation.presented) {
            if case .popover(let shown) = presentation {
                layoutPopover(shown, keyboard: keyboard)
                placeSidePopovers(keyboard: keyboard)  // a versatile split view in the popover's content
                continue
            }
            var frame = presentation.frame(
                applicationFrame: app, orientation: orientation,
                presenterFrame: frames[presentation.presenter])
            if keyboard, orientation.isLandscape, case .modal(let m) = presentation, m.style == .formSheet {
                frame.origin.y = app.minY  // a form sheet in landscape is raised above the keyboard
            }
            if presentation.dims {
                let id = presentation.presented
                add(
                    DerivedId.dimming(id), .dimming, parent: nil, frame: app, role: .dimming(presented: id), owner: id,
                    attributes: [Field(.presented, .string(id))])
            }
            layoutController(presentation.presented, frame: frame, parent: nil)
            placeSidePopovers(keyboard: keyboard)
        }
        if keyboard {
            add(DerivedId.keyboard, .keyboard, parent: nil, frame: ScreenMetrics.keyboardFrame(orientation), role: .keyboard, owner: nil)
        }
        if !statusBarHidden {
            let screen = ScreenMetrics.screen(orientation)
            add(
                DerivedId.statusBar, .statusBar, parent: nil,
                frame: Rect(x: 0, y: 0, width: screen.width, height: ScreenMetrics.statusBarFrameHeight(statusBarHidden: false, inCall: inCall)),
                role: .statusBar, owner: nil, attributes: inCall ? [Field(.inCall, .bool(true))] : [])
        }
    }

    /// Appends one node.
    mutating func add(
        _ id: String, _ kind: NodeKind, parent: String?, frame: Rect, role: NodeRole, owner: String?,
        interactive: Bool = true, attributes: [Field] = []
    ) {
        nodes.append(
            PlacedNode(
                node: LayoutNode(id: id, kind: kind, parent: parent, frame: frame, attributes: attributes),
                role: role, interactive: interactive, owner: owner))
    }
}
