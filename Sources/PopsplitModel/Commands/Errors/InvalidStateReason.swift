/// Why a valid request is refused in the scene's current state (``ModelError/Kind/invalidState``):
/// one case per refusal, with the ids and values involved. The message is rendered from them
/// (``message``), and so are the id the error names (``subjectId``) and the rule (``ruleId``).
public enum InvalidStateReason: Sendable, Equatable {
    // MARK: Snapshots (`scene/restore`)

    /// A snapshot records a popover controller under another id.
    case popoverRecordedUnderOtherId(popover: String, recorded: String)
    /// A popover controller (of a snapshot or of `popover/create`) breaks a rule of the document.
    indirect case invalidPopover(popover: String, problem: InvalidDocumentReason)
    /// A snapshot gives a controller a popover size that is not valid.
    case invalidControllerPopoverSize(controller: String)
    /// A snapshot gives a navigation controller an empty stack.
    case emptyStack(navigation: String)
    /// A snapshot puts a controller in two containers.
    case inTwoPlaces(controller: String, container: String)
    /// A snapshot gives a split view controller other than two children.
    case splitNeedsTwoChildren(split: String)
    /// A snapshot's containers make a cycle through `controller`.
    case containsItself(controller: String)
    /// A snapshot has a custom container show a controller it may not hold.
    case containerCannotShow(container: String, child: String)
    /// A snapshot has a split point that is negative, not finite or too large.
    case snapshotSplitPointOutOfRange
    /// A snapshot shows a split view's master in a popover where it shows as a pane.
    case masterShownAsPane(split: String)
    /// A snapshot selects a tab or page that is not there (`nil`: none at all).
    case selectedIndexOutOfRange(controller: String, index: Int?, count: Int)
    /// A snapshot shows, over a split view, a controller that is not its master or side.
    case shownSideNotMasterOrSide(split: String, shown: String)
    /// A snapshot shows a split view's side twice.
    case sideShownTwice(split: String)
    /// A controller already presents another.
    case alreadyPresenting(presenter: String, presented: String)
    /// A snapshot has a popover show a controller other than its content.
    case popoverShowsOtherContent(popover: String, shown: String, content: String)
    /// A snapshot shows a popover twice.
    case popoverShownTwice(popover: String)
    /// A snapshot's popover permits no arrow direction.
    case popoverPermitsNoArrow(popover: String)
    /// A snapshot's popover has a content size that is not valid.
    case popoverInvalidContentSize(popover: String)
    /// A snapshot has a controller present two controllers.
    case presentsTwo(presenter: String)
    /// A presenter that has a parent: the top of its parent chain presents.
    case presenterHasParent(presenter: String)

    // MARK: Split view controllers

    /// A split view controller that hides its master, whose delegate gives no bar button item to
    /// show it (`implementsWillHide`: whether the delegate implements willHide at all).
    case noMasterItem(split: String, implementsWillHide: Bool)
    /// The split view controller is not on screen.
    case splitNotOnScreen(split: String)
    /// A versatile split view shows its side view as a pane: its list button is hidden.
    case sideShownAsPane(split: String)
    /// A split view shows its master: it has no bar button item.
    case masterShown(split: String)
    /// A replace segue whose source is not inside a split view controller.
    case replaceSegueOutsideSplit(segue: String)
    /// A split view controller without a detail.
    case splitHasNoDetail(split: String)
    /// A split point that is negative, not finite or too large.
    case splitPointOutOfRange(split: String, point: Double)
    /// A split point outside the range the splitter's centre may take.
    case splitPointOutside(split: String, point: Double, low: Double, high: Double)

    // MARK: Navigation, tabs, pages, modals

