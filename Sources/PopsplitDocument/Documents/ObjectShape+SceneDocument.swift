/// The objects of the scene document format and their keys, for the unknown-key check: made
/// from ``SceneDocumentFormat``.
extension ObjectShape {
    /// The top-level document.
    static let document = ObjectShape(SceneDocumentFormat.document)

    /// A controller.
    static let controller = ObjectShape(SceneDocumentFormat.controller)

    /// A navigation item.
    static let navigationItem = ObjectShape(SceneDocumentFormat.navigationItem)

    /// A view.
    static let view = ObjectShape(SceneDocumentFormat.view)

    /// A row of a table (VIEW-01).
    static let tableRow = ObjectShape(SceneDocumentFormat.tableRow)

    /// A bar button item.
    static let item = ObjectShape(SceneDocumentFormat.item)

    /// An action.
    static let action = ObjectShape(SceneDocumentFormat.action)

    /// A segue.
    static let segue = ObjectShape(SceneDocumentFormat.segue)

    /// A popover controller (POP-01).
    static let popover = ObjectShape(SceneDocumentFormat.popover)

    /// A versatile split view controller's settings (SVC-03..08).
    static let versatileSplit = ObjectShape(SceneDocumentFormat.versatileSplit)

    /// A navigation controller's bar style and tint (NAV-07).
    static let barAppearance = ObjectShape(SceneDocumentFormat.barAppearance)

    /// Where a split view's delegate puts the hidden master's bar button item (SPL-13, SPL-14).
    static let masterButton = ObjectShape(SceneDocumentFormat.masterButton)

    /// A split point per orientation class (SVC-09).
    static let splitPoints = ObjectShape(SceneDocumentFormat.splitPoints)

    /// A popover's background metrics (POP-12).
    static let popoverBackground = ObjectShape(SceneDocumentFormat.popoverBackground)

    /// A search bar's search display controller (POP-26).
    static let searchDisplay = ObjectShape(SceneDocumentFormat.searchDisplay)

    /// An action sheet (POP-26).
    static let actionSheet = ObjectShape(SceneDocumentFormat.actionSheet)
}
