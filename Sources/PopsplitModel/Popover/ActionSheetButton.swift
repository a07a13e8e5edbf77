/// One button of an action sheet shown in a popover (POP-26): which sheet, which index.
struct ActionSheetButton: Sendable, Equatable {
    /// The action sheet's id.
    var sheet: String
    /// UIKit's button index.
    var index: Int
}