    /// Popping a navigation controller's root.
    case popRoot(root: String, navigation: String)
    /// Setting a navigation stack to no controller.
    case stackWithoutRoot(navigation: String)
    /// Adding the window's root to a container.
    case isWindowRoot(controller: String)
    /// Adding a controller that already has a parent.
    case alreadyHasParent(controller: String, parent: String)
    /// Adding a controller that is presented modally.
    case presentedModally(controller: String)
    /// Adding a controller to itself or to one of its descendants.
    case wouldContainItself(controller: String)
    /// Dismissing a controller that is not part of a modal presentation.
    case notPartOfModal(controller: String)
    /// Selecting a tab that is not there.
    case tabIndexOutOfRange(tabBar: String, index: Int, count: Int)
    /// A tab bar controller without tab `index`.
    case noSuchTab(tabBar: String, index: Int)
    /// Turning past the first or the last page.
    case noFurtherPage(pageView: String, forward: Bool)
    /// Jumping to a page that is not there.
    case pageIndexOutOfRange(pageView: String, index: Int, count: Int)

    // MARK: Popovers and action sheets

    /// Acting on a popover that belongs to the system (a search display controller's or an action
    /// sheet's).
    case popoverNotTheApps(popover: String, owner: PopoverController.Owner)
    /// A split view controller as a popover's content.
    case splitAsPopoverContent(controller: String)
    /// `popover/create` with an empty id.
    case emptyPopoverId
    /// An id already used in the scene.
    case idInUse(id: String)
    /// No permitted arrow direction (`popover`: the popover asked about, when there is one).
    case noArrowDirections(popover: String?)
    /// Layout margins that are negative, not finite or too large.
    case marginsOutOfRange(popover: String?)
    /// A rect that is not finite, too large or of negative size.
    case invalidRect
    /// A content size that is negative, not finite or too large (`id`: a popover or a controller).
    case contentSizeOutOfRange(id: String)
    /// Setting the passthrough views of a search display controller's popover.
    case searchResultsPassthrough(popover: String)
    /// A popover segue without an anchor performed from code.
    case popoverSegueWithoutAnchor(segue: String)
    /// Showing an action sheet that shows.
    case actionSheetShowing(actionSheet: String)
    /// Dismissing an action sheet with a button it does not have.
    case noSuchButton(actionSheet: String, index: Int, count: Int)

    // MARK: Actions, containers, the app, touches and text

    /// An action of `owner` that needs a tab bar controller above it.
    case notInTabBar(owner: String)
    /// An action of `owner` that needs a popover around it.
    case notInPopover(owner: String)
    /// An action of `owner` that needs a navigation controller above it.
    case notInNavigation(owner: String)
    /// Adding to a custom container a controller that is not one of the children it may hold.
    case notContainerChild(child: String, container: String)
    /// Adding a child the custom container shows.
    case alreadyChild(child: String, container: String)
    /// Removing a child the custom container does not show.
    case notShownChild(child: String, container: String)
    /// A transition to a child the custom container shows.
    case transitionToShownChild(child: String, container: String)
    /// A custom segue whose source is not a child of a custom container.
    case customSegueOutsideContainer(segue: String)
    /// Entering the background in the background.
    case alreadyInBackground
    /// Entering the foreground in the foreground.
    case notInBackground
    /// A touch while the app is in the background.
    case touchInBackground
    /// A touch outside the screen.
    case pointOutsideScreen(point: Point, screen: Size)
    /// A touch at an offset outside the node it names.
    case offsetOutsideNode(node: String, offset: Point, size: Size)
    /// Making first responder a view that takes no text.
    case takesNoText(view: String, kind: ViewKind)
    /// Making first responder a view that is not on screen.
    case notOnScreen(view: String)
    /// Typing with no first responder.
    case noFirstResponder
    /// Typing more than ``typedTextLimit`` characters at once.
    case typedTextTooLong
    /// A search bar without a search display controller.
    case noSearchDisplay(searchBar: String)
    /// Setting on a controller's navigation item an item its navigation item does not declare
    /// (NAV-08).
    case itemNotInNavigationItem(item: String, controller: String)
    /// Setting one item on a navigation item twice (NAV-08).
    case itemSetTwice(item: String, controller: String)

    /// The most characters one `keyboard/type` may type.
    public static let typedTextLimit = 10_000
}
