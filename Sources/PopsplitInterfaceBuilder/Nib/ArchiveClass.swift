import PopsplitModel

/// The classes of an Xcode 4 keyed-archive nib that the importer reads, and what each becomes.
enum ArchiveClass {
    /// The controller classes and their scene document types.
    static let controllers: [String: ControllerType] = [
        "IBUISplitViewController": .split, "IBUINavigationController": .navigation, "IBUITabBarController": .tabBar,
        "IBUIViewController": .plain, "IBUITableViewController": .plain,
    ]

    /// The view classes with a kind of their own.
    static let views: [String: ViewKind] = [
        "IBUIView": .view, "IBUIButton": .button, "IBUIRoundedRectButton": .button, "IBUILabel": .label,
        "IBUITableView": .table, "IBUIToolbar": .toolbar, "IBUINavigationBar": .navigationBar, "IBUISearchBar": .searchBar,
        "IBUIImageView": .image, "IBUITextField": .textField, "IBUITextView": .textView,
        "IBUISegmentedControl": .segmentedControl, "IBUISwitch": .switch, "IBUISlider": .slider, "IBUIScrollView": .scrollView,
    ]

    /// View classes drawn as plain views, with a note.
    static let plainViews: Set<String> = [
        "IBUIWebView", "IBMKMapView", "IBUIDatePicker", "IBUIPickerView", "IBUIActivityIndicatorView", "IBUIProgressView",
        "IBUIPageControl", "IBUIStepper", "IBUICollectionView", "IBGLKView", "IBADBannerView",
    ]

    /// `NSvFlags`' autoresizing bits and the scene document's flags, in the document's order.
    static let autoresizingBits: [(bit: Int, flag: AutoresizingFlag)] = [
        (1, .flexibleLeftMargin), (2, .flexibleWidth), (4, .flexibleRightMargin), (8, .flexibleTopMargin), (16, .flexibleHeight),
        (32, .flexibleBottomMargin),
    ]
}
