/// The message, the id and the rule of a refusal, rendered from its data.
extension InvalidStateReason {
    /// The message a person reads.
    public var message: String {
        let limit = Int(GeometryLimits.maxMagnitude)
        switch self {
        case .popoverRecordedUnderOtherId(let popover, let recorded): return "popover controller '\(popover)' is recorded as '\(recorded)'"
        case .invalidPopover(_, let problem): return problem.message
        case .invalidControllerPopoverSize(let controller): return "controller '\(controller)' has an invalid popover size"
        case .emptyStack(let navigation): return "navigation controller '\(navigation)' has an empty stack"
        case .inTwoPlaces(let controller, let container): return "controller '\(controller)' cannot be in two places ('\(container)' and another)"
        case .splitNeedsTwoChildren(let split): return "split view controller '\(split)' needs a master and a detail"
        case .containsItself(let controller): return "controller '\(controller)' would contain itself"
        case .containerCannotShow(let container, let child): return "container view controller '\(container)' cannot show '\(child)' (CNT-01)"
        case .snapshotSplitPointOutOfRange: return "a split point is below 0, not finite or beyond \(limit) pt"
        case .masterShownAsPane(let split):
            return "split view controller '\(split)' shows its master as a pane here: it cannot show it in a popover"
        case .selectedIndexOutOfRange(let controller, let index, let count):
            return "index \(index.map(String.init) ?? "none") is out of range 0..<\(count) for '\(controller)'"
        case .shownSideNotMasterOrSide(let split, let shown): return "split view controller '\(split)' shows '\(shown)', which is not its master or side"
        case .sideShownTwice(let split): return "split view controller '\(split)' shows its side twice"
        case .alreadyPresenting(let presenter, let presented): return "'\(presenter)' is presenting '\(presented)': dismiss it first"
        case .popoverShowsOtherContent(let popover, let shown, let content):
            return "popover '\(popover)' shows '\(shown)' but its content is '\(content)'"
        case .popoverShownTwice(let popover): return "popover '\(popover)' is shown twice"
        case .popoverPermitsNoArrow(let popover): return "popover '\(popover)' permits no arrow direction"
        case .popoverInvalidContentSize(let popover): return "popover '\(popover)' has an invalid content size"
        case .presentsTwo(let presenter): return "'\(presenter)' presents two controllers"
        case .presenterHasParent(let presenter): return "'\(presenter)' has a parent: the top of its parent chain presents"
        case .noMasterItem(let split, let implementsWillHide):
            let why = implementsWillHide ? "its delegate puts the bar button item nowhere" : "its delegate does not implement willHide"
            return "split view controller '\(split)' hides its master, but \(why), so no bar button item shows it"
        case .splitNotOnScreen(let split): return "split view controller '\(split)' is not on screen"
        case .sideShownAsPane(let split): return "versatile split view controller '\(split)' shows its side view as a pane: its list button is hidden now"
        case .masterShown(let split): return "split view controller '\(split)' shows its master: it has no bar button item now"
        case .replaceSegueOutsideSplit(let segue): return "replace segue '\(segue)' needs a source inside a split view controller"
        case .splitHasNoDetail(let split): return "split view controller '\(split)' has no detail"
        case .splitPointOutOfRange(_, let point): return "splitPoint \(point) is below 0, not finite or beyond \(limit) pt"
        case .splitPointOutside(let split, let point, let low, let high):
            return
                "splitPoint \(Rect.format(point)) is outside versatile split view controller '\(split)': the splitter's centre goes from \(Rect.format(low)) to \(Rect.format(high)) here"
        case .popRoot(let root, let navigation): return "cannot pop the root view controller '\(root)' of '\(navigation)'"
        case .stackWithoutRoot: return "a navigation stack needs at least a root"
        case .isWindowRoot(let controller): return "'\(controller)' is the window's root view controller"
        case .alreadyHasParent(let controller, let parent): return "'\(controller)' already has a parent ('\(parent)')"
        case .presentedModally(let controller): return "'\(controller)' is presented modally"
        case .wouldContainItself(let controller): return "'\(controller)' would contain itself"
        case .notPartOfModal(let controller): return "'\(controller)' is not part of a modal presentation"
        case .tabIndexOutOfRange(let tabBar, let index, let count): return "tab index \(index) is out of range 0..<\(count) for '\(tabBar)'"
        case .noSuchTab(let tabBar, let index): return "'\(tabBar)' has no tab \(index)"
        case .noFurtherPage(let pageView, let forward): return "'\(pageView)' has no \(forward ? "next" : "previous") page"
        case .pageIndexOutOfRange(let pageView, let index, let count): return "page index \(index) is out of range 0..<\(count) for '\(pageView)'"
        case .popoverNotTheApps(let popover, let owner):
            return "popover '\(popover)' belongs to its \(owner == .actionSheet ? "action sheet" : "search display controller"), not to the app"
        case .splitAsPopoverContent(let controller):
            return "'\(controller)' is a split view controller: it must be the window's root, not a popover's content"
        case .emptyPopoverId: return "a popover controller needs a non-empty id"
        case .idInUse(let id): return "id '\(id)' is already in use in the scene"
        case .noArrowDirections: return "the permitted arrow directions must not be empty"
        case .marginsOutOfRange: return "layout margins must be finite and within 0...\(Int(PopoverRules.maximumMargin)) pt"
        case .invalidRect: return "the rect must be finite, within \(limit) pt, with no negative size"
        case .contentSizeOutOfRange: return "a content size must be finite, not negative and within \(limit) pt"
        case .searchResultsPassthrough(let popover):
            return "the search results popover '\(popover)' belongs to its search display controller: its passthrough views cannot be set"
        case .popoverSegueWithoutAnchor(let segue):
            return "popover segue '\(segue)' has no anchor: give it one in the document or perform it from a tap"
        case .actionSheetShowing(let sheet): return "action sheet '\(sheet)' is already showing"
        case .noSuchButton(let sheet, let index, let count): return "action sheet '\(sheet)' has no button \(index) (0 to \(count - 1), or -1)"
        case .notInTabBar(let owner): return "'\(owner)' is not in a tab bar controller"
        case .notInPopover(let owner): return "'\(owner)' is not in a popover"
        case .notInNavigation(let owner): return "'\(owner)' is not in a navigation controller"
        case .notContainerChild(let child, let container):
            return "'\(child)' is not one of the children container view controller '\(container)' may hold (section 8.4)"
        case .alreadyChild(let child, let container): return "'\(child)' is already a child view controller of '\(container)'"
        case .notShownChild(let child, let container): return "'\(child)' is not a child view controller of '\(container)' now"
        case .transitionToShownChild(let child, let container):
            return "'\(child)' is already a child view controller of '\(container)': a transition goes to a child not shown"
        case .customSegueOutsideContainer(let segue):
            return
                "custom segue '\(segue)' needs its source to be a child of a container view controller (its perform transitions between the container's children)"
        case .alreadyInBackground: return "the app is already in the background"
        case .notInBackground: return "the app is not in the background"
        case .touchInBackground: return "the app is in the background: touches do not reach it"
        case .pointOutsideScreen(let point, let screen): return "point \(point) is outside the screen \(screen)"
        case .offsetOutsideNode(let node, let offset, let size): return "offset \(offset) is outside node '\(node)' (\(size))"
        case .takesNoText(let view, let kind):
            return "'\(view)' is a \(kind.rawValue): only a textField, textView or searchBar becomes first responder"
        case .notOnScreen(let view): return "'\(view)' is not on screen"
        case .noFirstResponder: return "nothing is first responder: tap a text field, text view or search bar first"
        case .typedTextTooLong: return "typed text is limited to \(Self.typedTextLimit) characters at a time"
        case .noSearchDisplay(let searchBar): return "search bar '\(searchBar)' has no search display controller"
        case .itemNotInNavigationItem(let item, let controller):
            return "item '\(item)' is not declared in the navigation item of '\(controller)' (leftItems, rightItems or spareItems)"
        case .itemSetTwice(let item, let controller): return "item '\(item)' is set twice on the navigation item of '\(controller)'"
        }
    }

