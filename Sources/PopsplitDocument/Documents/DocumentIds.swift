import PopsplitModel

/// The ids a scene's document declares, by what they name: the candidates of a request's "did you
/// mean". Collected by walking the document once; documents are bounded (size limit,
/// nesting limit), so the walk is too.
public struct DocumentIds {
    /// Controllers (the tree and the detached ones), in document order.
    var controllers: [String] = []
    /// Views (title views and subviews included), in document order.
    var views: [String] = []
    /// Bar button items, in document order.
    var items: [String] = []
    /// Segues.
    var segues: [String] = []
    /// Popover controllers.
    var popovers: [String] = []
    /// Action sheets.
    var actionSheets: [String] = []

    /// The ids of `document`.
    public init(_ document: SceneDocument) {
        var pending = [document.root] + document.controllers
        var index = 0
        while index < pending.count {
            let controller = pending[index]
            index += 1
            controllers.append(controller.id)
            items += (controller.navigationItem.allItems + controller.toolbarItems).map(\.id)
            var views = controller.views + (controller.navigationItem.titleView.map { [$0] } ?? [])
            var viewIndex = 0
            while viewIndex < views.count {
                let view = views[viewIndex]
                viewIndex += 1
                self.views.append(view.id)
                items += view.items.map(\.id)
                views += view.subviews
            }
            pending += controller.children
        }
        segues = document.segues.map(\.id)
        popovers = document.popovers.map(\.id)
        actionSheets = document.actionSheets.map(\.id)
    }

    /// The ids that could be meant where an id of `kind` was wanted: controllers for any kind of
    /// controller, views for a view or a search bar, and so on.
    public func candidates(for kind: IdKind) -> [String] {
        switch kind {
        case .popoverController: popovers
        case .view, .searchBar, .searchBarWithSearchDisplay: views
        case .viewOrBarButtonItem: views + items
        case .barButtonItem: items
        case .segue: segues
        case .actionSheet: actionSheets
        case .controller, .controllerOfType: controllers
        case .layoutNode: []  // the current layout's nodes, which the document does not know
        }
    }
}
