import PopsplitJSON
import PopsplitModel

/// Bar styles, tints and backgrounds (NAV-07, NAV-09): a toolbar or navigation bar view's
/// `barStyle`, `tintColor`, `backgroundColor` and `backgroundImage`, and a navigation controller's
/// `navigationBar` and `toolbar` objects holding the same keys.
extension DocumentReader {
    /// The `barStyle`, `tintColor`, `backgroundColor` and `backgroundImage` members of `object`
    /// (absent: UIKit's default).
    func barAppearance(_ object: JSONObject, at path: DocumentPath) -> BarAppearance {
        var appearance = BarAppearance()
        if let style = name(object, "barStyle", at: path, as: BarStyle.self, what: "bar style") { appearance.style = style }
        appearance.tintColor = color(object, "tintColor", at: path, what: "a tint colour")
        appearance.backgroundColor = color(object, "backgroundColor", at: path, what: "a background colour")
        if let image = string(object, "backgroundImage", at: path) {
            if image.isEmpty || image.count > BarAppearance.maxImageNameLength {
                report(
                    .invalidValue, at: path.appending("backgroundImage"),
                    "a background image is named by 1 to \(BarAppearance.maxImageNameLength) characters (\"navbar.png\")")
            } else {
                appearance.backgroundImage = image
            }
        }
        return appearance
    }

    /// The `#RRGGBB` colour `key` of `object`, if written and well formed (else reported).
    private func color(_ object: JSONObject, _ key: String, at path: DocumentPath, what: String) -> RGBColor? {
        guard let written = string(object, key, at: path) else { return nil }
        guard let color = RGBColor(hex: written) else {
            report(.invalidValue, at: path.appending(key), "\(what) is written #RRGGBB (\"#336699\"), not \(DocumentPath.quoted(written))")
            return nil
        }
        return color
    }

    /// A navigation controller's `navigationBar` or `toolbar` member: an object with `barStyle`
    /// and `tintColor`.
    func barAppearance(_ object: JSONObject, _ key: String, at path: DocumentPath) -> BarAppearance {
        guard let value = object[key], let bar = self.object(value, at: path.appending(key), shape: .barAppearance) else { return BarAppearance() }
        return barAppearance(bar, at: path.appending(key))
    }
}
