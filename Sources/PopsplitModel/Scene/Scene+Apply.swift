/// Dispatches a command to the extension that implements it.
extension Scene {
    /// Performs `command` on this (scratch) copy; ``apply(_:answers:)`` keeps it only when done.
    mutating func perform(_ command: SceneCommand, answers: DelegateAnswers) throws(ModelError) -> CommandOutcome {
        switch command {
        case .rotate(let to, let animated):
            return rotate(to: to, animated: animated, answers: answers)
        case .enterBackground:
            return try enterBackground()
        case .enterForeground:
            return try enterForeground()
        case .push(let nav, let controller, let animated):
            return try push(controller, on: nav, animated: animated).outcome
        case .pop(let nav, let animated):
            return try pop(nav, animated: animated).outcome
        case .popToRoot(let nav, let animated):
            return try popToRoot(nav, animated: animated).outcome
        case .setStack(let nav, let controllers, let animated):
            return try setStack(nav, controllers: controllers, animated: animated).outcome
        case .selectTab(let tabBar, let index):
            return try selectTab(tabBar, index: index).outcome
        case .turnPage(let pageView, let forward):
            return try turnPage(pageView, forward: forward).outcome
        case .jumpToPage(let pageView, let index):
            return try jumpToPage(pageView, index: index).outcome
        case .presentModal(let presenter, let controller, let style, let transition, let animated):
            return try presentModal(controller, from: presenter, style: style, transition: transition, animated: animated).outcome
        case .dismissModal(let controller, let animated):
            return try dismissModal(controller, animated: animated).outcome
        case .performSegue(let id):
            return try performSegue(id).outcome
        case .tap(let target):
            return try tap(at: try point(of: target), answers: answers)
        case .swipe(let target, let direction):
            return try swipe(from: try point(of: target), direction: direction)
        case .createPopover(let popover):
            return try createPopover(popover).outcome
        case .presentPopover(let popover, let source, let arrows, let animated):
            try checkAppOwns(popover)
            return try presentPopover(popover, from: source, arrows: arrows, animated: animated).outcome
        case .dismissPopover(let popover, let animated):
            try checkAppOwns(popover)
            return try dismissPopover(popover, animated: animated, byUser: false).outcome
        case .setPassthroughViews(let popover, let views):
            return try setPassthroughViews(popover, views: views).outcome
        case .setPopoverContentSize(let popover, let size, let animated):
            try checkAppOwns(popover)
            return try setPopoverContentSize(popover, size: size, animated: animated).outcome
        case .setPopoverContent(let popover, let controller, let animated):
            try checkAppOwns(popover)
            return try setPopoverContent(popover, controller: controller, animated: animated).outcome
        case .setPopoverLayoutMargins(let popover, let margins):
            try checkAppOwns(popover)
            return try setPopoverLayoutMargins(popover, margins: margins).outcome
        case .releasePopover(let popover):
            try checkAppOwns(popover)
            return try releasePopover(popover).outcome
        case .setContentSizeForViewInPopover(let controller, let size):
            return try setContentSizeForViewInPopover(controller, size: size).outcome
        case .setItemEnabled(let item, let enabled):
            return try setItemEnabled(item, enabled: enabled).outcome
        case .setNavigationItems(let controller, let side, let items):
            return try setNavigationItems(controller, side: side, items: items).outcome
        case .setModalInPopover(let controller, let modal):
            return try setModalInPopover(controller, modal: modal).outcome
        case .showKeyboard(let view):
            return try showKeyboard(responder: view).outcome
        case .hideKeyboard:
            return hideKeyboard().outcome
        case .setInCallStatusBar(let visible):
            return setInCallStatusBar(visible).outcome
        case .toggleSplitMaster(let split, let animated):
            return try toggleSplitMaster(split, animated: animated).outcome
        case .addChild(let container, let controller):
            return try addChild(controller, to: container).outcome
        case .removeChild(let container, let controller):
            return try removeChild(controller, from: container).outcome
        case .transitionChild(let container, let from, let to, let animated):
            return try transitionChild(from: from, to: to, in: container, animated: animated).outcome
        case .drag(let from, let to):
            return try drag(from: from, to: to, answers: answers)
        case .setSplitPoint(let split, let point, let landscape, let animated):
            return try setSplitPoint(split, point: point, landscape: landscape, animated: animated).outcome
        case .typeText(let text):
            return try typeText(text).outcome
        case .clearSearch(let searchBar):
            return try clearSearch(searchBar).outcome
        case .showSearchResults(let searchBar):
            return try showSearchResults(searchBar).outcome
        case .showActionSheet(let id, let source, let animated):
            return try showActionSheet(id, from: source, animated: animated).outcome
        case .dismissActionSheet(let id, let buttonIndex, let animated):
            return try dismissActionSheet(id, buttonIndex: buttonIndex, clicked: false, animated: animated).outcome
        }
    }
}
