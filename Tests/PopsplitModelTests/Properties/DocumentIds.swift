import PopsplitModel

/// The ids of a scene document, grouped for drawing command arguments.
struct DocumentIds {
    /// Every controller, tree first then the detached ones.
    var controllers: [String] = []
    /// Controllers not in the tree at launch.
    var detached: [String] = []
    /// Navigation controllers.
    var navigations: [String] = []
    /// Tab bar controllers with their tab counts.
    var tabBars: [(id: String, count: Int)] = []
    /// Page view controllers with their page counts.
    var pageViews: [(id: String, count: Int)] = []
    /// Views and bar button items (wrong kinds of id for controller arguments).
    var others: [String] = []
    /// Views and bar button items with an action: worth tapping.
    var actionable: Set<String> = []
    /// Segues.
    var segues: [String] = []
    /// Every controller spec by id.
    var specs: [String: ControllerSpec] = [:]

    /// The ids of `document`.
    init(_ document: SceneDocument) {
        add(document.root)
        for spec in document.controllers {
            detached.append(spec.id)
            add(spec)
        }
        segues = document.segues.map(\.id)
    }

    /// Adds a controller and its descendants.
    private mutating func add(_ spec: ControllerSpec) {
        controllers.append(spec.id)
        specs[spec.id] = spec
        switch spec.kind {
        case .navigation: navigations.append(spec.id)
        case .tabBar: tabBars.append((spec.id, spec.children.count))
        case .pageView: pageViews.append((spec.id, spec.children.count))
        case .plain: break
        }
        let item = spec.navigationItem
        add(items: item.leftItems + item.rightItems + spec.toolbarItems)
        for view in spec.views + (item.titleView.map { [$0] } ?? []) { add(view) }
        for child in spec.children { add(child) }
    }

    /// Adds a view, its items and its subviews.
    private mutating func add(_ view: ViewSpec) {
        others.append(view.id)
        if view.action != nil { actionable.insert(view.id) }
        add(items: view.items)
        for sub in view.subviews { add(sub) }
    }

    /// Adds bar button items.
    private mutating func add(items: [BarButtonItemSpec]) {
        others += items.map(\.id)
        for item in items where item.action != nil { actionable.insert(item.id) }
    }
}
