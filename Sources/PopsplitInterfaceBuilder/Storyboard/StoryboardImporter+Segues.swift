import PopsplitDocument
import PopsplitJSON
import PopsplitModel

extension StoryboardImporter {
    /// The segues as the scene document's `segues`, in document order.
    mutating func seguesJSON() -> [JSONValue] {
        var values: [JSONValue] = []
        for segue in segues {
            guard let destination = controllerIndex[segue.destination] else {
                log.report(
                    .warning, .unknownReference, at: segue.element,
                    "segue \(segue.id) leads to \(segue.destination), which is not a controller of the file: left out")
                continue
            }
            log.declare(segue.id, at: segue.element)
            var object = JSONObject()
            object["id"] = .string(segue.id)
            var kind = segue.kind
            if kind == .custom {
                let name = segue.element.attribute("customClass") ?? ""
                if KnownClass.isPopoverSegue(name) {
                    kind = .popover
                } else {
                    kind = .modal
                    log.report(
                        .warning, .defaulted, at: segue.element,
                        "custom segue \(segue.id) of class \(name.isEmpty ? "(none)" : name) is not one popsplit knows: played as a modal presentation")
                }
            }
            object["kind"] = .string(kind.rawValue)
            object["source"] = .string(controllers[segue.source].id)
            object["destination"] = .string(controllers[destination].id)
            switch kind {
            case .modal:
                // Interface Builder spells the styles as UIKit's constants, as the scene document does.
                if let style = controllers[destination].element.attribute("modalPresentationStyle").flatMap(PresentationStyle.init(rawValue:)) {
                    object["style"] = .string(style.rawValue)
                }
                if let transition = segue.element.attribute("modalTransitionStyle").flatMap(TransitionStyle.init(rawValue:)) {
                    object["transition"] = .string(transition.rawValue)
                }
            case .popover:
                if let anchor = segue.element.attribute("popoverAnchorBarButtonItem") ?? segue.element.attribute("popoverAnchorView") {
                    object["anchor"] = .string(anchor)
                }
                if let arrows = arrows(of: segue.element) { object["arrows"] = arrows }
            case .replace:
                object["replaces"] = .string(segue.element.attribute("splitViewControllerTargetIndex") == "0" ? "master" : "detail")
            case .push, .relationship, .unwind, .embed, .custom:
                break
            }
            values.append(.object(object))
        }
        return values
    }

    /// A popover segue's permitted arrow directions: `"any"` when all four (or none is said),
    /// else those set, in the order up, down, left, right.
    private mutating func arrows(of segue: XMLElement) -> JSONValue? {
        guard let element = segue.children.first(where: { $0.name == "popoverArrowDirection" }) else { return nil }
        log.carry(element)
        let set = ["up", "down", "left", "right"].filter { element.flag($0) }
        guard !set.isEmpty, set.count < 4 else { return .string("any") }
        return .array(set.map { .string($0) })
    }
}
