import PopsplitModel

/// Phase 1, continued: controllers made to be popover content, the document's popover
/// controllers with random options (POP-01, POP-04, POP-11, POP-12, POP-17, POP-27, ROT-04),
/// action sheets (POP-26), search bars with search display controllers in toolbars (POP-26), and
/// the random arrow sets, sizes and margins the commands use too.
extension DocumentGenerator {
    /// A detached controller meant for a popover: plain (with a text input sometimes), navigation
    /// (some with `exactPopoverSizing`, POP-08) or tab bar; most ask for a popover size.
    mutating func popoverContentController() -> ControllerSpec {
        let kind: ControllerType =
            switch random.below(100) {
            case 0..<55: .plain
            case 55..<90: .navigation
            default: .tabBar
            }
        var spec = controller(kind: kind, depth: 1)
        if random.chance(60) { spec.contentSizeForViewInPopover = popoverSize() }
        if kind == .navigation {
            spec.navigation?.exactPopoverSizing = random.chance(40)
            if random.chance(50) { spec.children[0].contentSizeForViewInPopover = popoverSize() }
        }
        if kind == .plain, random.chance(50) { spec.views.append(textInput(in: Size(width: 320, height: 400))) }
        return spec
    }

    /// A text field or text view inside a superview of `bounds`.
    mutating func textInput(in bounds: Size) -> ViewSpec {
        let id = fresh("v")
        viewIds.append(id)
        let kind: ViewKind = random.bool() ? .textField : .textView
        let width = random.points(in: 40...max(40, bounds.width - 20))
        let height = kind == .textField ? 31 : random.points(in: 31...max(31, bounds.height / 2))
        return ViewSpec(
            id: id, kind: kind,
            frame: Rect(
                x: random.points(in: 0...max(0, bounds.width - width)),
                y: random.points(in: 0...max(0, bounds.height - height)),
                width: width, height: height),
            autoresizing: Set(AutoresizingFlag.allCases.filter { _ in random.chance(30) }))
    }

    /// A toolbar view across the top holding a search bar with a search display controller
    /// (POP-26), and sometimes bar button items.
    mutating func searchToolbar() -> ViewSpec {
        let toolbarId = fresh("v")
        viewIds.append(toolbarId)
        let barId = fresh("v")
        viewIds.append(barId)
        let titles = ["Apple", "Apricot", "Banana", "Cherry", "日本", ""]
        let display = SearchDisplaySpec(
            resultsTitle: random.chance(60) ? "Results" : title(),
            results: (0..<random.int(in: 0...5)).map { _ in random.pick(titles) ?? "" })
        let search = ViewSpec(
            id: barId, kind: .searchBar, frame: Rect(x: random.points(in: 12...300), y: 0, width: random.points(in: 150...300), height: 44),
            title: random.chance(30) ? "Search" : nil, searchDisplay: display)
        return ViewSpec(
            id: toolbarId, kind: .toolbar, frame: Rect(x: 0, y: random.chance(70) ? 0 : random.points(in: 0...600), width: 700, height: 44),
            autoresizing: random.chance(60) ? [.flexibleWidth] : [], items: items(count: random.int(in: 0...2)), subviews: [search])
    }

    /// A popover size (see ``PopoverDraws/popoverSize(_:)``).
    mutating func popoverSize() -> Size { PopoverDraws.popoverSize(&random) }

    /// Permitted arrow directions (see ``PopoverDraws/arrows(_:)``).
    mutating func arrows() -> Set<ArrowDirection> { PopoverDraws.arrows(&random) }

    /// Popover layout margins (see ``PopoverDraws/margins(_:)``).
    mutating func margins() -> EdgeInsets { PopoverDraws.margins(&random) }

    /// Background metrics (see ``PopoverDraws/background(_:)``).
    mutating func backgroundMetrics() -> PopoverBackgroundMetrics { PopoverDraws.background(&random) }

    /// Ids a popover may list as passthrough views (POP-17): views, items, controllers and the
    /// bars the model adds.
    var passthroughTargets: [String] {
        viewIds + itemIds + controllerIds + navigationIds.flatMap { ["\($0).navigationBar", "\($0).toolbar"] } + tabBarIds.map { "\($0).tabBar" }
    }

    /// Up to three passthrough views, none most of the time.
    mutating func passthroughViews() -> [String] {
        guard random.chance(30) else { return [] }
        let targets = passthroughTargets
        return (0..<random.int(in: 1...3)).compactMap { _ in random.pick(targets) }
    }

    /// The document's popover controllers (POP-01): in two documents of three, one to three, with
    /// mostly a controller made for popovers as content (sometimes one shared with another
    /// popover, rarely one in the tree, which cannot be presented) and random options.
    mutating func makePopovers() -> [PopoverController] {
        guard random.chance(65) else { return [] }
        return (0..<random.int(in: 1...3)).compactMap { _ in
            let content: String?
            switch random.below(100) {
            case 0..<70 where !popoverContentIds.isEmpty: content = random.pick(popoverContentIds.sorted())
            case 0..<95: content = random.pick(detachedIds)
            default: content = random.pick(controllerIds)
            }
            guard let content else { return nil }
            let id = fresh("p")
            popoverIds.append(id)
            return PopoverController(
                id: id, content: content, contentSize: random.chance(30) ? popoverSize() : nil,
                passthroughViews: passthroughViews(), layoutMargins: margins(), background: backgroundMetrics(),
                rotationPolicy: random.pick(PopoverController.RotationPolicy.self),
                dismissOnBackground: random.chance(30))
        }
    }

    /// Action sheets (POP-26): in one document of three, one or two, with one to four buttons,
    /// sometimes a title, a cancel and a destructive button.
    mutating func makeActionSheets() -> [ActionSheetSpec] {
        guard random.chance(35) else { return [] }
        let names = ["Delete", "Share", "Copy", "Cancel", "Print", "Mail"]
        return (0..<random.int(in: 1...2)).map { _ in
            let id = fresh("a")
            actionSheetIds.append(id)
            let buttons = (0..<random.int(in: 1...4)).map { _ in random.pick(names) ?? "OK" }
            return ActionSheetSpec(
                id: id, title: random.chance(50) ? title() : nil, buttons: buttons,
                cancelButtonIndex: random.chance(50) ? random.below(buttons.count) : nil,
                destructiveButtonIndex: random.chance(30) ? random.below(buttons.count) : nil)
        }
    }
}
