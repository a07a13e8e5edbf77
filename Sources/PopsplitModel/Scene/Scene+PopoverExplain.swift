/// `popover/explainPlacement`: where a popover would go, and why, without changing anything.
extension Scene {
    /// The placement a presentation from `source` would get (POP-09..13): the popover's options
    /// and content size when `popover` names one, else UIKit's defaults; `contentSize` and
    /// `margins` override them ("what if"). Result: the anchor, the content size asked, the chosen
    /// side's summary and `placement` with every candidate. Read-only.
    public func explainPlacement(
        popover id: String?, from source: PopoverSource, arrows: Set<ArrowDirection>,
        contentSize: Size?, margins: EdgeInsets?
    ) throws(ModelError) -> [Field] {
        let popover = try id.map { (p: String) throws(ModelError) in try popoverController(p) }
        guard !arrows.isEmpty else { throw ModelError.state(.noArrowDirections(popover: nil)) }
        if let margins, !PopoverRules.acceptsMargins(margins) {
            throw ModelError.state(.marginsOutOfRange(popover: nil))
        }
        let resolved = try resolveAnchor(source, arrows: arrows, popover: id ?? "")
        let size = PopoverSizing.clamped(
            contentSize ?? visiblePopover(id ?? "")?.presentation.contentSize
                ?? popover.map(presentedContentSize) ?? PopoverSizing.defaultContentSize)
        let engine = laidOut.engine
        let request = PlacementRequest(
            anchor: resolved.anchor.window, contentSize: size, permitted: resolved.permitted,
            bounds: engine.popoverBounds(keyboard: state.keyboardShown),
            margins: (margins ?? popover?.layoutMargins ?? PopoverPlacement.defaultMargins).interface(state.orientation),
            metrics: popover?.background ?? .iOS6)
        let placement = PopoverPlacement.place(request)
        return [
            Field(.anchor, .rect(resolved.anchor.window)), Field(.contentSize, .size(size)),
            Field(.permittedArrows, .strings(resolved.permitted.sorted().map(\.rawValue))),
        ]
            + PlacementFields.summary(placement) + [Field(.placement, PlacementFields.explanation(placement))]
    }
}
