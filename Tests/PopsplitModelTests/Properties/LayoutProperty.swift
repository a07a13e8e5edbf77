import PopsplitModel

/// Layout sanity after launch and after every step: finite frames with non-negative sizes,
/// unique ids, parents before children, the status bar, the application frame (ROT-01), bar
/// heights (NAV-04), containers' children placed inside them, controllers inside the application
/// frame.
struct LayoutProperty: SceneProperty {
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Checks the launch layout.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        specs = DocumentIds(launch.document).specs
        try Self.check(launch.layout, of: launch.scene, specs: specs)
    }

    /// Checks the layout after the step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        try Self.check(step.afterLayout, of: step.after, specs: specs)
    }

    /// The screen for an orientation (ROT-01), window coordinates.
    static func screen(_ orientation: InterfaceOrientation) -> Rect {
        orientation.isLandscape ? Rect(x: 0, y: 0, width: 1024, height: 768) : Rect(x: 0, y: 0, width: 768, height: 1024)
    }

    /// Whether `inner` lies within `outer` (edges may touch).
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    /// Every check on one layout of `scene`.
    static func check(_ layout: SceneLayout, of scene: Scene, specs: [String: ControllerSpec]) throws(PropertyFailure) {
        let screen = screen(scene.orientation)
        let hidden = scene.document.statusBarHidden
        // The in-call status bar is 40 high; the application frame starts under it (9.9.5).
        let bar: Double = scene.snapshot().inCallStatusBar ? 40 : 20
        let app = hidden ? screen : Rect(x: 0, y: bar, width: screen.width, height: screen.height - bar)
        try PropertyFailure.check(layout.orientation == scene.orientation, "layout orientation \(layout.orientation) != \(scene.orientation)")
        try PropertyFailure.check(layout.screen == screen, "ROT-01 screen \(Compact.rect(layout.screen)) in \(scene.orientation)")
        try PropertyFailure.check(
            layout.applicationFrame == app, "ROT-01 application frame \(Compact.rect(layout.applicationFrame)), expected \(Compact.rect(app))")
        var placed: [String: LayoutNode] = [:]
        for node in layout.nodes {
            let f = node.frame
            try PropertyFailure.check(
                f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                "node \(node.id) has a non-finite frame \(Compact.rect(f))")
            try PropertyFailure.check(f.width >= 0 && f.height >= 0, "node \(node.id) has a negative size \(Compact.rect(f))")
            try PropertyFailure.check(placed[node.id] == nil, "node id \(node.id) appears twice")
            if let parent = node.parent {
                try PropertyFailure.check(placed[parent] != nil, "node \(node.id) comes before its parent \(parent) (or the parent is missing)")
            }
            placed[node.id] = node
        }
        let statusBar = placed["statusBar"]
        if hidden {
            try PropertyFailure.check(statusBar == nil, "a hidden status bar is laid out")
        } else {
            try PropertyFailure.check(
                statusBar?.frame == Rect(x: 0, y: 0, width: screen.width, height: bar),
                "status bar \(statusBar.map { "\(Compact.rect($0.frame))" } ?? "missing"), expected [0,0,\(screen.width),\(bar)]")
            try PropertyFailure.check(
                statusBar?.attributes == (bar == 40 ? [Field(.inCall, .bool(true))] : []),
                "status bar attributes \(statusBar.map { Compact.fields($0.attributes) } ?? "missing") (in call: \(bar == 40))")
        }
        let snapshot = scene.snapshot()
        if let root = placed[scene.document.root.id] {
            try PropertyFailure.check(
                root.parent == nil && root.frame == app, "ROT-01 root controller frame \(Compact.rect(root.frame)), expected \(Compact.rect(app))")
        } else {
            try PropertyFailure.check(!snapshot.presentations.isEmpty, "the root controller is missing with nothing presented")
        }
        // SVC-07: a side slid in pushes its split's main view aside, partly off the screen.
        let pushed = Set(
            snapshot.shownSides.filter { $0.style == .slideIn }.compactMap { side in
                snapshot.splitChildren[side.split]?.last
            })
        // A controller presented in the current context sits where its presenter's context is.
        var inContext: [String: String] = [:]
        for case .modal(let modal) in snapshot.layers where modal.style == .currentContext { inContext[modal.presented] = modal.presenter }
        // Covered controllers have no node: their parents come from the document and the stacks.
        var treeParent: [String: String] = [:]
        for spec in specs.values { for child in spec.children { treeParent[child.id] = spec.id } }
        for (nav, stack) in snapshot.stacks { for child in stack { treeParent[child] = nav } }
        try checkContainers(
            layout, placed: placed, app: app, specs: specs, pushedAside: pushed, inContext: inContext, treeParent: treeParent)
    }

    /// Controllers lie in the application frame and inside their parent controller; bars have
    /// their heights (NAV-04) and hug their container's edges; children fill what bars leave.
    /// A popover may show its content smaller than its bars (POP-03: shrunk to fit): the bars'
    /// full height is not required inside a popover's content frame.
    static func checkContainers(
        _ layout: SceneLayout, placed: [String: LayoutNode], app: Rect,
        specs: [String: ControllerSpec], pushedAside: Set<String> = [], inContext: [String: String] = [:],
        treeParent: [String: String] = [:]
    ) throws(PropertyFailure) {
        /// Whether `id` is a pushed-aside main view or inside one, or presented in its context.
        func isPushedAside(_ id: String) -> Bool {
            var current: String? = id
            var steps = 0
            while let next = current, steps < 1000 {
                if pushedAside.contains(next) { return true }
                current = inContext[next] ?? placed[next]?.parent ?? treeParent[next]
                steps += 1
            }
            return false
        }
        let contentFrames = layout.nodes.compactMap { node -> Rect? in
            guard node.kind == .popover, case .rect(let r)? = node.attributes["contentFrame"] else { return nil }
            return r
        }
        let inPopover = { (r: Rect) in contentFrames.contains { contains($0, r) } }
        /// Whether `id` lies in a versatile split view's pane, which a split point may squeeze
        /// below a bar's height (SVC-03), or is presented in the context of a controller that does.
        func inSplitPane(_ id: String) -> Bool {
            var current = inContext[id] ?? placed[id]?.parent ?? treeParent[id]
            var steps = 0
            while let next = current, steps < 1000 {
                if case .versatileSplit? = specs[next]?.kind { return true }
                current = inContext[next] ?? placed[next]?.parent ?? treeParent[next]
                steps += 1
            }
            return false
        }
        /// Whether `id` lies in a custom container's child, which sits at the frame the container's
        /// code gives it, inside or outside the container's view and the screen (CNT-01), or is
        /// presented in the context of a controller that does).
        func inCustomContainer(_ id: String) -> Bool {
            var current = inContext[id] ?? placed[id]?.parent ?? treeParent[id]
            var steps = 0
            while let next = current, steps < 1000 {
                if case .container? = specs[next]?.kind { return true }
                current = inContext[next] ?? placed[next]?.parent ?? treeParent[next]
                steps += 1
            }
            return false
        }
        for node in layout.nodes where node.kind == .controller {
            try PropertyFailure.check(
                contains(app, node.frame) || isPushedAside(node.id) || inCustomContainer(node.id),
                "controller \(node.id) at \(Compact.rect(node.frame)) leaves the application frame \(Compact.rect(app))")
            guard let parentId = node.parent, let parent = placed[parentId], let spec = specs[parentId] else { continue }
            let f = parent.frame
            let expected: Rect
            switch spec.kind {
            case .navigation(let options):
                let bar = options.navigationBarHidden ? 0 : min(44, f.height)
                let toolbar = options.toolbarHidden ? 0 : min(44, f.height - bar)
                expected = f.inset(top: bar, left: 0, bottom: toolbar, right: 0)
            case .tabBar: expected = f.inset(top: 0, left: 0, bottom: min(49, f.height), right: 0)
            case .pageView, .plain: expected = f
            case .split, .versatileSplit: continue  // the split's own tests check its panes
            case .container: continue  // children at their own frames (CNT-01)
            }
            try PropertyFailure.check(
                node.frame == expected, "controller \(node.id) in \(spec.type) \(parentId) at \(Compact.rect(node.frame)), expected \(Compact.rect(expected))")
        }
        for node in layout.nodes {
            guard let parentId = node.parent, let parent = placed[parentId], parent.kind == .controller else { continue }
            let f = parent.frame
            let bar: Rect?
            if node.id == parentId + ".navigationBar" {
                bar = Rect(x: f.minX, y: f.minY, width: f.width, height: min(44, f.height))
            } else if node.id == parentId + ".toolbar", specs[parentId]?.navigation != nil {
                // A navigation controller's toolbar (a versatile split's own <svc>.toolbar is SVC-06's).
                let above = specs[parentId]?.navigation?.navigationBarHidden == false ? min(44, f.height) : 0
                let height = min(44, f.height - above)
                bar = Rect(x: f.minX, y: f.maxY - height, width: f.width, height: height)
            } else if node.id == parentId + ".tabBar" {
                bar = Rect(x: f.minX, y: f.maxY - min(49, f.height), width: f.width, height: min(49, f.height))
            } else {
                bar = nil
            }
            if let bar {
                try PropertyFailure.check(node.frame == bar, "NAV-04 \(node.kind) \(node.id) at \(Compact.rect(node.frame)), expected \(Compact.rect(bar))")
                try PropertyFailure.check(
                    bar.height == (node.kind == .tabBar ? 49 : 44) || inPopover(f) || inSplitPane(parentId) || inCustomContainer(parentId),
                    "NAV-04 \(node.id) squeezed to \(bar.height) in \(Compact.rect(f))")
            }
        }
    }
}
