/// One modal presentation (`presentViewController:animated:completion:`) that is on screen (MOD-01).
public struct ModalPresentation: Sendable, Equatable {
    /// UIKit's `presentingViewController`: for full-screen and sheet styles the top-most ancestor
    /// of the controller that asked (the window's root or a presented controller); for
    /// current-context presentations the controller that asked.
    public var presenter: String
    /// The presented controller (`presentedViewController`).
    public var presented: String
    /// `modalPresentationStyle` (MOD-03).
    public var style: PresentationStyle
    /// `modalTransitionStyle` (MOD-02).
    public var transition: TransitionStyle

    /// A modal presentation.
    public init(presenter: String, presented: String, style: PresentationStyle = .fullScreen, transition: TransitionStyle = .coverVertical) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.transition = transition
    }
}
