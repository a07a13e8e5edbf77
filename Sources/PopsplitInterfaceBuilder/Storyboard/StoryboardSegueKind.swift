/// The `kind` of a storyboard segue.
enum StoryboardSegueKind: String {
    /// Containment: a navigation root, a tab, a split view's master or detail.
    case relationship
    /// `push`.
    case push
    /// `modal`.
    case modal
    /// `popover`.
    case popover
    /// `replace` (a split view's master or detail).
    case replace
    /// `unwind` (iOS 6).
    case unwind
    /// `embed` (iOS 6 container views).
    case embed
    /// `custom`, with a class name.
    case custom
}