    /// The id the error is about (the `id` of the error's data), if any.
    public var subjectId: String? {
        switch self {
        case .popoverRecordedUnderOtherId(let id, _), .invalidPopover(let id, _), .invalidControllerPopoverSize(let id), .emptyStack(let id),
            .inTwoPlaces(let id, _), .splitNeedsTwoChildren(let id), .containsItself(let id), .containerCannotShow(let id, _),
            .masterShownAsPane(let id), .selectedIndexOutOfRange(let id, _, _), .shownSideNotMasterOrSide(let id, _), .sideShownTwice(let id),
            .alreadyPresenting(let id, _), .popoverShowsOtherContent(let id, _, _), .popoverShownTwice(let id), .popoverPermitsNoArrow(let id),
            .popoverInvalidContentSize(let id), .presentsTwo(let id), .presenterHasParent(let id), .offsetOutsideNode(let id, _, _):
            return id
        case .noMasterItem(let id, _), .splitNotOnScreen(let id), .sideShownAsPane(let id), .masterShown(let id), .replaceSegueOutsideSplit(let id),
            .splitHasNoDetail(let id), .splitPointOutOfRange(let id, _), .splitPointOutside(let id, _, _, _):
            return id
        case .popRoot(_, let id), .stackWithoutRoot(let id), .isWindowRoot(let id), .alreadyHasParent(let id, _), .presentedModally(let id),
            .wouldContainItself(let id), .notPartOfModal(let id), .tabIndexOutOfRange(let id, _, _), .noSuchTab(let id, _),
            .noFurtherPage(let id, _), .pageIndexOutOfRange(let id, _, _):
            return id
        case .popoverNotTheApps(let id, _), .splitAsPopoverContent(let id), .idInUse(let id), .contentSizeOutOfRange(let id),
            .searchResultsPassthrough(let id), .popoverSegueWithoutAnchor(let id), .actionSheetShowing(let id), .noSuchButton(let id, _, _):
            return id
        case .noArrowDirections(let id), .marginsOutOfRange(let id):
            return id
        case .notInTabBar(let id), .notInPopover(let id), .notInNavigation(let id), .notContainerChild(let id, _), .alreadyChild(let id, _),
            .notShownChild(let id, _), .transitionToShownChild(let id, _), .customSegueOutsideContainer(let id), .takesNoText(let id, _),
            .notOnScreen(let id), .noSearchDisplay(let id), .itemNotInNavigationItem(let id, _), .itemSetTwice(let id, _):
            return id
        case .snapshotSplitPointOutOfRange, .emptyPopoverId, .invalidRect, .alreadyInBackground, .notInBackground, .touchInBackground,
            .pointOutsideScreen, .noFirstResponder, .typedTextTooLong:
            return nil
        }
    }

