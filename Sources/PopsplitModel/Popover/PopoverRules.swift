/// UIKit's rules for popover controllers (POP-01, POP-11, POP-12, POP-14, POP-30) and the texts
/// of its exceptions and logs, kept together.
enum PopoverRules {
    /// UIKit's exception for releasing a visible popover (POP-14).
    static let deallocVisibleText = "-[UIPopoverController dealloc] reached while popover is still visible."
    /// UIKit's exception for presenting from a view that is not in a window (POP-30).
    static let noWindowText = "Popovers cannot be presented from a view which does not have a window."
    /// UIKit's exception for content that already has a parent or is presented (POP-01).
    static let contentRootText = "The content view controller argument must be the root of its associated view controller hierarchy."
    /// UIKit's log for a zero-size rect (POP-13).
    static let zeroRectText =
        "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: the rect passed in to this method must have non-zero width and height. This will be an exception in a future release."
    /// UIKit's exception for a modal inside a popover that does not cover vertically (POP-24).
    static let insidePopoverTransitionText = "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical."
    /// The largest layout margin accepted, in points.
    static let maximumMargin: Double = 10_000
    /// The largest background metric accepted (arrow height, base, insets, clearance), in points:
    /// the chrome (arrow and both insets, at most 300) then always fits the smallest bounds (376 pt:
    /// landscape, in-call status bar and keyboard).
    static let maximumMetric: Double = 100

    /// Throws unless the popover controller's options are sound and its content names a controller.
    static func check(_ popover: PopoverController, index: SceneIndex) throws(ModelError) {
        guard !popover.id.isEmpty else { throw ModelError.document("a popover controller has an empty id") }
        guard index.controllers[popover.content] != nil else {
            throw ModelError.document("popover '\(popover.id)' has an unknown content controller '\(popover.content)'", id: popover.id)
        }
        if let size = popover.contentSize, !ControllerRules.isValid(size) {
            throw ModelError.document(
                "popover '\(popover.id)' has a content size that is negative, not finite or beyond \(Int(GeometryLimits.maxMagnitude)) pt", id: popover.id)
        }
        guard acceptsMargins(popover.layoutMargins) else {
            throw ModelError.document(
                "popover '\(popover.id)' has layout margins that are negative, not finite or beyond \(Int(maximumMargin)) pt", id: popover.id)
        }
        guard acceptsMetrics(popover.background) else {
            throw ModelError.document(
                "popover '\(popover.id)' has background metrics that are negative, not finite or beyond \(Int(maximumMetric)) pt", id: popover.id)
        }
        for view in popover.passthroughViews where !isPassthroughTarget(view, index: index) {
            throw ModelError.document("popover '\(popover.id)' lists an unknown passthrough view '\(view)'", id: popover.id)
        }
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
    static func isPassthroughTarget(_ id: String, index: SceneIndex) -> Bool {
        if index.views[id] != nil || index.controllers[id] != nil || index.items[id] != nil { return true }
        // A bar the model adds: its controller's id is what comes before the last dot (DerivedId).
        guard let dot = id.lastIndex(of: "."), let type = index.type(of: String(id[..<dot])) else { return false }
        return DerivedId.passthroughBars(ofController: String(id[..<dot]), type: type).contains(id)
    }
}
