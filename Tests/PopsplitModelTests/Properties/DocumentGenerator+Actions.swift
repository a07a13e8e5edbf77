import PopsplitModel

/// Phase 2: segues and target-actions, drawn from the ids phase 1 made.
extension DocumentGenerator {
    /// Up to four segues of every kind between random controllers (destinations mostly detached),
    /// some anchored to a view or item, and in two documents of five one more popover segue.
    /// Popover segues (POP-15, POP-25) mostly start from a controller of the window's tree,
    /// anchored to one of its own views or items, and show a controller made for popovers.
    mutating func makeSegues() -> [SegueSpec] {
        let count = random.int(in: 0...4)
        let extraPopover = random.chance(40)
        return (0..<(count + (extraPopover ? 1 : 0))).compactMap { n in
            let roll = n == count ? 80 : random.below(100)
            let kind: SegueSpec.Kind =
                switch roll {
                case 0..<38: .push
                case 38..<75: .modal
                case 75..<92: .popover
                default: .replace
                }
            let tree = Array(controllerIds.prefix(treeCount))
            let sources = kind == .popover && random.chance(80) && !tree.isEmpty ? tree : controllerIds
            var target = destination()
            if kind == .popover, random.chance(60), let content = random.pick(popoverContentIds.sorted()) { target = content }
            guard let source = random.pick(sources), let destination = target else { return nil }
            let id = fresh("s")
            segueIds.append(id)
            var anchor = random.chance(30) ? random.pick(viewIds + itemIds) : nil
            if kind == .popover {
                // Without an anchor (one in five) only a tap performs it.
                let own = anchorsByController[source] ?? []
                let any = random.pick(viewIds + itemIds)
                anchor = random.chance(20) ? nil : random.chance(80) ? random.pick(own) ?? any : any
            }
            return SegueSpec(
                id: id, kind: kind, source: source, destination: destination, style: random.pick(PresentationStyle.self),
                transition: transition(), anchor: anchor, arrows: kind == .popover ? arrows() : ArrowDirection.any)
        }
    }

    /// A controller to push or present: detached 70 % of the time.
    mutating func destination() -> String? {
        random.chance(70) && !detachedIds.isEmpty ? random.pick(detachedIds) : random.pick(controllerIds)
    }

    /// A transition style, partial curl rarer (it is refused unless full screen).
    mutating func transition() -> TransitionStyle {
        random.chance(10) ? .partialCurl : random.pick([.coverVertical, .flipHorizontal, .crossDissolve]) ?? .coverVertical
    }

    /// A random action of any kind, referring to ids that exist: on a popover's likely content
    /// `dismissPopover` is frequent; `presentPopover` (random arrows) and `showActionSheet` when
    /// the document has popovers or action sheets.
    mutating func action() -> ActionSpec {
        if popoverContent, random.chance(25) { return .dismissPopover }
        if presentable, random.chance(20) { return .dismiss }
        if random.chance(22), let popover = random.pick(popoverIds) { return .presentPopover(popover: popover, arrows: arrows()) }
        if random.chance(6), let sheet = random.pick(actionSheetIds) { return .showActionSheet(id: sheet) }
        if random.chance(3) { return .dismissPopover }
        switch random.below(100) {
        case 0..<20: return destination().map { .push(controller: $0) } ?? .pop
        case 20..<30: return .pop
        case 30..<35: return .popToRoot
        case 35..<55:
            return destination().map { .present(controller: $0, style: random.pick(PresentationStyle.self), transition: transition()) } ?? .dismiss
        case 55..<65: return .dismiss
        case 65..<75: return random.pick(segueIds).map { .segue(id: $0) } ?? .custom(name: "noSegue")
        case 75..<85: return .selectTab(index: random.int(in: 0...5))
        default: return .custom(name: random.pick(["save", "share", "refresh"]) ?? "custom")
        }
    }

    /// Gives views (buttons more often) and items actions, through the whole subtree.
    mutating func addActions(to spec: inout ControllerSpec) {
        for i in spec.views.indices { addActions(to: &spec.views[i]) }
        addActions(to: &spec.navigationItem.leftItems)
        addActions(to: &spec.navigationItem.rightItems)
        addActions(to: &spec.toolbarItems)
        if var titleView = spec.navigationItem.titleView {
            addActions(to: &titleView)
            spec.navigationItem.titleView = titleView
        }
        for i in spec.children.indices { addActions(to: &spec.children[i]) }
    }

    /// Gives a view, its items and its subviews actions.
    mutating func addActions(to view: inout ViewSpec) {
        // Text inputs mostly keep no action, so a tap makes them first responder.
        let chance = view.kind == .button ? 80 : view.searchDisplay != nil ? 0 : [.textField, .textView, .searchBar].contains(view.kind) ? 15 : 45
        if random.chance(chance) { view.action = action() }
        addActions(to: &view.items)
        for i in view.subviews.indices { addActions(to: &view.subviews[i]) }
    }

    /// Gives 60 % of `items` an action.
    mutating func addActions(to items: inout [BarButtonItemSpec]) {
        for i in items.indices where random.chance(60) { items[i].action = action() }
    }
}
