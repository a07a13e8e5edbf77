/// The message, the id and the rule of a document problem, rendered from its data.
extension InvalidDocumentReason {
    /// The message a person reads.
    public var message: String {
        let limit = Int(GeometryLimits.maxMagnitude)
        switch self {
        case .emptyId(let kind): return "a \(kind.displayName) has an empty id"
        case .duplicateId(let id): return "duplicate id '\(id)'"
        case .reservedId(let id): return "id '\(id)' is reserved for chrome the model adds"
        case .unknownReference(let owner, let id, let kind): return "'\(owner)' refers to an unknown \(kind.displayName) '\(id)'"
        case .negativeTabIndex(let owner): return "'\(owner)' selects a negative tab index"
        case .segueUnknownController(let segue, let controller): return "segue '\(segue)' refers to an unknown controller '\(controller)'"
        case .segueUnknownAnchor(let segue, let anchor): return "segue '\(segue)' is anchored to an unknown view or item '\(anchor)'"
        case .noOrientation(let controller): return "controller '\(controller)' supports no orientation"
        case .controllerPopoverSizeOutOfRange(let controller):
            return "controller '\(controller)' has a popover content size that is negative, not finite or beyond \(limit) pt"
        case .childCount(let controller, let type, let count): return "controller '\(controller)': \(type.childrenRule), has \(count)"
        case .viewsOfItsOwn(let controller, let type): return "\(type.displayName) controller '\(controller)' cannot have views of its own"
        case .splitInSplit(let split, let nested): return "split view controller '\(split)' cannot hold split view controller '\(nested)'"
        case .splitNotRoot(_, let split):
            return "'\(split)' is a split view controller: it must be the window's root (\(UIKitExceptionReason.splitPushed.message))"
        case .navigationInNavigation(let navigation, let nested):
            return "navigation controller '\(navigation)' cannot hold navigation controller '\(nested)' (\(UIKitExceptionReason.pushNavigation.message))"
        case .selectedIndexPastChildren(let controller, let index, let count):
            return "controller '\(controller)': \(ControllerType.selectedIndexProblem(index, childCount: count) ?? "selectedIndex \(index)")"
        case .childFrameCount(let container, let frames, let children):
            return "container view controller '\(container)' has \(frames) child frames for \(children) children: one per child"
        case .childFrameOutOfRange(let container):
            return "container view controller '\(container)' has a child frame that is negative, not finite or beyond \(limit) pt"
        case .showsNonChild(let container, let child): return "container view controller '\(container)' shows '\(child)', which is not one of its children"
        case .showsChildTwice(let container, let child): return "container view controller '\(container)' shows '\(child)' twice"
        case .splitterWidthOutOfRange(let split):
            return "versatile split view controller '\(split)' has a splitter width below 0, not finite or beyond \(limit) pt"
        case .minimumPaneSizeOutOfRange(let split):
            return "versatile split view controller '\(split)' has a minimum pane size below 0, not finite or beyond \(limit) pt"
        case .splitPointOutOfRange(let split):
            return "versatile split view controller '\(split)' has a split point below 0, not finite or beyond \(limit) pt"
        case .sideViewOffAxis(let split, let axis, let position):
            let sides = axis == .vertical ? "left or right" : "top or bottom"
            return "versatile split view controller '\(split)' splits \(axis.rawValue)ly: its side view goes \(sides), not \(position.rawValue)"
        case .masterButtonNotInToolbar(let split, let toolbar):
            return "split view controller '\(split)' puts its bar button item into '\(toolbar)', which is not a toolbar view"
        case .masterButtonIndexOutOfRange(let split, let toolbar, let index, let count):
            return "split view controller '\(split)' puts its bar button item at index \(index) of toolbar '\(toolbar)', which has \(count) items"
        case .toolbarHoldsTwoMasterButtons(_, let toolbar): return "toolbar '\(toolbar)' already holds another split view controller's bar button item"
        case .viewFrameOutOfRange(let view): return "view '\(view)' has a frame that is negative in size, not finite or beyond \(limit) pt"
        case .itemsInNonBar(let view, let kind): return "view '\(view)' of kind \(kind.rawValue) cannot hold bar button items"
        case .searchDisplayOnNonSearchBar(let view, let kind): return "view '\(view)' of kind \(kind.rawValue) cannot have a search display controller"
        case .unknownSystemItem(let item, let name): return "bar button item '\(item)' has an unknown system item '\(name)'"
        case .itemWidthOutOfRange(let item): return "bar button item '\(item)' has a width that is negative, not finite or beyond \(limit) pt"
        case .unknownPopoverContent(let popover, let content): return "popover '\(popover)' has an unknown content controller '\(content)'"
        case .popoverContentSizeOutOfRange(let popover):
            return "popover '\(popover)' has a content size that is negative, not finite or beyond \(limit) pt"
        case .popoverMarginsOutOfRange(let popover):
            return "popover '\(popover)' has layout margins that are negative, not finite or beyond \(Int(PopoverRules.maximumMargin)) pt"
        case .popoverMetricsOutOfRange(let popover):
            return "popover '\(popover)' has background metrics that are negative, not finite or beyond \(Int(PopoverRules.maximumMetric)) pt"
        case .unknownPassthroughView(let popover, let view): return "popover '\(popover)' lists an unknown passthrough view '\(view)'"
        case .actionSheetButtonCount(let sheet): return "action sheet '\(sheet)' needs 1 to 100 buttons"
        case .actionSheetNoButton(let sheet, let index): return "action sheet '\(sheet)' has no button \(index)"
        }
    }

