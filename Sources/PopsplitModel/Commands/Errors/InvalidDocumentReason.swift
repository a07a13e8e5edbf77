/// What is wrong with a scene document (``ModelError/Kind/invalidDocument``): one case per
/// problem, with the ids and values involved. The message is rendered from them (``message``),
/// and so are the id the error names (``subjectId``) and the rule (``ruleId``).
public enum InvalidDocumentReason: Sendable, Equatable {
    // MARK: Ids and references

    /// A declaration of `kind` with an empty id.
    case emptyId(kind: IdKind)
    /// An id declared twice.
    case duplicateId(id: String)
    /// An id that the layout derives for chrome (`statusBar`, `<nav>.navigationBar` ...).
    case reservedId(id: String)
    /// An action of `owner` names an id of `kind` that the document does not declare.
    case unknownReference(owner: String, id: String, kind: IdKind)
    /// An action of `owner` selects a negative tab index.
    case negativeTabIndex(owner: String)
    /// A segue whose source or destination the document does not declare.
    case segueUnknownController(segue: String, controller: String)
    /// A segue anchored to a view or item the document does not declare.
    case segueUnknownAnchor(segue: String, anchor: String)

    // MARK: Controllers

    /// A controller that supports no orientation.
    case noOrientation(controller: String)
    /// A controller's popover content size is negative, not finite or too large.
    case controllerPopoverSizeOutOfRange(controller: String)
    /// A controller with a number of children its type does not take.
    case childCount(controller: String, type: ControllerType, count: Int)
    /// A container controller (not plain, not custom) with views of its own.
    case viewsOfItsOwn(controller: String, type: ControllerType)
    /// A split view controller holding a split view controller.
    case splitInSplit(split: String, nested: String)
    /// A split view controller below another controller.
    case splitNotRoot(parent: String, split: String)
    /// A navigation controller holding a navigation controller.
    case navigationInNavigation(navigation: String, nested: String)
    /// A tab bar or page view controller selecting a child past its last.
    case selectedIndexPastChildren(controller: String, index: Int, count: Int)
    /// A custom container with a number of child frames other than its children's.
    case childFrameCount(container: String, frames: Int, children: Int)
    /// A custom container with a child frame that is negative, not finite or too large.
    case childFrameOutOfRange(container: String)
    /// A custom container showing a controller that is not one of its children.
    case showsNonChild(container: String, child: String)
    /// A custom container showing a child twice.
    case showsChildTwice(container: String, child: String)
    /// A versatile split view with a splitter width that is negative, not finite or too large.
    case splitterWidthOutOfRange(split: String)
    /// A versatile split view with a minimum pane size that is negative, not finite or too large.
    case minimumPaneSizeOutOfRange(split: String)
    /// A versatile split view with a split point that is negative, not finite or too large.
    case splitPointOutOfRange(split: String)
    /// A versatile split view whose side view position is not on its axis.
    case sideViewOffAxis(split: String, axis: SplitAxis, position: SideViewPosition)
    /// A split view controller whose delegate puts its bar button item into a view that is not a
    /// toolbar.
    case masterButtonNotInToolbar(split: String, toolbar: String)
    /// A split view controller whose delegate puts its bar button item past a toolbar's items.
    case masterButtonIndexOutOfRange(split: String, toolbar: String, index: Int, count: Int)
    /// A toolbar given the bar button items of two split view controllers.
    case toolbarHoldsTwoMasterButtons(split: String, toolbar: String)

    // MARK: Views and items

    /// A view whose frame is negative in size, not finite or too large.
    case viewFrameOutOfRange(view: String)
    /// A view that is not a bar, holding bar button items.
    case itemsInNonBar(view: String, kind: ViewKind)
    /// A view that is not a search bar, with a search display controller.
    case searchDisplayOnNonSearchBar(view: String, kind: ViewKind)
    /// A bar button item naming a system item that does not exist.
    case unknownSystemItem(item: String, name: String)
    /// A bar button item whose width is negative, not finite or too large.
    case itemWidthOutOfRange(item: String)

    // MARK: Popovers and action sheets

    /// A popover controller whose content the document does not declare.
    case unknownPopoverContent(popover: String, content: String)
    /// A popover controller whose content size is negative, not finite or too large.
    case popoverContentSizeOutOfRange(popover: String)
    /// A popover controller whose layout margins are negative, not finite or too large.
    case popoverMarginsOutOfRange(popover: String)
    /// A popover controller whose background metrics are negative, not finite or too large.
    case popoverMetricsOutOfRange(popover: String)
    /// A popover controller listing a passthrough view that is not there.
    case unknownPassthroughView(popover: String, view: String)
    /// An action sheet with no button or more than 100.
    case actionSheetButtonCount(actionSheet: String)
    /// An action sheet whose cancel or destructive button index names no button.
    case actionSheetNoButton(actionSheet: String, index: Int)
}
