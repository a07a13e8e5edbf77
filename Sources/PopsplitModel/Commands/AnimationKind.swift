/// What a command's animation is, as results name it (protocol.md section 9.5, `animation`).
public enum AnimationKind: String, Sendable, Equatable, CaseIterable {
    /// A 90° or 180° rotation (ROT-03).
    case rotation
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A page turn.
    case pageTurn
    /// A popover fading in or out, or a split view's master or side shown in one.
    case popover
    /// A visible popover changing size (POP-05, POP-06).
    case popoverResize
    /// A split view's master or side sliding over or in.
    case slide
    /// A splitter following a drag (SVC-03).
    case drag
    /// A versatile split view's split point moving (SVC-09).
    case splitPoint
    /// The keyboard sliding in or out.
    case keyboard
    /// The status bar growing to or shrinking from its in-call height.
    case statusBar
    /// A modal transition (MOD-02): the transition style's own name.
    case coverVertical, flipHorizontal, crossDissolve, partialCurl

    /// The kind of a modal transition of `style`.
    public init(_ style: TransitionStyle) {
        switch style {
        case .coverVertical: self = .coverVertical
        case .flipHorizontal: self = .flipHorizontal
        case .crossDissolve: self = .crossDissolve
        case .partialCurl: self = .partialCurl
        }
    }
}
