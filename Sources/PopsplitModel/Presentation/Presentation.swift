/// Something presented above the window's root view controller, in the order it appeared.
///
/// The single source of truth for what is presented: modal presentations now; popovers will
/// join as a new case (see protocol.md, section 9.8).
public enum Presentation: Sendable, Equatable {
    /// A modal presentation (MOD-01..03).
    case modal(ModalPresentation)

    /// The controller that presents (UIKit's `presentingViewController`).
    public var presenter: String {
        switch self {
        case .modal(let m): m.presenter
        }
    }

    /// The controller that is presented (the content).
    public var presented: String {
        switch self {
        case .modal(let m): m.presented
        }
    }
}
