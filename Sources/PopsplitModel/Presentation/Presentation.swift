/// Something presented, in the order it appeared: the single source of truth for what is
/// presented (protocol.md, section 9.8).
///
/// Modal presentations and visible popovers are **layers** above the window's root view
/// controller; a split view's shown master or side belongs to its split view's layer instead.
/// ``SceneState/presentations`` keeps the layers first, in the order they appeared, then the shown
/// sides, so that the layer of presentation `i` is layer `i + 1` (layer 0 is the window's root).
public enum Presentation: Sendable, Equatable {
    /// A modal presentation (MOD-01..03).
    case modal(ModalPresentation)
    /// A visible popover (POP-09).
    case popover(PopoverPresentation)
    /// A split view's hidden master or side, shown (SPL-07, SVC-07).
    case splitSide(SplitSidePresentation)

    /// The controller that presents (UIKit's `presentingViewController`).
    public var presenter: String {
        switch self {
        case .modal(let m): m.presenter
        case .popover(let p): p.presenter
        case .splitSide(let s): s.split
        }
    }

    /// The controller that is presented (the content).
    public var presented: String {
        switch self {
        case .modal(let m): m.presented
        case .popover(let p): p.presented
        case .splitSide(let s): s.side
        }
    }

    /// The popover shown, if this is a popover.
    public var popover: PopoverPresentation? {
        if case .popover(let p) = self { return p }
        return nil
    }

    /// The split view's side shown, if this is one.
    public var splitSide: SplitSidePresentation? {
        if case .splitSide(let s) = self { return s }
        return nil
    }

    /// Whether the presentation is a layer of its own above the window's root (a modal
    /// presentation or a popover), not a part of a split view's layer.
    public var isLayer: Bool {
        switch self {
        case .modal, .popover: true
        case .splitSide: false
        }
    }
}
