/// Dispatches a command to the extension that implements it.
extension Scene {
    /// Performs `command` on this (scratch) copy; ``apply(_:answers:)`` keeps it only when done.
    mutating func perform(_ command: SceneCommand, answers: DelegateAnswers) throws(ModelError) -> CommandOutcome {
        switch command {
        case .rotate(let to, let animated):
            return rotate(to: to, animated: animated)
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
        case .tap(let point):
            return try tap(at: point, answers: answers)
        case .swipe(let point, let direction):
            return try swipe(from: point, direction: direction)
        }
    }
}
