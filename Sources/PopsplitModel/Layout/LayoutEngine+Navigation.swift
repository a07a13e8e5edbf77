/// Navigation controllers: navigation bar on top, toolbar at the bottom, the top controller in
/// between (NAV-03, NAV-04, NAV-05).
extension LayoutEngine {
    /// Lays out a navigation controller's bars and top controller inside `frame`.
    mutating func layoutNavigation(_ spec: ControllerSpec, options: NavigationOptions, stack: ControllerStack, frame: Rect) {
        let nav = spec.id
        let barHeight = options.navigationBarHidden ? 0 : min(BarMetrics.navigationBarHeight, frame.height)
        let toolbarHeight = options.toolbarHidden ? 0 : min(BarMetrics.toolbarHeight, frame.height - barHeight)
        // NAV-07: content extends under a translucent bar (not in a popover, which draws its own).
        let inPopover = showsInPopover(nav)
        let under = (top: !inPopover && options.navigationBar.style.isTranslucent, bottom: !inPopover && options.toolbar.style.isTranslucent)
        let content = frame.inset(top: under.top ? 0 : barHeight, left: 0, bottom: under.bottom ? 0 : toolbarHeight, right: 0)
        if let top = stack.last { layoutController(top, frame: content, parent: nav) }
        guard includeViews else { return }
        if !options.navigationBarHidden {
            layoutNavigationBar(
                nav, stack: stack, bar: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: barHeight),
                appearance: options.navigationBar, inPopover: inPopover)
        }
        if !options.toolbarHidden {
            let bar = Rect(x: frame.minX, y: frame.maxY - toolbarHeight, width: frame.width, height: toolbarHeight)
            let id = DerivedId.toolbar(nav)
            add(
                id, .view(.toolbar), parent: nav, frame: bar, role: .toolbar(nav: nav), owner: nav,
                attributes: inPopover ? options.toolbar.backgroundAttributes : options.toolbar.attributes)
            // SVC-06: a versatile split view whose list button is in its own toolbar shows its
            // items there, not in the navigation controller's too (an item is drawn once).
            let top = stack.last.flatMap { index.controllers[$0] }
            let items = top?.versatileSplit?.listButtonPlace == .toolbar ? [] : top?.toolbarItems ?? []
            layoutToolbarItems(items, in: bar, margin: BarMetrics.toolbarMargin, parent: id, owner: nav)
        }
    }

    /// Whether navigation controller `nav` shows in a popover (NAV-05): a popover's content, or a
    /// split view's master or side shown in its popover, or inside one of them.
    func showsInPopover(_ nav: String) -> Bool {
        let chain = [nav] + hierarchy.ancestors(of: nav)
        return hierarchy.state.presentations.contains { presentation in
            presentation.showsInPopover && chain.contains(presentation.presented)
        }
    }

    /// The back button's title (NAV-02): the previous controller's `backButtonTitle`, else its
    /// navigation item title, else its title, else "Back".
    func backTitle(for previous: String) -> String {
        guard let spec = index.controllers[previous] else { return "Back" }
        return spec.navigationItem.backButtonTitle ?? spec.navigationItem.title ?? spec.title ?? "Back"
    }

    /// The bar with its back button (unless hidden, or replaced by left items), left items, right
    /// items (first outermost) and title (NAV-03); its style the app's `appearance`, or the
    /// popover's in a popover, where only the app's background stays (NAV-05, NAV-07, NAV-09).
    mutating func layoutNavigationBar(_ nav: String, stack: ControllerStack, bar: Rect, appearance: BarAppearance, inPopover: Bool) {
        let barId = DerivedId.navigationBar(nav)
        var attributes = [Field(.barStyle, .string((inPopover ? .popover : NavigationBarStyle(appearance.style)).rawValue))]
        if !inPopover, let tint = appearance.tintColor { attributes.append(Field(.tintColor, .string(tint.hex))) }
        attributes += appearance.backgroundAttributes
        add(barId, .view(.navigationBar), parent: nav, frame: bar, role: .navigationBar(nav: nav), owner: nav, attributes: attributes)
        guard let top = stack.last, let topSpec = index.controllers[top] else { return }
        let item = hierarchy.navigationItem(of: topSpec)
        let height = min(BarMetrics.itemHeight, bar.height)
        let y = bar.midY - height / 2
        var left = bar.minX + BarMetrics.navigationBarMargin
        var leftLimit = bar.minX
        let versatile = versatileShowingListButton(in: nav, stack: stack)  // SVC-06
        // NAV-03: left items replace the back button unless they supplement it.
        let showsBack = item.showsBackButton(depth: stack.count)
        if showsBack {
            let title = backTitle(for: stack[stack.count - 2])
            let width = BarMetrics.textWidth(title, perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding + BarMetrics.backArrowWidth
            if let versatile, versatile.options.legacyLeftButton {
                // SVC-08: iOS 4.2/4.3's single left item, back and list drawn as one.
                let list = listButtonWidth(versatile.id, versatile.options, hidden: false)
                add(
                    DerivedId.listButton(versatile.id), .barButtonItem, parent: barId, frame: Rect(x: left, y: y, width: width + list, height: height),
                    role: .listButton(split: versatile.id, backPart: width), owner: versatile.id,
                    attributes: [
                        Field(.title, .string(listButtonTitle(versatile.id, versatile.options))), Field(.backTitle, .string(title)),
                        Field(.backWidth, .number(width)),
                    ])
                leftLimit = left + width + list
                left += width + list + BarMetrics.itemSpacing
            } else {
                add(
                    DerivedId.back(nav), .backButton, parent: barId, frame: Rect(x: left, y: y, width: width, height: height),
                    role: .backButton(nav: nav), owner: nav, attributes: [Field(.title, .string(title))])
                leftLimit = left + width
                left += width + BarMetrics.itemSpacing
            }
        }
        if let versatile, !(versatile.options.legacyLeftButton && showsBack) {
            let width = listButtonWidth(versatile.id, versatile.options, hidden: false)
            add(
                DerivedId.listButton(versatile.id), .barButtonItem, parent: barId, frame: Rect(x: left, y: y, width: width, height: height),
                role: .listButton(split: versatile.id, backPart: 0), owner: versatile.id,
                attributes: [Field(.title, .string(listButtonTitle(versatile.id, versatile.options)))])
            leftLimit = left + width
            left += width + BarMetrics.itemSpacing
        }
        if let split = splitShowingButton(in: nav, stack: stack) {  // SPL-02, SPL-05: the hidden master's item
            let title = masterButtonTitle(split)
            let width = BarMetrics.textWidth(title, perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding
            add(
                DerivedId.splitButton(split), .barButtonItem, parent: barId, frame: Rect(x: left, y: y, width: width, height: height),
                role: .splitButton(split: split), owner: nav, attributes: [Field(.title, .string(title))])
            leftLimit = left + width
            left += width + BarMetrics.itemSpacing
        }
        if let searchBar = index.resultsNavigations[nav], hierarchy.state.searchResultsListed.contains(searchBar) {
            // POP-36: the results popover the list button summoned has Clear at the left.
            let title = "Clear"
            let width = BarMetrics.textWidth(title, perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding
            add(
                DerivedId.searchClear(searchBar), .barButtonItem, parent: barId, frame: Rect(x: left, y: y, width: width, height: height),
                role: .searchClear(searchBar: searchBar), owner: nav, attributes: [Field(.title, .string(title))])
            leftLimit = left + width
            left += width + BarMetrics.itemSpacing
        }
        for spec in item.leftItems {
            let width = spec.naturalWidth
            if !spec.isSpace { addItem(spec, frame: Rect(x: left, y: y, width: width, height: height), parent: barId, owner: nav) }
            leftLimit = left + width
            left += width + BarMetrics.itemSpacing
        }
        var right = bar.maxX - BarMetrics.navigationBarMargin
        var rightLimit = bar.maxX
        for spec in item.rightItems {
            let width = spec.naturalWidth
            if !spec.isSpace { addItem(spec, frame: Rect(x: right - width, y: y, width: width, height: height), parent: barId, owner: nav) }
            rightLimit = right - width
            right -= width + BarMetrics.itemSpacing
        }
        layoutTitle(
            item, controllerTitle: topSpec.title, nav: nav, bar: bar, barId: barId,
            between: leftLimit + BarMetrics.titleGap, and: rightLimit - BarMetrics.titleGap)
    }

    /// The title view or title text, centred in the bar, kept between the items (NAV-03).
    mutating func layoutTitle(
        _ item: NavigationItemSpec, controllerTitle: String?, nav: String, bar: Rect, barId: String,
        between low: Double, and high: Double
    ) {
        if let view = item.titleView {
            guard !view.hidden else { return }
            let frame = centred(view.frame.size, in: bar, between: low, and: high)
            layoutView(view, frame: frame, parent: barId, owner: nav)
        } else if let text = item.title ?? controllerTitle {
            let size = Size(
                width: BarMetrics.textWidth(text, perCharacter: BarMetrics.titleCharacterWidth),
                height: min(BarMetrics.titleHeight, bar.height))
            add(
                DerivedId.title(nav), .title, parent: barId, frame: centred(size, in: bar, between: low, and: high),
                role: .title(nav: nav), owner: nav, interactive: false, attributes: [Field(.title, .string(text))])
        }
    }

    /// A frame of `size` centred in `bar`, moved (then narrowed) to stay within `low...high` on x.
    func centred(_ size: Size, in bar: Rect, between low: Double, and high: Double) -> Rect {
        var x = bar.midX - size.width / 2
        if x + size.width > high { x = high - size.width }
        if x < low { x = low }
        let width = max(0, min(size.width, high - x))
        let height = min(size.height, bar.height)
        return Rect(x: x, y: bar.midY - height / 2, width: width, height: height)
    }
}
