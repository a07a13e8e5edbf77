import PopsplitModel

/// Makes a failing document smaller: removes detached controllers, segues, popover controllers,
/// action sheets, views (with their subviews), bar button items, surplus container children,
/// search display controllers and actions one at a time, and resets popover options to UIKit's
/// defaults, keeping each change while the document still opens and the property still fails on
/// the same commands.
enum DocumentShrinker {
    /// The removals to try on `document`, each giving a smaller document (most drastic first).
    static func variants(_ document: SceneDocument) -> [SceneDocument] {
        var variants: [SceneDocument] = []
        for i in document.controllers.indices.reversed() {
            var smaller = document
            smaller.controllers.remove(at: i)
            variants.append(smaller)
        }
        for i in document.segues.indices.reversed() {
            var smaller = document
            smaller.segues.remove(at: i)
            variants.append(smaller)
        }
        for i in document.popovers.indices.reversed() {
            var smaller = document
            smaller.popovers.remove(at: i)
            variants.append(smaller)
        }
        for i in document.actionSheets.indices.reversed() {
            var smaller = document
            smaller.actionSheets.remove(at: i)
            variants.append(smaller)
        }
        for i in document.popovers.indices {
            let p = document.popovers[i]
            let plain = PopoverController(id: p.id, content: p.content, owner: p.owner)
            guard p != plain else { continue }
            var simpler = document
            simpler.popovers[i] = plain
            variants.append(simpler)
        }
        for kind in Removal.allCases {
            var k = 0
            while true {
                var smaller = document
                var counter = k
                guard remove(kind, &counter, in: &smaller) else { break }
                variants.append(smaller)
                k += 1
            }
        }
        return variants
    }

    /// What one removal takes away.
    enum Removal: CaseIterable {
        /// The last child of a container with more than one (selection clamped).
        case child
        /// A view and its subviews (title views included).
        case view
        /// A bar button item.
        case item
        /// A search bar's search display controller.
        case searchDisplay
        /// The action of a view or bar button item.
        case action
    }

    /// Removes the `counter`-th thing of `kind` (depth first, over the tree then the detached
    /// controllers); `false` when there are fewer.
    static func remove(_ kind: Removal, _ counter: inout Int, in document: inout SceneDocument) -> Bool {
        if remove(kind, &counter, in: &document.root) { return true }
        for i in document.controllers.indices where remove(kind, &counter, in: &document.controllers[i]) { return true }
        return false
    }

    /// Removes the `counter`-th thing of `kind` in a controller's subtree.
    static func remove(_ kind: Removal, _ counter: inout Int, in spec: inout ControllerSpec) -> Bool {
        switch kind {
        case .child where spec.children.count > 1:
            if counter == 0 {
                spec.children.removeLast()
                spec.selectedIndex = min(spec.selectedIndex, spec.children.count - 1)
                return true
            }
            counter -= 1
        case .view:
            if spec.navigationItem.titleView != nil {
                if counter == 0 {
                    spec.navigationItem.titleView = nil
                    return true
                }
                counter -= 1
            }
            if removeView(&counter, in: &spec.views) { return true }
        case .item:
            if removeItem(&counter, in: &spec.navigationItem.leftItems) || removeItem(&counter, in: &spec.navigationItem.rightItems)
                || removeItem(&counter, in: &spec.toolbarItems) || removeViewItem(&counter, in: &spec.views)
            {
                return true
            }
        case .searchDisplay, .action:
            if let titleView = spec.navigationItem.titleView {
                var views = [titleView]
                if removeDetail(kind, &counter, in: &views) {
                    spec.navigationItem.titleView = views[0]
                    return true
                }
            }
            if removeDetail(kind, &counter, in: &spec.views) { return true }
            if kind == .action {
                for i in spec.navigationItem.leftItems.indices where spec.navigationItem.leftItems[i].action != nil {
                    if counter == 0 {
                        spec.navigationItem.leftItems[i].action = nil
                        return true
                    }
                    counter -= 1
                }
                for i in spec.navigationItem.rightItems.indices where spec.navigationItem.rightItems[i].action != nil {
                    if counter == 0 {
                        spec.navigationItem.rightItems[i].action = nil
                        return true
                    }
                    counter -= 1
                }
                for i in spec.toolbarItems.indices where spec.toolbarItems[i].action != nil {
                    if counter == 0 {
                        spec.toolbarItems[i].action = nil
                        return true
                    }
                    counter -= 1
                }
            }
        default:
            break
        }
        for i in spec.children.indices where remove(kind, &counter, in: &spec.children[i]) { return true }
        return false
    }

    /// Clears the `counter`-th search display controller or action (views, then their items,
    /// depth first) of `views`.
    static func removeDetail(_ kind: Removal, _ counter: inout Int, in views: inout [ViewSpec]) -> Bool {
        for i in views.indices {
            let present = kind == .searchDisplay ? views[i].searchDisplay != nil : views[i].action != nil
            if present {
                if counter == 0 {
                    if kind == .searchDisplay { views[i].searchDisplay = nil } else { views[i].action = nil }
                    return true
                }
                counter -= 1
            }
            if kind == .action {
                for j in views[i].items.indices where views[i].items[j].action != nil {
                    if counter == 0 {
                        views[i].items[j].action = nil
                        return true
                    }
                    counter -= 1
                }
            }
            if removeDetail(kind, &counter, in: &views[i].subviews) { return true }
        }
        return false
    }

    /// Removes the `counter`-th view (depth first) of `views`.
    static func removeView(_ counter: inout Int, in views: inout [ViewSpec]) -> Bool {
        for i in views.indices {
            if counter == 0 {
                views.remove(at: i)
                return true
            }
            counter -= 1
            if removeView(&counter, in: &views[i].subviews) { return true }
        }
        return false
    }

    /// Removes the `counter`-th item of `items`.
    static func removeItem(_ counter: inout Int, in items: inout [BarButtonItemSpec]) -> Bool {
        guard counter < items.count else {
            counter -= items.count
            return false
        }
        items.remove(at: counter)
        return true
    }

    /// Removes the `counter`-th item held by `views` and their subviews.
    static func removeViewItem(_ counter: inout Int, in views: inout [ViewSpec]) -> Bool {
        for i in views.indices {
            if removeItem(&counter, in: &views[i].items) || removeViewItem(&counter, in: &views[i].subviews) { return true }
        }
        return false
    }
}
