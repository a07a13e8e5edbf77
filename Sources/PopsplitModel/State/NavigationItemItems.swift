/// The bar button items a controller's code set on its navigation item at run time (NAV-08), by
/// side, as item ids; `nil` on a side: the document's items.
public struct NavigationItemItems: Sendable, Equatable, Hashable {
    /// `leftBarButtonItems` as set, or `nil` for the document's.
    public var left: [String]?
    /// `rightBarButtonItems` as set, or `nil` for the document's.
    public var right: [String]?

    /// Items set on either side.
    public init(left: [String]? = nil, right: [String]? = nil) {
        self.left = left
        self.right = right
    }

    /// The ids set on `side`, if any.
    public subscript(side: NavigationItemSide) -> [String]? {
        get {
            switch side {
            case .left: left
            case .right: right
            }
        }
        set {
            switch side {
            case .left: left = newValue
            case .right: right = newValue
            }
        }
    }
}