    /// The rule of the reference's rule list the refusal follows (`NAV-01`, `SPL-12` ...), if one
    /// does.
    public var ruleId: String? {
        switch self {
        case .invalidPopover(_, let problem): return problem.ruleId
        case .emptyStack, .popRoot, .stackWithoutRoot: return "NAV-01"
        case .alreadyPresenting, .presentsTwo, .notPartOfModal: return "MOD-01"
        case .presenterHasParent: return "MOD-03"
        case .containerCannotShow: return "CNT-01"
        case .notContainerChild, .alreadyChild, .notShownChild, .transitionToShownChild: return "CNT-02"
        case .customSegueOutsideContainer: return "CNT-03"
        case .splitNeedsTwoChildren: return "SPL-01"
        case .masterShown: return "SPL-02"
        case .splitAsPopoverContent: return "SPL-03"
        case .masterShownAsPane, .shownSideNotMasterOrSide, .sideShownTwice, .splitNotOnScreen: return "SPL-07"
        case .replaceSegueOutsideSplit, .splitHasNoDetail: return "SPL-11"
        case .noMasterItem: return "SPL-12"
        case .snapshotSplitPointOutOfRange, .splitPointOutOfRange, .splitPointOutside: return "SVC-03"
        case .sideShownAsPane: return "SVC-06"
        case .tabIndexOutOfRange, .noSuchTab, .notInTabBar: return "TAB-01"
        case .noFurtherPage, .pageIndexOutOfRange: return "TAB-02"
        case .emptyPopoverId: return "POP-01"
        case .invalidControllerPopoverSize: return "POP-02"
        case .popoverInvalidContentSize: return "POP-04"
        case .contentSizeOutOfRange: return "POP-05"
        case .invalidRect: return "POP-09"
        case .noArrowDirections, .popoverPermitsNoArrow: return "POP-10"
        case .marginsOutOfRange: return "POP-11"
        case .popoverSegueWithoutAnchor: return "POP-25"
        case .popoverNotTheApps, .searchResultsPassthrough, .noSearchDisplay: return "POP-26"
        case .alreadyInBackground, .notInBackground, .touchInBackground: return "ROT-04"
        case .itemNotInNavigationItem, .itemSetTwice: return "NAV-08"
        case .inTwoPlaces, .containsItself, .selectedIndexOutOfRange, .isWindowRoot, .alreadyHasParent, .presentedModally, .wouldContainItself,
            .idInUse, .actionSheetShowing, .noSuchButton, .notInPopover, .notInNavigation, .pointOutsideScreen, .offsetOutsideNode, .takesNoText,
            .notOnScreen,
            .noFirstResponder, .typedTextTooLong, .popoverRecordedUnderOtherId, .popoverShownTwice, .popoverShowsOtherContent:
            return nil
        }
    }
}
