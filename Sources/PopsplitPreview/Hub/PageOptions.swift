import PopsplitRender

/// How one page wants its picture: the theme, the placement explanation, the rotated copy.
struct PageOptions: Equatable, Sendable {
    /// Light or dark.
    var theme: RenderTheme = .light
    /// Whether the popovers' placement explanation is drawn (then every picture is whole).
    var explain = false
    /// Whether the picture after a rotation is shown beside the live one.
    var rotated = false

    /// The renderer's options.
    var render: RenderOptions { RenderOptions(theme: theme, explain: explain) }

    /// The key of the pictures drawn with these options (the rotated copy aside).
    var pictureKey: String { "\(theme.rawValue)|\(explain)" }
}
