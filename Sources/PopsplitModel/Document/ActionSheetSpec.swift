/// A `UIActionSheet` (POP-26): shown from a bar button item (or a rect) it is a popover the system
/// manages; its cancel button is not shown there, a tap outside stands for it.
public struct ActionSheetSpec: Sendable, Equatable {
    /// Unique id within the document; also the id of its popover.
    public var id: String
    /// The sheet's title, shown above the buttons.
    public var title: String?
    /// The button titles, in order; indexes are UIKit's button indexes.
    public var buttons: [String]
    /// `cancelButtonIndex`, if any.
    public var cancelButtonIndex: Int?
    /// `destructiveButtonIndex`, if any.
    public var destructiveButtonIndex: Int?

    /// An action sheet.
    public init(id: String, title: String? = nil, buttons: [String], cancelButtonIndex: Int? = nil, destructiveButtonIndex: Int? = nil) {
        self.id = id
        self.title = title
        self.buttons = buttons
        self.cancelButtonIndex = cancelButtonIndex
        self.destructiveButtonIndex = destructiveButtonIndex
    }
}
