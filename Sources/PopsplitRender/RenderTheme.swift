/// The colour scheme of a rendering.
public enum RenderTheme: String, Sendable, CaseIterable {
    /// iOS 6's own look: light content, blue-grey bars.
    case light
    /// Dark content and bars, for editors with dark themes.
    case dark
}
