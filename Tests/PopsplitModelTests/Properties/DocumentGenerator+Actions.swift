import PopsplitModel

/// Phase 2: segues and target-actions, drawn from the ids phase 1 made.
extension DocumentGenerator {
    /// Up to four segues of every kind between random controllers (destinations mostly detached),
    /// some anchored to a view or item.
    mutating func makeSegues() -> [SegueSpec] {
        (0..<random.int(in: 0...4)).compactMap { _ in
            guard let source = random.pick(controllerIds), let destination = destination() else { return nil }
            let id = fresh("s")
            segueIds.append(id)
            let kind: SegueSpec.Kind = switch random.below(100) {
            case 0..<40: .push
            case 40..<80: .modal
            case 80..<90: .popover
            default: .replace
            }
            let anchor = random.chance(30) ? random.pick(viewIds + itemIds) : nil
            return SegueSpec(id: id, kind: kind, source: source, destination: destination, style: random.pick(PresentationStyle.self),
                             transition: transition(), anchor: anchor)
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

    /// A random action of any kind, referring to ids that exist.
    mutating func action() -> ActionSpec {
        if presentable, random.chance(20) { return .dismiss }
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
        if random.chance(view.kind == .button ? 80 : 45) { view.action = action() }
        addActions(to: &view.items)
        for i in view.subviews.indices { addActions(to: &view.subviews[i]) }
    }

    /// Gives 60 % of `items` an action.
    mutating func addActions(to items: inout [BarButtonItemSpec]) {
        for i in items.indices where random.chance(60) { items[i].action = action() }
    }
}
