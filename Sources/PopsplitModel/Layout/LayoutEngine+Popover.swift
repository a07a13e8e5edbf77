/// Popovers in the layout (POP-09..13, POP-28): the popover's node (background and arrow) with its
/// content controller inside the content frame. Popovers do not dim what is behind them.
extension LayoutEngine {
    /// Where popovers may go: the screen less the status bar (always avoided, POP-11) and less the
    /// keyboard when it shows.
    func popoverBounds(keyboard: Bool) -> Rect {
        let screen = ScreenMetrics.screen(orientation)
        let top = ScreenMetrics.statusBarFrameHeight(statusBarHidden: statusBarHidden, inCall: inCall)
        let bottom = keyboard ? ScreenMetrics.keyboardFrame(orientation).minY : screen.maxY
        return Rect(x: screen.minX, y: top, width: screen.width, height: max(0, bottom - top))
    }

    /// Places popover `shown` and lays out its content. A bar button item's popover follows the
    /// item's current frame; otherwise the anchor captured when it was presented is used.
    mutating func layoutPopover(_ shown: PopoverPresentation, keyboard: Bool) {
        guard let popover = hierarchy.state.popovers[shown.popover] else { return }
        var anchor = shown.anchor.window
        let itemNode: PlacedNode? = {
            guard case .barButtonItem(let item, _) = shown.anchor else { return nil }
            return nodes.last { $0.node.id == item && !($0.owner.map(covered.contains) ?? false) }
        }()
        if let itemNode { anchor = itemNode.node.frame }
        let request = PlacementRequest(
            anchor: anchor, contentSize: shown.contentSize, permitted: shown.permitted,
            bounds: popoverBounds(keyboard: keyboard), margins: popover.layoutMargins.interface(orientation),
            metrics: popover.background)
        let placement = PopoverPlacement.place(request)
        placements[shown.popover] = placement
        let chosen = placement.chosen
        var stale = shown.needsPresentation
        if case .barButtonItem = shown.anchor, includeViews, itemNode == nil { stale = true }
        var attributes = [
            Field(.content, .string(shown.presented)), Field(.contentFrame, .rect(chosen.contentFrame)),
            Field(.arrowDirection, .string(chosen.direction.rawValue)), Field(.arrowOffset, .number(chosen.arrowOffset)),
            Field(.arrowTip, .point(chosen.arrowTip)), Field(.arrowAttached, .bool(chosen.attached)),
            Field(.anchor, .rect(anchor)), Field(.needsPresentation, .bool(stale)),
        ]
        // POP-33: written only when turned off, so layouts of default backgrounds stay as they were.
        if !popover.background.wantsDefaultContentAppearance { attributes.append(Field(.wantsDefaultContentAppearance, .bool(false))) }
        add(shown.popover, .popover, parent: nil, frame: chosen.frame, role: .popover(shown.popover), owner: nil, attributes: attributes)
        // STEP 1 of the layout (design sizes): a popover's content is designed at the size it asks
        // for in the document, so its views autoresize to the size it shows.
        let frame =
            includeViews
            ? chosen.contentFrame
            : Rect(origin: chosen.contentFrame.origin, size: PopoverSizing.clamped(hierarchy.naturalPopoverSize(shown.presented, designOnly: true)))
        layoutController(shown.presented, frame: frame, parent: shown.popover)
    }
}