    /// The id the error is about (the `id` of the error's data), if any.
    public var subjectId: String? {
        switch self {
        case .emptyId: return nil
        case .duplicateId(let id), .reservedId(let id), .unknownReference(let id, _, _), .negativeTabIndex(let id), .segueUnknownController(let id, _),
            .segueUnknownAnchor(let id, _):
            return id
        case .noOrientation(let id), .controllerPopoverSizeOutOfRange(let id), .childCount(let id, _, _), .viewsOfItsOwn(let id, _),
            .splitInSplit(let id, _), .splitNotRoot(let id, _), .navigationInNavigation(let id, _), .selectedIndexPastChildren(let id, _, _),
            .childFrameCount(let id, _, _), .childFrameOutOfRange(let id), .showsNonChild(let id, _), .showsChildTwice(let id, _),
            .splitterWidthOutOfRange(let id), .minimumPaneSizeOutOfRange(let id), .splitPointOutOfRange(let id), .sideViewOffAxis(let id, _, _),
            .masterButtonNotInToolbar(let id, _), .masterButtonIndexOutOfRange(let id, _, _, _), .toolbarHoldsTwoMasterButtons(let id, _):
            return id
        case .viewFrameOutOfRange(let id), .itemsInNonBar(let id, _), .searchDisplayOnNonSearchBar(let id, _), .unknownSystemItem(let id, _),
            .itemWidthOutOfRange(let id):
            return id
        case .unknownPopoverContent(let id, _), .popoverContentSizeOutOfRange(let id), .popoverMarginsOutOfRange(let id),
            .popoverMetricsOutOfRange(let id), .unknownPassthroughView(let id, _), .actionSheetButtonCount(let id), .actionSheetNoButton(let id, _):
            return id
        }
    }

    /// The rule of the reference's rule list the problem breaks (`SPL-03`, `POP-11` ...), if one
    /// does.
    public var ruleId: String? {
        switch self {
        case .splitInSplit, .splitNotRoot: return "SPL-03"
        case .masterButtonNotInToolbar, .masterButtonIndexOutOfRange, .toolbarHoldsTwoMasterButtons: return "SPL-13"
        case .navigationInNavigation: return "NAV-01"
        case .itemsInNonBar: return "NAV-03"
        case .selectedIndexPastChildren: return "TAB-01"
        case .childFrameCount, .childFrameOutOfRange, .showsNonChild, .showsChildTwice: return "CNT-01"
        case .splitterWidthOutOfRange, .minimumPaneSizeOutOfRange, .splitPointOutOfRange: return "SVC-03"
        case .sideViewOffAxis: return "SVC-04"
        case .noOrientation: return "ROT-02"
        case .unknownPopoverContent: return "POP-01"
        case .controllerPopoverSizeOutOfRange: return "POP-02"
        case .popoverContentSizeOutOfRange: return "POP-04"
        case .popoverMarginsOutOfRange: return "POP-11"
        case .popoverMetricsOutOfRange: return "POP-12"
        case .unknownPassthroughView: return "POP-17"
        case .searchDisplayOnNonSearchBar: return "POP-26"
        case .emptyId, .duplicateId, .reservedId, .unknownReference, .negativeTabIndex, .segueUnknownController, .segueUnknownAnchor, .childCount,
            .viewsOfItsOwn, .viewFrameOutOfRange, .unknownSystemItem, .itemWidthOutOfRange, .actionSheetButtonCount, .actionSheetNoButton:
            return nil
        }
    }
}
