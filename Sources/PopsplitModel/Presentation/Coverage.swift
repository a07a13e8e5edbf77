/// What a presentation hides beneath it once it is on screen.
enum Coverage: Sendable, Equatable {
    /// Everything below (full screen): those views leave the window.
    case everything
    /// Only the presenter's view and its visible descendants (current context).
    case presenter
    /// Nothing: the views below stay in the window, dimmed (form and page sheets).
    case nothing
}
