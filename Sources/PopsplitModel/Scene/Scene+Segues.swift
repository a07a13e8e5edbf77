/// Storyboard segues: push and modal now; popover and replace come with popovers and split views.
extension Scene {
    /// UIKit's text when a push segue's source is not in a navigation controller.
    static func pushSegueText(_ id: String) -> String {
        "Could not find a navigation controller for segue '\(id)'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
    }

    /// Performs segue `id`: `prepareForSegue:sender:` to the source, then the push (on the source's
    /// navigation controller) or the modal presentation, animated. Result: `segue`, `kind`, then the
    /// push's or presentation's result.
    mutating func performSegue(_ id: String) throws(ModelError) -> Step {
        guard let segue = index.segues[id] else { throw ModelError.unknown(id, "segue") }
        var step: Step
        switch segue.kind {
        case .push:
            guard let nav = hierarchy.nearest(.navigation, above: segue.source) else {
                throw ModelError.uikit(Scene.pushSegueText(id), exception: "NSGenericException")
            }
            step = try push(segue.destination, on: nav, animated: true)
        case .modal:
            step = try presentModal(segue.destination, from: segue.source, style: segue.style,
                                    transition: segue.transition, animated: true)
        case .popover, .replace:
            throw ModelError.state("\(segue.kind.rawValue) segues are not supported yet", id: id)
        }
        step.events.insert(SceneEvent("prepareForSegue:sender:", target: segue.source, fields: [
            Field("segue", .string(id)), Field("destinationViewController", .string(segue.destination)),
        ]), at: 0)
        step.result = [Field("segue", .string(id)), Field("kind", .string(segue.kind.rawValue))] + step.result
        return step
    }
}
