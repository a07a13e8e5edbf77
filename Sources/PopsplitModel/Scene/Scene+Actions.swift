/// The target-actions a tap fires (``ActionSpec``), run from the controller that owns the tapped
/// view or item.
extension Scene {
    /// Runs `action` for `sender` (a view or item id) owned by controller `owner`.
    /// Returns the action's name (`push`, `pop`, `popToRoot`, `present`, `dismiss`, `segue`,
    /// `selectTab`, `custom`) and its step.
    mutating func perform(_ action: ActionSpec, owner: String, sender: String) throws(ModelError) -> (action: TapAction, step: Step) {
        switch action {
        case .push(let controller):
            return (.push, try push(controller, on: try navigationController(of: owner), animated: true))
        case .pop:
            return (.pop, try pop(try navigationController(of: owner), animated: true))
        case .popToRoot:
            return (.popToRoot, try popToRoot(try navigationController(of: owner), animated: true))
        case .present(let controller, let style, let transition):
            return (.present, try presentModal(controller, from: owner, style: style, transition: transition, animated: true))
        case .dismiss:
            return (.dismiss, try dismissModal(owner, animated: true))
        case .segue(let id):
            return (.segue, try performSegue(id, sender: sender))
        case .selectTab(let i):
            guard let tab = hierarchy.nearest(.tabBar, above: owner) else {
                throw ModelError.state(.notInTabBar(owner: owner))
            }
            return (.selectTab, try selectTab(tab, index: i))
        case .presentPopover(let popover, let arrows):
            let source = popoverSource(sender)
            return (.presentPopover, try presentPopover(popover, from: source, arrows: arrows, animated: true))
        case .dismissPopover:
            guard let popover = enclosingPopover(of: owner) else {
                throw ModelError.state(.notInPopover(owner: owner))
            }
            return (.dismissPopover, try dismissPopover(popover, animated: true, byUser: false))
        case .showActionSheet(let id):
            let source = popoverSource(sender)
            return (.showActionSheet, try showActionSheet(id, from: source, animated: true))
        case .setItemEnabled(let item, let enabled):  // POP-35
            return (enabled ? .enableItem : .disableItem, try setItemEnabled(item, enabled: enabled))
        case .custom(let name):
            let event = SceneEvent(.action, target: owner, fields: [Field(.name, .string(name)), Field(.sender, .string(sender))])
            return (.custom, Step(events: [event], result: [Field(.name, .string(name))]))
        }
    }

    /// The popover controller whose content holds controller `id` (its layer's root), if any.
    func enclosingPopover(of id: String) -> String? {
        hierarchy.enclosingPresentation(of: id)?.popover?.popover
    }

    /// The owner's navigation controller (UIKit's `navigationController`: nearest ancestor).
    func navigationController(of owner: String) throws(ModelError) -> String {
        guard let nav = hierarchy.nearest(.navigation, above: owner) else {
            throw ModelError.state(.notInNavigation(owner: owner))
        }
        return nav
    }
}
