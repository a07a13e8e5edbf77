import PopsplitJSON
import PopsplitModel

/// Bar styles and tints (NAV-07): a toolbar or navigation bar view's `barStyle` and `tintColor`,
/// and a navigation controller's `navigationBar` and `toolbar` objects holding the same two keys.
extension DocumentReader {
    /// The `barStyle` and `tintColor` members of `object` (absent: UIKit's default).
    func barAppearance(_ object: JSONObject, at path: DocumentPath) -> BarAppearance {
        var appearance = BarAppearance()
        if let style = name(object, "barStyle", at: path, as: BarStyle.self, what: "bar style") { appearance.style = style }
        if let written = string(object, "tintColor", at: path) {
            if let color = RGBColor(hex: written) {
                appearance.tintColor = color
            } else {
                report(.invalidValue, at: path.appending("tintColor"), "a tint colour is written #RRGGBB (\"#336699\"), not \(DocumentPath.quoted(written))")
            }
        }
        return appearance
    }

    /// A navigation controller's `navigationBar` or `toolbar` member: an object with `barStyle`
    /// and `tintColor`.
    func barAppearance(_ object: JSONObject, _ key: String, at path: DocumentPath) -> BarAppearance {
        guard let value = object[key], let bar = self.object(value, at: path.appending(key), shape: .barAppearance) else { return BarAppearance() }
        return barAppearance(bar, at: path.appending(key))
    }
}
