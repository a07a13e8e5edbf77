/// Walks a document once, filling a ``SceneIndex``'s tables and collecting references to check last.
struct IndexBuilder {
    /// The tables being filled.
    var index: SceneIndexTables
    /// Every id seen so far, of any kind (ids share one namespace).
    var seen: Set<String> = []
    /// Actions to resolve once every id is known, with the id of their view or item.
    var actions: [(owner: String, action: ActionSpec)] = []
    /// Search display controllers to add once the document's controllers are in (POP-26).
    var pendingSearchDisplays: [(searchBar: String, display: SearchDisplaySpec, inToolbar: Bool)] = []

    /// Records a fresh id or throws for a duplicate or empty one.
    mutating func claim(_ id: String, _ kind: IdKind) throws(ModelError) {
        guard !id.isEmpty else { throw ModelError.document(.emptyId(kind: kind)) }
        guard seen.insert(id).inserted else { throw ModelError.document(.duplicateId(id: id)) }
    }

    /// Adds a controller and its descendants.
    mutating func addController(_ spec: ControllerSpec, parent: ControllerSpec?) throws(ModelError) {
        try claim(spec.id, .controller)
        try ControllerRules.check(spec)
        index.controllers.insert(spec, as: spec.id)
        index.controllerOrder.append(spec.id)
        index.controllersByType[spec.type, default: []].append(spec.id)
        if spec.type.isSplit { index.splitControllers.append(spec.id) }
        if let parent, parent.type == .tabBar || parent.type == .pageView { index.staticParents[spec.id] = parent.id }
        if let parent, parent.type == .container { index.containerParents[spec.id] = parent.id }
        for view in spec.views { try addView(view, owner: spec.id) }
        if let titleView = spec.navigationItem.titleView { try addView(titleView, owner: spec.id) }
        for item in spec.navigationItem.allItems + spec.toolbarItems {
            try addItem(item, owner: spec.id)
        }
        for child in spec.children { try addController(child, parent: spec) }
    }

    /// Adds a view, its items and its subviews; `inToolbar`: the view is inside a toolbar view.
    mutating func addView(_ view: ViewSpec, owner: String, inToolbar: Bool = false) throws(ModelError) {
        try claim(view.id, .view)
        try ControllerRules.check(view)
        index.views.insert(view, as: view.id)
        index.owners[view.id] = owner
        if let action = view.action { actions.append((view.id, action)) }
        for item in view.items { try addItem(item, owner: owner) }
        for sub in view.subviews { try addView(sub, owner: owner, inToolbar: inToolbar || view.kind == .toolbar) }
        if let display = view.searchDisplay {
            guard view.kind == .searchBar else {
                throw ModelError.document(.searchDisplayOnNonSearchBar(view: view.id, kind: view.kind))
            }
            pendingSearchDisplays.append((view.id, display, inToolbar))
        }
    }

    /// Adds a bar button item.
    mutating func addItem(_ item: BarButtonItemSpec, owner: String) throws(ModelError) {
        try claim(item.id, .barButtonItem)
        if let name = item.systemItem, !SystemItem.isKnown(name) {
            throw ModelError.document(.unknownSystemItem(item: item.id, name: name))
        }
        if let width = item.width, !(width >= 0 && GeometryLimits.accepts(width)) {
            throw ModelError.document(.itemWidthOutOfRange(item: item.id))
        }
        index.items[item.id] = item
        index.owners[item.id] = owner
        if let action = item.action { actions.append((item.id, action)) }
    }

    /// Adds a popover controller (its content and passthrough views are checked later).
    mutating func addPopover(_ popover: PopoverController) throws(ModelError) {
        try claim(popover.id, .popoverController)
        index.popovers[popover.id] = popover
    }

    /// Adds a segue (its references are checked later).
    mutating func addSegue(_ segue: SegueSpec) throws(ModelError) {
        try claim(segue.id, .segue)
        index.segues[segue.id] = segue
    }
}
