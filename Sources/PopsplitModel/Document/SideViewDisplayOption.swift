/// When a versatile split view shows its side view as a pane (SVC-05, `sideViewDisplayOption`).
public enum SideViewDisplayOption: String, Sendable, Equatable, CaseIterable {
    /// Always a pane (`SideViewDisplayOptionAlwaysDisplay`, the default).
    case always
    /// Hidden in portrait, a pane in landscape (`SideViewDisplayOptionHideInPortraitOrientation`).
    case hideInPortrait
    /// Hidden in both orientations; shown only by the list button (`...HideByDefault`).
    case hideByDefault
}
