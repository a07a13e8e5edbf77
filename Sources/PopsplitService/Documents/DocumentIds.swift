import PopsplitModel

/// The ids a scene's document declares, by what they name: the candidates of a request's "did you
/// mean" (issue 19.9). Collected by walking the document once; documents are bounded (size limit,
/// nesting limit), so the walk is too.
struct DocumentIds {
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
    init(_ document: SceneDocument) {
        var pending = [document.root] + document.controllers
        var index = 0
        while index < pending.count {
            let controller = pending[index]
            index += 1
            controllers.append(controller.id)
            items += (controller.navigationItem.leftItems + controller.navigationItem.rightItems + controller.toolbarItems).map(\.id)
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

    /// The ids that could be meant where a request's error says `unknown WHAT id`: controllers for
    /// any kind of controller, popovers for a popover controller, views for a view or search bar,
    /// and so on; `[]` for a kind it does not know.
    func candidates(for what: String) -> [String] {
        switch what {
        case "popover controller": return popovers
        case "view", "search bar": return views
        case "view or bar button item": return views + items
        case "bar button item": return items
        case "segue": return segues
        case "action sheet": return actionSheets
        default: return what.hasSuffix("controller") ? controllers : []
        }
    }
}
