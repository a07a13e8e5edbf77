/// UIKit's rules for popover controllers (POP-01, POP-11, POP-12, POP-14, POP-30) and the texts
/// of its exceptions and logs, kept together.
enum PopoverRules {
    /// UIKit's log for a zero-size rect (POP-13).
    static let zeroRectText =
        "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: the rect passed in to this method must have non-zero width and height. This will be an exception in a future release."
    /// The largest layout margin accepted, in points.
    static let maximumMargin: Double = 10_000
    /// The largest background metric accepted (arrow height, base, insets, clearance), in points:
    /// the chrome (arrow and both insets, at most 300) then always fits the smallest bounds (376 pt:
    /// landscape, in-call status bar and keyboard).
    static let maximumMetric: Double = 100

    /// Throws unless the popover controller's options are sound and its content names a controller.
    static func check(_ popover: PopoverController, index: SceneIndexTables) throws(ModelError) {
        if let problem = problem(popover, index: index) { throw ModelError.document(problem) }
    }

    /// What is wrong with the popover controller's options or content, if anything.
    static func problem(_ popover: PopoverController, index: SceneIndexTables) -> InvalidDocumentReason? {
        guard !popover.id.isEmpty else { return .emptyId(kind: .popoverController) }
        guard index.controllers[popover.content] != nil else { return .unknownPopoverContent(popover: popover.id, content: popover.content) }
        if let size = popover.contentSize, !ControllerRules.isValid(size) { return .popoverContentSizeOutOfRange(popover: popover.id) }
        guard acceptsMargins(popover.layoutMargins) else { return .popoverMarginsOutOfRange(popover: popover.id) }
        guard acceptsMetrics(popover.background) else { return .popoverMetricsOutOfRange(popover: popover.id) }
        if let view = popover.passthroughViews.first(where: { !isPassthroughTarget($0, index: index) }) {
            return .unknownPassthroughView(popover: popover.id, view: view)
        }
        return nil
    }

    /// Whether every margin is finite and within 0...``maximumMargin``.
    static func acceptsMargins(_ m: EdgeInsets) -> Bool {
        [m.top, m.left, m.bottom, m.right].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= maximumMargin }
    }

    /// Whether every metric is finite and within 0...``maximumMetric``.
    static func acceptsMetrics(_ m: PopoverBackgroundMetrics) -> Bool {
        let i = m.contentInsets
        return [m.arrowHeight, m.arrowBase, m.cornerClearance, i.top, i.left, i.bottom, i.right]
            .allSatisfy { $0.isFinite && $0 >= 0 && $0 <= maximumMetric }
    }

    /// Whether `id` can be a passthrough view: a view, bar button item or controller of the
    /// document, or a bar the model adds (`<nav>.navigationBar`, `<nav>.toolbar`, `<tab>.tabBar`).
    static func isPassthroughTarget(_ id: String, index: SceneIndexTables) -> Bool {
        if index.views[id] != nil || index.controllers[id] != nil || index.items[id] != nil { return true }
        // A bar the model adds: its controller's id is what comes before the last dot (DerivedId).
        guard let dot = id.lastIndex(of: "."), let type = index.type(of: String(id[..<dot])) else { return false }
        return DerivedId.passthroughBars(ofController: String(id[..<dot]), type: type).contains(id)
    }
}
