/// The one intercept chain of a tap: before a tap reaches the node it hit, every
/// presentation that shows is asked, top-most first, whether it takes the tap: a popover outside
/// which the tap lands (POP-16..19), a split view's shown master or side (SPL-07, SVC-07). Modal
/// presentations never intercept (their dimming view is a node of its own).
extension Scene {
    /// What the presentations above or beside `node` do with a tap on it, or `nil` when none
    /// takes it. The order is the screen's: the layers top-most first (popovers), then the shown
    /// sides, each in its split view's layer, by split view id.
    /// `chain` is the ids of `node` and of every node it sits in (``HitTester/ancestry(of:)``).
    mutating func presentationIntercept(
        _ node: PlacedNode?, chain: Set<String>, placed: [PlacedNode], answers: DelegateAnswers
    ) throws(ModelError) -> CommandOutcome? {
        let layers = hierarchy.layers
        let touched = node.map { layer(of: $0, layers: layers) } ?? 0
        let presentations = state.presentations
        let layerOffsets = presentations.indices.filter { presentations[$0].isLayer }.reversed()
        let sideOffsets = presentations.indices.filter { !presentations[$0].isLayer }.sorted {
            (presentations[$0].splitSide?.split ?? "") < (presentations[$1].splitSide?.split ?? "")
        }
        for offset in Array(layerOffsets) + sideOffsets {
            let outcome: CommandOutcome?
            switch presentations[offset] {
            case .modal:
                outcome = nil
            case .popover(let shown):
                guard touched != Int.max, offset + 1 > touched else { continue }
                outcome = try popoverTap(shown, offset: offset, node: node, chain: chain, answers: answers)
            case .splitSide(let side):
                guard let node else { continue }
                outcome = splitSideTap(side, node: node, touched: touched, chain: chain, placed: placed, layers: layers)
            }
            if let outcome { return outcome }
        }
        return nil
    }
}
