/// Per-controller and per-view consistency rules of a scene document.
enum ControllerRules {
    /// A controller's kind agrees with its children, index and views.
    static func check(_ spec: ControllerSpec) throws(ModelError) {
        let id = spec.id
        if let orientations = spec.supportedOrientations, orientations.isEmpty {
            throw ModelError.document("controller '\(id)' supports no orientation", id: id)
        }
        if let size = spec.contentSizeForViewInPopover, !isValid(size) {
            throw ModelError.document(
                "controller '\(id)' has a popover content size that is negative, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: id)
        }
        // The child count, one rule with the decoder's (ControllerType.childCount).
        guard spec.type.childCount.accepts(spec.children.count) else {
            throw ModelError.document("controller '\(id)': \(spec.type.childrenRule), has \(spec.children.count)", id: id)
        }
        if spec.type != .plain, spec.type != .container, !spec.views.isEmpty {
            throw ModelError.document("\(spec.type.displayName) controller '\(id)' cannot have views of its own", id: id)
        }
        if spec.type == .split, let nested = spec.children.first(where: { $0.type == .split }) {
            throw ModelError.document("split view controller '\(id)' cannot hold split view controller '\(nested.id)'", id: id)
        }
        if case .versatileSplit(let options) = spec.kind { try check(options, id: id) }
        if case .container(let options) = spec.kind { try check(options, children: spec.children.map(\.id), id: id) }
        if spec.type != .split, let nested = spec.children.first(where: { $0.type == .split }) {
            throw ModelError.document("'\(nested.id)' is a split view controller: it must be the window's root (\(ModelError.splitPushText))", id: id)
        }
        if spec.type == .navigation, let nested = spec.children.first(where: { $0.type == .navigation }) {
            throw ModelError.document(
                "navigation controller '\(id)' cannot hold navigation controller '\(nested.id)' (\(ModelError.pushNavigationText))", id: id)
        }
        if spec.type == .tabBar || spec.type == .pageView,
            let problem = ControllerType.selectedIndexProblem(spec.selectedIndex, childCount: spec.children.count)
        {
            throw ModelError.document("controller '\(id)': \(problem)", id: id)
        }
    }

    /// A custom container has one finite frame per child (or none: each fills the container) and
    /// shows children it has, each once (CNT-01).
    static func check(_ options: ContainerOptions, children: [String], id: String) throws(ModelError) {
        guard options.childFrames.isEmpty || options.childFrames.count == children.count else {
            throw ModelError.document(
                "container view controller '\(id)' has \(options.childFrames.count) child frames for \(children.count) children: one per child", id: id)
        }
        for frame in options.childFrames where !(GeometryLimits.accepts(frame.minX) && GeometryLimits.accepts(frame.minY) && isValid(frame.size)) {
            throw ModelError.document(
                "container view controller '\(id)' has a child frame that is negative, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: id)
        }
        var seen = Set<String>()
        for child in options.shownChildren ?? [] {
            guard children.contains(child) else {
                throw ModelError.document("container view controller '\(id)' shows '\(child)', which is not one of its children", id: id)
            }
            guard seen.insert(child).inserted else {
                throw ModelError.document("container view controller '\(id)' shows '\(child)' twice", id: id)
            }
        }
    }

    /// A versatile split view's numbers are finite and in range, its side position on its axis
    /// (SVC-03, SVC-04).
    static func check(_ options: VersatileSplitOptions, id: String) throws(ModelError) {
        guard GeometryLimits.accepts(options.splitterWidth), options.splitterWidth >= 0 else {
            throw ModelError.document(
                "versatile split view controller '\(id)' has a splitter width below 0, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: id)
        }
        guard GeometryLimits.accepts(options.minimumPaneSize), options.minimumPaneSize >= 0 else {
            throw ModelError.document(
                "versatile split view controller '\(id)' has a minimum pane size below 0, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: id)
        }
        for point in [options.portraitSplitPoint, options.landscapeSplitPoint].compactMap({ $0 }) where !GeometryLimits.accepts(point) || point < 0 {
            throw ModelError.document(
                "versatile split view controller '\(id)' has a split point below 0, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: id)
        }
        guard options.sideViewPosition.axis == options.axis else {
            throw ModelError.document(
                "versatile split view controller '\(id)' splits \(options.axis.rawValue)ly: its side view goes \(options.axis == .vertical ? "left or right" : "top or bottom"), not \(options.sideViewPosition.rawValue)",
                id: id)
        }
    }

    /// A view's frame is finite with a non-negative size; only bars hold items.
    static func check(_ view: ViewSpec) throws(ModelError) {
        let f = view.frame
        guard GeometryLimits.accepts(f.minX), GeometryLimits.accepts(f.minY), isValid(f.size) else {
            throw ModelError.document(
                "view '\(view.id)' has a frame that is negative in size, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: view.id)
        }
        if !view.items.isEmpty, view.kind != .toolbar, view.kind != .navigationBar {
            throw ModelError.document("view '\(view.id)' of kind \(view.kind.rawValue) cannot hold bar button items", id: view.id)
        }
    }

    /// Whether a size is not negative and within the geometry limits.
    static func isValid(_ size: Size) -> Bool {
        GeometryLimits.accepts(size.width) && GeometryLimits.accepts(size.height) && size.width >= 0 && size.height >= 0
    }
}
