/// How the app styles a navigation bar or a toolbar (NAV-07): its `barStyle` and `tintColor`, and
/// its `backgroundColor` or background image (NAV-09).
public struct BarAppearance: Sendable, Equatable {
    /// `barStyle`.
    public var style: BarStyle
    /// `tintColor`; `nil`: the style's own colour.
    public var tintColor: RGBColor?
    /// The bar view's `backgroundColor` (NAV-09); `nil`: none.
    public var backgroundColor: RGBColor?
    /// The name of the image given to `setBackgroundImage:forBarMetrics:` (NAV-09); `nil`: none.
    public var backgroundImage: String?

    /// The longest background image name read.
    public static let maxImageNameLength = 200

    /// An appearance; UIKit's default: `UIBarStyleDefault`, no tint, no background of the app's.
    public init(style: BarStyle = .default, tintColor: RGBColor? = nil, backgroundColor: RGBColor? = nil, backgroundImage: String? = nil) {
        self.style = style
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.backgroundImage = backgroundImage
    }

    /// The layout attributes of a bar with this appearance, none for the default one (a layout
    /// names only what the app changed).
    public var attributes: [Field] {
        var fields: [Field] = []
        if style != .default { fields.append(Field(.barStyle, .string(style.rawValue))) }
        if let tintColor { fields.append(Field(.tintColor, .string(tintColor.hex))) }
        return fields + backgroundAttributes
    }

    /// The attributes of the app's background: kept in a popover, where the bar takes the
    /// popover's style and ignores its tint (seed 001: "setting the navigation bar's tintColor has
    /// no effect, but you can change its backgroundColor or its background image"; NAV-09).
    public var backgroundAttributes: [Field] {
        var fields: [Field] = []
        if let backgroundColor { fields.append(Field(.backgroundColor, .string(backgroundColor.hex))) }
        if let backgroundImage { fields.append(Field(.backgroundImage, .string(backgroundImage))) }
        return fields
    }
}
