/// Laying out a controller's view and, through its container, its visible children.
extension LayoutEngine {
    /// Lays out controller `id` in `frame` (window coordinates) under node `parent`.
    mutating func layoutController(_ id: String, frame: Rect, parent: String?) {
        guard let spec = index.controllers[id], frames[id] == nil else { return }
        frames[id] = frame
        var attributes = [Field(.controllerKind, .string(spec.type.rawValue))]
        if let title = spec.title { attributes.append(Field(.title, .string(title))) }
        if let customClass = spec.customClass { attributes.append(Field(.customClass, .string(customClass))) }
        let container = hierarchy.container(id)
        if case .pageView(let pages, let current) = container {
            attributes += [Field(.pageIndex, .number(Double(current))), Field(.pageCount, .number(Double(pages.count)))]
        }
        add(id, .controller, parent: parent, frame: frame, role: .controller(id), owner: id, attributes: attributes)
        switch container {
        case .plain:
            if includeViews {
                layoutViews(spec.views, in: frame, designSize: designSizes?[id], parent: id, owner: id)
            }
        case .navigation(let stack):
            layoutNavigation(spec, options: spec.navigation ?? NavigationOptions(), stack: stack, frame: frame)
        case .tabBar(let tabs, let selected):
            layoutTabBar(id, tabs: tabs, selected: selected, frame: frame)
        case .pageView:
            for page in container.visibleChildren { layoutController(page, frame: frame, parent: id) }
        case .split(let children, _):
            layoutSplit(spec, children: children, frame: frame)
        case .versatileSplit(let children, _):
            layoutVersatileSplit(spec, options: spec.versatileSplit ?? VersatileSplitOptions(), children: children, frame: frame)
        case .custom(let children, let shown):
            // CNT-01: the container's own views, then each child at its frame, above them.
            if includeViews {
                layoutViews(spec.views, in: frame, designSize: designSizes?[id], parent: id, owner: id)
            }
            let frames = spec.container?.childFrames ?? []
            for child in shown {
                let local = children.firstIndex(of: child).flatMap { frames.indices.contains($0) ? frames[$0] : nil }
                let placed = local.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
                layoutController(child, frame: placed, parent: id)
            }
        }
        // POP-37: a search bar's results in place cover the controller's view and what is in it.
        layoutResultsInPlace(of: id, frame: frame)
    }
}
