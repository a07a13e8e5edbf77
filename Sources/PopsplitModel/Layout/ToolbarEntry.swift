/// One thing a toolbar lays out: a bar button item of the document, or the hidden master's item a
/// split view's delegate inserted (SPL-13).
enum ToolbarEntry {
    /// A document's item (a flexible or fixed space included).
    case item(BarButtonItemSpec)
    /// The hidden master's item of split view `split`, titled `title`, `width` wide.
    case masterButton(split: String, title: String, width: Double)

    /// Whether it shares the free width.
    var isFlexibleSpace: Bool {
        if case .item(let item) = self { return item.isFlexibleSpace }
        return false
    }

    /// Its width when it is not a flexible space.
    var naturalWidth: Double {
        switch self {
        case .item(let item): return item.naturalWidth
        case .masterButton(_, _, let width): return width
        }
    }
}
