import PopsplitModel

/// The view elements of a storyboard or Xcode 5 nib, and the view kind each becomes; elements of
/// views popsplit has no kind for become plain views with a note.
enum ViewElement {
    /// Elements with a kind of their own.
    static let kinds: [String: ViewKind] = [
        "view": .view, "button": .button, "label": .label, "tableView": .table, "toolbar": .toolbar,
        "navigationBar": .navigationBar, "searchBar": .searchBar, "imageView": .image, "textField": .textField,
        "textView": .textView, "segmentedControl": .segmentedControl, "switch": .switch, "slider": .slider,
        "scrollView": .scrollView, "containerView": .view, "tableViewCellContentView": .view,
    ]

    /// Elements of UIKit views popsplit draws as plain views (their frames and subviews kept).
    static let plain: Set<String> = [
        "mapView", "webView", "datePicker", "pickerView", "activityIndicatorView", "progressView", "pageControl",
        "collectionView", "stepper", "glkView", "adBannerView", "visualEffectView", "collectionReusableView",
        "collectionViewCell", "tableViewCell",
    ]

    /// The kind of element `name`: its own, `.view` with `noted` for the plain ones, nil for an
    /// element that is not a view.
    static func kind(of name: String) -> (kind: ViewKind, noted: Bool)? {
        if let kind = kinds[name] { return (kind, false) }
        if plain.contains(name) { return (.view, true) }
        return nil
    }
}
