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
    /// Split view controllers, UIKit's and versatile ones.
    var splits: [String] = []
    /// Versatile split view controllers.
    var versatileSplits: [String] = []
    /// Custom container view controllers with their children (CNT-01).
    var containers: [(id: String, children: [String])] = []
    /// Page view controllers with their page counts.
    var pageViews: [(id: String, count: Int)] = []
    /// Views and bar button items (wrong kinds of id for controller arguments).
    var others: [String] = []
    /// Views of the document (title views included).
    var views: [String] = []
    /// Bar button items of the document.
    var items: [String] = []
    /// Views and bar button items with an action, and text inputs: worth tapping.
    var actionable: Set<String> = []
    /// Views and bar button items whose action presents or dismisses a popover or shows an
    /// action sheet, and search bars with a search display controller.
    var popoverActionable: Set<String> = []
    /// Segues.
    var segues: [String] = []
    /// Popover segues (their popover controllers are named after them, POP-15).
    var popoverSegues: [String] = []
    /// Every controller spec by id.
    var specs: [String: ControllerSpec] = [:]
    /// The document's popover controllers (POP-01).
    var popovers: [String] = []
    /// The contents of the document's popover controllers.
    var popoverContents: [String] = []
    /// Action sheets with their button counts (POP-26).
    var actionSheets: [(id: String, count: Int)] = []
    /// Search bars (with or without a search display controller).
    var searchBars: [String] = []
    /// Search bars with a search display controller (POP-26).
    var searchDisplays: [String] = []
    /// Text fields, text views and search bars: what becomes first responder.
    var textInputs: [String] = []
    /// Controllers the system makes (search results, action sheet contents): no appearance or
    /// rotation messages (POP-26).
    var synthetic: Set<String> = []
    /// Popover controllers the system makes from the document (search results, action sheets).
    var systemPopovers: [String] = []

    /// The ids of `document`.
    init(_ document: SceneDocument) {
        add(document.root)
        for spec in document.controllers {
            detached.append(spec.id)
            add(spec)
        }
        segues = document.segues.map(\.id)
        popoverSegues = document.segues.filter { $0.kind == .popover }.map(\.id)
        popovers = document.popovers.map(\.id)
        popoverContents = document.popovers.map(\.content)
        actionSheets = document.actionSheets.map { ($0.id, $0.buttons.count) }
        for sheet in document.actionSheets {
            synthetic.insert("\(sheet.id).sheet")
            systemPopovers.append(sheet.id)
        }
        for bar in searchDisplays {
            synthetic.formUnion(["\(bar).resultsNavigation", "\(bar).resultsList"])
            systemPopovers.append("\(bar).results")
        }
    }

    /// Adds a controller and its descendants.
    private mutating func add(_ spec: ControllerSpec) {
        controllers.append(spec.id)
        specs[spec.id] = spec
        switch spec.kind {
        case .navigation: navigations.append(spec.id)
        case .tabBar: tabBars.append((spec.id, spec.children.count))
        case .pageView: pageViews.append((spec.id, spec.children.count))
        case .split: splits.append(spec.id)
        case .versatileSplit:
            splits.append(spec.id)
            versatileSplits.append(spec.id)
        case .container: containers.append((spec.id, spec.children.map(\.id)))
        case .plain: break
        }
        let item = spec.navigationItem
        add(items: item.allItems + spec.toolbarItems)
        for view in spec.views + (item.titleView.map { [$0] } ?? []) { add(view) }
        for child in spec.children { add(child) }
    }

    /// Adds a view, its items and its subviews.
    private mutating func add(_ view: ViewSpec) {
        others.append(view.id)
        views.append(view.id)
        if view.action != nil { actionable.insert(view.id) }
        if Self.isPopoverAction(view.action) || view.searchDisplay != nil { popoverActionable.insert(view.id) }
        if [.textField, .textView, .searchBar].contains(view.kind) {
            textInputs.append(view.id)
            if view.action == nil { actionable.insert(view.id) }
        }
        if view.kind == .searchBar {
            searchBars.append(view.id)
            if view.searchDisplay != nil { searchDisplays.append(view.id) }
        }
        add(items: view.items)
        for sub in view.subviews { add(sub) }
    }

    /// Adds bar button items.
    private mutating func add(items: [BarButtonItemSpec]) {
        others += items.map(\.id)
        self.items += items.map(\.id)
        for item in items where item.action != nil { actionable.insert(item.id) }
        for item in items where Self.isPopoverAction(item.action) { popoverActionable.insert(item.id) }
    }

    /// Whether an action presents or dismisses a popover, shows an action sheet or performs a
    /// segue (maybe a popover segue).
    static func isPopoverAction(_ action: ActionSpec?) -> Bool {
        switch action {
        case .presentPopover?, .dismissPopover?, .showActionSheet?, .segue?: true
        default: false
        }
    }
}
