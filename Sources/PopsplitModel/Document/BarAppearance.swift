/// How the app styles a navigation bar or a toolbar (NAV-07): its `barStyle` and `tintColor`.
public struct BarAppearance: Sendable, Equatable {
    /// `barStyle`.
    public var style: BarStyle
    /// `tintColor`; `nil`: the style's own colour.
    public var tintColor: RGBColor?

    /// An appearance; UIKit's default: `UIBarStyleDefault`, no tint.
    public init(style: BarStyle = .default, tintColor: RGBColor? = nil) {
        self.style = style
        self.tintColor = tintColor
    }

    /// The layout attributes of a bar with this appearance, none for the default one (a layout
    /// names only what the app changed).
    public var attributes: [Field] {
        var fields: [Field] = []
        if style != .default { fields.append(Field(.barStyle, .string(style.rawValue))) }
        if let tintColor { fields.append(Field(.tintColor, .string(tintColor.hex))) }
        return fields
    }
}
