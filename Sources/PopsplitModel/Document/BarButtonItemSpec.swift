/// A `UIBarButtonItem` in a navigation item, a toolbar or a view of kind toolbar.
public struct BarButtonItemSpec: Sendable, Equatable {
    /// Unique id within the document.
    public var id: String
    /// Title text (a titled item); `nil` with a system item.
    public var title: String?
    /// A system item name (`done`, `cancel`, `add`, `action`, `flexibleSpace`, `fixedSpace` ...).
    public var systemItem: String?
    /// An explicit width in points; `nil` lets the model size it from the title.
    public var width: Double?
    /// What a tap on the item does.
    public var action: ActionSpec?
    /// `enabled` at launch (POP-35): a disabled item is drawn dimmed and takes no taps.
    public var enabled: Bool

    /// An item.
    public init(
        id: String, title: String? = nil, systemItem: String? = nil, width: Double? = nil, action: ActionSpec? = nil, enabled: Bool = true
    ) {
        self.id = id
        self.title = title
        self.systemItem = systemItem
        self.width = width
        self.action = action
        self.enabled = enabled
    }
}
