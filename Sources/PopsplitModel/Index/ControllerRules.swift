/// Per-controller and per-view consistency rules of a scene document.
enum ControllerRules {
    /// A controller's kind agrees with its children, index and views.
    static func check(_ spec: ControllerSpec) throws(ModelError) {
        let id = spec.id
        if let orientations = spec.supportedOrientations, orientations.isEmpty {
            throw ModelError.document(.noOrientation(controller: id))
        }
        if let size = spec.contentSizeForViewInPopover, !isValid(size) {
            throw ModelError.document(.controllerPopoverSizeOutOfRange(controller: id))
        }
        // The child count, one rule with the decoder's (ControllerType.childCount).
        guard spec.type.childCount.accepts(spec.children.count) else {
            throw ModelError.document(.childCount(controller: id, type: spec.type, count: spec.children.count))
        }
        if spec.type != .plain, spec.type != .container, !spec.views.isEmpty {
            throw ModelError.document(.viewsOfItsOwn(controller: id, type: spec.type))
        }
        if spec.type == .split, let nested = spec.children.first(where: { $0.type == .split }) {
            throw ModelError.document(.splitInSplit(split: id, nested: nested.id))
        }
        if case .versatileSplit(let options) = spec.kind { try check(options, id: id) }
        if case .container(let options) = spec.kind { try check(options, children: spec.children.map(\.id), id: id) }
        if spec.type != .split, let nested = spec.children.first(where: { $0.type == .split }) {
            throw ModelError.document(.splitNotRoot(parent: id, split: nested.id))
        }
        if spec.type == .navigation, let nested = spec.children.first(where: { $0.type == .navigation }) {
            throw ModelError.document(.navigationInNavigation(navigation: id, nested: nested.id))
        }
        if spec.type == .tabBar || spec.type == .pageView,
            ControllerType.selectedIndexProblem(spec.selectedIndex, childCount: spec.children.count) != nil
        {
            throw ModelError.document(.selectedIndexPastChildren(controller: id, index: spec.selectedIndex, count: spec.children.count))
        }
    }

    /// A custom container has one finite frame per child (or none: each fills the container) and
    /// shows children it has, each once (CNT-01).
    static func check(_ options: ContainerOptions, children: [String], id: String) throws(ModelError) {
        guard options.childFrames.isEmpty || options.childFrames.count == children.count else {
            throw ModelError.document(.childFrameCount(container: id, frames: options.childFrames.count, children: children.count))
        }
        for frame in options.childFrames where !(GeometryLimits.accepts(frame.minX) && GeometryLimits.accepts(frame.minY) && isValid(frame.size)) {
            throw ModelError.document(.childFrameOutOfRange(container: id))
        }
        var seen = Set<String>()
        for child in options.shownChildren ?? [] {
            guard children.contains(child) else {
                throw ModelError.document(.showsNonChild(container: id, child: child))
            }
            guard seen.insert(child).inserted else {
                throw ModelError.document(.showsChildTwice(container: id, child: child))
            }
        }
    }

    /// A versatile split view's numbers are finite and in range, its side position on its axis
    /// (SVC-03, SVC-04).
    static func check(_ options: VersatileSplitOptions, id: String) throws(ModelError) {
        guard GeometryLimits.accepts(options.splitterWidth), options.splitterWidth >= 0 else {
            throw ModelError.document(.splitterWidthOutOfRange(split: id))
        }
        guard GeometryLimits.accepts(options.minimumPaneSize), options.minimumPaneSize >= 0 else {
            throw ModelError.document(.minimumPaneSizeOutOfRange(split: id))
        }
        for point in [options.portraitSplitPoint, options.landscapeSplitPoint].compactMap({ $0 }) where !GeometryLimits.accepts(point) || point < 0 {
            throw ModelError.document(.splitPointOutOfRange(split: id))
        }
        guard options.sideViewPosition.axis == options.axis else {
            throw ModelError.document(.sideViewOffAxis(split: id, axis: options.axis, position: options.sideViewPosition))
        }
    }

    /// A view's frame is finite with a non-negative size; only bars hold items.
    static func check(_ view: ViewSpec) throws(ModelError) {
        let f = view.frame
        guard GeometryLimits.accepts(f.minX), GeometryLimits.accepts(f.minY), isValid(f.size) else {
            throw ModelError.document(.viewFrameOutOfRange(view: view.id))
        }
        if !view.items.isEmpty, view.kind != .toolbar, view.kind != .navigationBar {
            throw ModelError.document(.itemsInNonBar(view: view.id, kind: view.kind))
        }
    }

    /// Whether a size is not negative and within the geometry limits.
    static func isValid(_ size: Size) -> Bool {
        GeometryLimits.accepts(size.width) && GeometryLimits.accepts(size.height) && size.width >= 0 && size.height >= 0
    }
}
