import PopsplitModel

/// How what appears or leaves in a transition moves (protocol.md 12.5), by the animation's kind,
/// as UIKit moves it: a pushed controller slides in from the right while the one it covers slides
/// out to the left (a pop the other way), a master or side slides in from its screen edge and
/// back out to it, a cover-vertical sheet and the keyboard rise from the bottom and sink back.
/// Only a controller, a slid-in pane or the keyboard moves so, with everything inside it; other
/// new nodes (bar items, titles, a dimming) appear at once, and other leaving ones go at once.
enum TransitionMotion {
    /// Whether a node of `kind` carries its subtree in or out.
    static func moves(_ kind: NodeKind) -> Bool {
        switch kind {
        case .controller, .slideOver, .keyboard: true
        default: false
        }
    }

    /// Whether a node of `nodeKind` new (or leaving) in a transition of `kind` fades in (or out),
    /// with everything inside it: a popover; a presented controller that dissolves, flips or
    /// curls; a sheet's dimming, whatever the presentation's style.
    static func fades(_ kind: AnimationKind?, _ nodeKind: NodeKind) -> Bool {
        switch (kind, nodeKind) {
        case (.popover?, .popover): true
        case (.crossDissolve?, .controller), (.flipHorizontal?, .controller), (.partialCurl?, .controller): true
        case (.coverVertical?, .dimming), (.crossDissolve?, .dimming), (.flipHorizontal?, .dimming), (.partialCurl?, .dimming): true
        default: false
        }
    }

    /// The offset that takes a node with `frame` off where it shows: where an entering one starts
    /// from, where a leaving one ends (window coordinates); nil when the animation moves nothing
    /// so.
    static func offset(_ kind: AnimationKind?, frame: Rect, screen: Rect, entering: Bool) -> Point? {
        switch kind {
        case .push?, .pageTurn?:
            return Point(x: entering ? frame.width : -frame.width, y: 0)
        case .pop?:
            return Point(x: entering ? -frame.width : frame.width, y: 0)
        case .slide?:
            // From the nearer screen edge: a master on the left, a side on the right.
            let fromRight = frame.midX > screen.midX
            return Point(x: fromRight ? screen.maxX - frame.minX : -frame.maxX, y: 0)
        case .coverVertical?, .keyboard?:
            return Point(x: 0, y: screen.maxY - frame.minY)
        default:
            return nil
        }
    }
}
