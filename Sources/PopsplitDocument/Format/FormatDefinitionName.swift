/// The names of the values and objects a scene document describes once and refers to
/// (the schema's `$defs`).
public enum FormatDefinitionName: String, CaseIterable, Sendable {
    /// An id (``SceneDocumentFormat/valueDefinitions``).
    case id
    /// An interface orientation.
    case orientation
    /// A frame `[x, y, width, height]`.
    case rect
    /// A size `[width, height]`.
    case size
    /// A popover arrow direction.
    case arrowDirection
    /// Permitted popover arrow directions.
    case arrows
    /// A bar style.
    case barStyle
    /// A bar tint colour.
    case tintColor
    /// A controller (``SceneDocumentFormat/objects``).
    case controller
    /// A navigation item.
    case navigationItem
    /// A view.
    case view
    /// A table row.
    case tableRow
    /// A bar button item.
    case item
    /// An action.
    case action
    /// A segue.
    case segue
    /// A popover controller.
    case popover
    /// A versatile split view controller's settings.
    case versatileSplit
    /// A navigation controller's bar appearance.
    case barAppearance
    /// A split view's master button.
    case masterButton
    /// Split points per orientation class.
    case splitPoints
    /// A popover's background metrics.
    case popoverBackground
    /// A search bar's search display controller.
    case searchDisplay
    /// An action sheet.
    case actionSheet
}
