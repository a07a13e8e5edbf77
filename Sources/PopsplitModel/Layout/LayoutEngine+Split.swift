/// Split view controllers (SPL-01, SPL-02, SPL-08, SPL-09): master 320 wide, a 1 pt divider, the
/// detail taking the rest; in portrait (when the master hides) the detail alone, and the master,
/// when shown, in an arrowed popover from the bar button item (iOS 5.0 profile) or slid in from the
/// left, full height, without arrow (5.1+).
extension LayoutEngine {
    /// The master's width (SPL-01).
    static let splitMasterWidth: Double = 320
    /// The divider's width (SPL-01).
    static let splitDividerWidth: Double = 1

    /// Lays out split view controller `spec` with its `children` (master, detail) in `frame`.
    mutating func layoutSplit(_ spec: ControllerSpec, children: [String], frame: Rect) {
        guard children.count == 2 else { return }
        let split = spec.id
        let master = children[0]
        let detail = children[1]
        guard hierarchy.splitHidesMaster(split) else {
            let masterWidth = min(LayoutEngine.splitMasterWidth, frame.width)
            layoutController(master, frame: Rect(x: frame.minX, y: frame.minY, width: masterWidth, height: frame.height), parent: split)
            let divider = Rect(
                x: frame.minX + masterWidth, y: frame.minY, width: min(LayoutEngine.splitDividerWidth, frame.width - masterWidth),
                height: frame.height)
            let left = divider.maxX
            layoutController(detail, frame: Rect(x: left, y: frame.minY, width: max(0, frame.maxX - left), height: frame.height), parent: split)
            // The divider after both panes, in front of them (a text picture's cell holds it).
            if includeViews { add(DerivedId.divider(split), .divider, parent: split, frame: divider, role: .divider(split: split), owner: split) }
            return
        }
        layoutController(detail, frame: frame, parent: split)
        guard let shown = hierarchy.state.shownSides.first(where: { $0.split == split }) else { return }
        let id = DerivedId.splitPopover(split)
        if shown.style == .popover {
            // iOS 5.0: an ordinary arrowed popover from the bar button item (POP-09, up or down).
            let item =
                nodes.last { $0.node.id == DerivedId.splitButton(split) }?.node.frame
                ?? Rect(x: frame.minX + 5, y: frame.minY + 7, width: 60, height: 30)
            addSplitPopover(
                id, split: split, content: master, anchor: item, permitted: ArrowDirection.vertical,
                keyboard: includeViews && hierarchy.state.keyboardShown)
        } else {
            // iOS 5.1+: slid in from the left over the detail, full height, no border or arrow.
            let pane = Rect(x: frame.minX, y: frame.minY, width: min(LayoutEngine.splitMasterWidth, frame.width), height: frame.height)
            add(
                id, .slideOver, parent: nil, frame: pane, role: .splitMaster(split: split), owner: nil,
                attributes: [Field(.content, .string(master)), Field(.edge, .string(SideViewPosition.right.rawValue))])
            layoutController(master, frame: pane, parent: id)
        }
    }

    /// The split view controller whose hidden master's bar button item navigation controller
    /// `nav` shows: `nav` is the split's detail, shows its root, and the master hides (SPL-02).
    func splitShowingButton(in nav: String, stack: ControllerStack) -> String? {
        guard stack.count == 1, let split = hierarchy.parent(of: nav),
            case .split(let children, _) = hierarchy.container(split), children.last == nav, hierarchy.splitHidesMaster(split),
            // SPL-12, SPL-13: the item exists only where the delegate puts it, in willHide.
            let options = index.controllers[split]?.split, options.implementsWillHide, options.masterButtonPlace == .navigationBar
        else { return nil }
        return split
    }

    /// The split view controller whose hidden master's bar button item toolbar view `toolbar`
    /// shows now, with where it goes among the toolbar's items (SPL-13): the delegate puts it
    /// there, implements willHide, and the split view hides its master.
    func splitButton(inToolbar toolbar: String) -> (split: String, index: Int)? {
        guard let split = index.masterButtonToolbars[toolbar], let options = index.controllers[split]?.split, options.implementsWillHide,
            case .toolbar(_, let at) = options.masterButtonPlace, hierarchy.visibleControllers.contains(split), hierarchy.splitHidesMaster(split)
        else { return nil }
        return (split, at)
    }

    /// The hidden master's bar button item's title: the one the delegate sets in willHide
    /// (SPL-14), else the master's `title`, else its visible child's (a navigation controller's
    /// top), else `Master` (SPL-05).
    func masterButtonTitle(_ split: String) -> String {
        if let title = index.controllers[split]?.split?.masterButtonTitle { return title }
        let master = hierarchy.container(split).children.first ?? ""
        let top = hierarchy.container(master).visibleChildren.first
        return index.controllers[master]?.title ?? top.flatMap { index.controllers[$0]?.title } ?? "Master"
    }

    /// Places the popover `id` that shows split view `split`'s hidden master or side, `content`,
    /// from `anchor` with the `permitted` arrows (POP-09), and lays out the content in it (SPL-08,
    /// SVC-07).
    mutating func addSplitPopover(_ id: String, split: String, content: String, anchor: Rect, permitted: Set<ArrowDirection>, keyboard: Bool) {
        let size = PopoverSizing.clamped(hierarchy.naturalPopoverSize(content))
        let placement = PopoverPlacement.place(
            PlacementRequest(
                anchor: anchor, contentSize: size, permitted: permitted, bounds: popoverBounds(keyboard: keyboard)))
        let c = placement.chosen
        placements[id] = placement
        add(
            id, .popover, parent: nil, frame: c.frame, role: .splitMaster(split: split), owner: nil,
            attributes: [
                Field(.content, .string(content)), Field(.contentFrame, .rect(c.contentFrame)),
                Field(.arrowDirection, .string(c.direction.rawValue)), Field(.arrowOffset, .number(c.arrowOffset)),
                Field(.arrowTip, .point(c.arrowTip)), Field(.arrowAttached, .bool(c.attached)), Field(.anchor, .rect(anchor)),
                Field(.needsPresentation, .bool(false)),
            ])
        layoutController(content, frame: c.contentFrame, parent: id)
    }
}
