/// Versatile split view controllers (SVC-03..08): side and main panes either side of a splitter at
/// the split point; a hidden side shown in a popover beneath the list button, slid over the main
/// pane or slid in pushing it aside; the list button in the navigation bar or the split view's
/// own toolbar.
extension LayoutEngine {
    /// The geometry of a versatile split view with `options` laid out in `frame`: the area below
    /// its toolbar (if it has one).
    static func versatileGeometry(_ options: VersatileSplitOptions, frame: Rect) -> VersatileSplitGeometry {
        let toolbar = options.listButtonPlace == .toolbar ? min(BarMetrics.toolbarHeight, frame.height) : 0
        return VersatileSplitGeometry(options: options, area: frame.inset(top: toolbar, left: 0, bottom: 0, right: 0))
    }

    /// Lays out versatile split view controller `spec` with `options` and its `children` (side,
    /// main) in `frame`.
    mutating func layoutVersatileSplit(_ spec: ControllerSpec, options: VersatileSplitOptions, children: [String], frame: Rect) {
        guard children.count == 2 else { return }
        let svc = spec.id
        let side = children[0]
        let main = children[1]
        let geometry = LayoutEngine.versatileGeometry(options, frame: frame)
        let point = geometry.clamped(hierarchy.splitPoint(svc) ?? geometry.defaultSplitPoint)
        let hides = hierarchy.splitHidesMaster(svc)
        // How the hidden side shows, if it does: its presentation says (SVC-07).
        let shownStyle = hides ? hierarchy.state.shownSides.first { $0.split == svc }?.style : nil
        if !hides || shownStyle == .slideIn {
            let panes = hides ? geometry.slidIn(at: point) : geometry.panes(at: point)
            layoutController(side, frame: panes.side, parent: svc)
            layoutController(main, frame: panes.main, parent: svc)
            // The splitter after both panes, in front of them.
            if includeViews {
                add(
                    DerivedId.divider(svc), .divider, parent: svc, frame: panes.splitter, role: .divider(split: svc), owner: svc,
                    attributes: [
                        Field(.style, .string(options.splitterStyle.rawValue)), Field(.axis, .string(options.axis.rawValue)),
                        Field(.splitPoint, .number(point)), Field(.draggable, .bool(options.draggable)),
                    ])
            }
        } else {
            layoutController(main, frame: geometry.area, parent: svc)
            if shownStyle == .slideOver {
                let pane = geometry.panes(at: point).side
                add(
                    DerivedId.sidePopover(svc), .slideOver, parent: svc, frame: pane, role: .splitMaster(split: svc), owner: nil,
                    attributes: [Field(.content, .string(side)), Field(.edge, .string(geometry.facingEdge.rawValue))])
                layoutController(side, frame: pane, parent: DerivedId.sidePopover(svc))
            } else if shownStyle == .popover {
                pendingSidePopovers.append(svc)  // placed once the list button is (the navigation bar comes later)
            }
        }
        if options.listButtonPlace == .toolbar, includeViews {
            let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: geometry.area.minY - frame.minY)
            let id = DerivedId.splitToolbar(svc)
            add(id, .view(.toolbar), parent: svc, frame: bar, role: .splitToolbar(split: svc), owner: svc)
            let width = listButtonWidth(svc, options, hidden: !hides)
            let height = min(BarMetrics.itemHeight, bar.height)
            add(
                DerivedId.listButton(svc), .barButtonItem, parent: id,
                frame: Rect(x: bar.minX + BarMetrics.toolbarMargin, y: bar.midY - height / 2, width: width, height: height),
                role: .listButton(split: svc, backPart: 0), owner: svc, attributes: listButtonAttributes(svc, options, hidden: !hides))
            let rest = bar.inset(top: 0, left: width + BarMetrics.itemSpacing, bottom: 0, right: 0)
            layoutToolbarItems(spec.toolbarItems, in: rest, margin: BarMetrics.toolbarMargin, parent: id, owner: svc)
        }
    }

    /// The list button's title (SVC-06): `listButtonTitle`, else the side controller's title, else "List".
    func listButtonTitle(_ svc: String, _ options: VersatileSplitOptions) -> String {
        if let title = options.listButtonTitle { return title }
        let side = hierarchy.container(svc).children.first
        return side.flatMap { index.controllers[$0]?.title } ?? "List"
    }

    /// The list button's width: its title's, or 0.1 while the side is a pane (SVC-06).
    func listButtonWidth(_ svc: String, _ options: VersatileSplitOptions, hidden: Bool) -> Double {
        hidden ? 0.1 : BarMetrics.textWidth(listButtonTitle(svc, options), perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding
    }

    /// The list button's attributes: `title`, `hidden`.
    func listButtonAttributes(_ svc: String, _ options: VersatileSplitOptions, hidden: Bool) -> [Field] {
        [Field(.title, .string(listButtonTitle(svc, options))), Field(.hidden, .bool(hidden))]
    }

    /// The versatile split view whose list button navigation controller `nav`'s bar shows: the
    /// top of the stack, hiding its side, with its list button in the navigation bar (SVC-06).
    func versatileShowingListButton(in nav: String, stack: ControllerStack) -> (id: String, options: VersatileSplitOptions)? {
        guard let top = stack.last, case .versatileSplit(let options)? = index.controllers[top]?.kind,
            options.listButtonPlace == .navigationBar, hierarchy.splitHidesMaster(top)
        else { return nil }
        return (top, options)
    }

    /// Places the popovers of the versatile split views laid out so far whose hidden side shows in
    /// one (SVC-07): the arrow points up, just beneath the list button.
    mutating func placeSidePopovers(keyboard: Bool) {
        let pending = pendingSidePopovers
        pendingSidePopovers = []
        for svc in pending {
            guard let side = hierarchy.container(svc).children.first else { continue }
            let id = DerivedId.sidePopover(svc)
            let button = nodes.last { $0.node.id == DerivedId.listButton(svc) }?.node.frame
            let area = frames[svc] ?? .zero
            let anchor = button ?? Rect(x: area.minX + BarMetrics.navigationBarMargin, y: area.minY, width: 1, height: 1)
            addSplitPopover(id, split: svc, content: side, anchor: anchor, permitted: [.up], keyboard: keyboard)
        }
    }
}
