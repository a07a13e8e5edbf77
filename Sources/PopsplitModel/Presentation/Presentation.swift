/// Something presented above the window's root view controller, in the order it appeared.
///
/// The single source of truth for what is presented: modal presentations and visible popovers
/// (protocol.md, section 9.8).
public enum Presentation: Sendable, Equatable {
    /// A modal presentation (MOD-01..03).
    case modal(ModalPresentation)
    /// A visible popover (POP-09).
    case popover(PopoverPresentation)

    /// The controller that presents (UIKit's `presentingViewController`).
    public var presenter: String {
        switch self {
        case .modal(let m): m.presenter
        case .popover(let p): p.presenter
        }
    }

    /// The controller that is presented (the content).
    public var presented: String {
        switch self {
        case .modal(let m): m.presented
        case .popover(let p): p.presented
        }
    }

    /// The popover shown, if this is a popover.
    public var popover: PopoverPresentation? {
        if case .popover(let p) = self { return p }
        return nil
    }
}
