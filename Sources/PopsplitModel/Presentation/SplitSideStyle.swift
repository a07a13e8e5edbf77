/// How a split view's hidden master or side shows (SPL-07, SVC-07).
public enum SplitSideStyle: String, Sendable, Equatable, CaseIterable {
    /// In an arrowed popover from its bar button item (UIKit's split under iOS 5.0; the versatile
    /// split's `popover` list display style).
    case popover
    /// Slid over the detail or main pane, full height (UIKit's split under iOS 5.1+; `slideOver`).
    case slideOver
    /// Slid in beside the main pane, which moves aside (`slideIn`).
    case slideIn
}
