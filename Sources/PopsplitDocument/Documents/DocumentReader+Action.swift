import PopsplitJSON
import PopsplitModel

/// Actions: exactly one verb, plus `style` and `transition` with `present`.
extension DocumentReader {
    /// Reads an action object; its controller and segue ids are checked after the whole document.
    func action(_ value: JSONValue, at path: DocumentPath) -> ActionSpec? {
        guard value.objectValue != nil else {
            report(.wrongType, at: path, DocumentMessage.expected("an object such as {\"push\": \"detail\"}", got: value))
            return nil
        }
        guard let object = object(value, at: path, shape: .action) else { return nil }
        let verbs = object.keys.compactMap(ActionVerb.init(rawValue:))
        guard let verb = verbs.first else {
            report(.missingKey, at: path, "an action needs exactly one of \(ActionVerb.listed)")
            return nil
        }
        for extra in verbs.dropFirst() {
            report(
                .conflictingKeys, at: path.appending(extra.rawValue), target: .key,
                "an action has exactly one of \(ActionVerb.listed); \(DocumentPath.quoted(extra.rawValue)) "
                    + "comes after \(DocumentPath.quoted(verb.rawValue))")
        }
        forbid(object, at: path, keysOf: SceneDocumentFormat.action) { $0.excludes(verb) }
        return action(verb, object, at: path)
    }

    /// The action for `verb`, read from its member (and `style`, `transition` for `present`).
    private func action(_ verb: ActionVerb, _ object: JSONObject, at path: DocumentPath) -> ActionSpec? {
        let key = verb.rawValue
        switch verb {
        case .push:
            return reference(object, verb, at: path).map { .push(controller: $0) }
        case .present:
            let target = reference(object, verb, at: path)
            let style = name(object, "style", at: path, as: PresentationStyle.self, what: "presentation style")
            let transition = name(object, "transition", at: path, as: TransitionStyle.self, what: "transition style")
            return target.map { .present(controller: $0, style: style ?? .fullScreen, transition: transition ?? .coverVertical) }
        case .segue:
            return reference(object, verb, at: path).map { .segue(id: $0) }
        case .custom:
            return string(object, key, at: path, nonEmpty: true).map { .custom(name: $0) }
        case .selectTab:
            return object[key].flatMap { index($0, at: path.appending(key)) }.map { .selectTab(index: $0) }
        case .pop:
            return flag(object, key, at: path) ? .pop : nil
        case .popToRoot:
            return flag(object, key, at: path) ? .popToRoot : nil
        case .dismiss:
            return flag(object, key, at: path) ? .dismiss : nil
        case .presentPopover:
            let arrows = arrows(object, at: path)
            return reference(object, verb, at: path).map { .presentPopover(popover: $0, arrows: arrows) }
        case .dismissPopover:
            return flag(object, key, at: path) ? .dismissPopover : nil
        case .showActionSheet:
            return reference(object, verb, at: path).map { .showActionSheet(id: $0) }
        case .enableItem, .disableItem:
            return reference(object, verb, at: path).map { .setItemEnabled(item: $0, enabled: verb == .enableItem) }
        }
    }

    /// A non-empty id in the member of `verb`, recorded as a reference of the kind the verb
    /// names (``ActionVerb/referenceExpected``).
    private func reference(_ object: JSONObject, _ verb: ActionVerb, at path: DocumentPath) -> String? {
        guard let id = string(object, verb.rawValue, at: path, nonEmpty: true) else { return nil }
        if let expected = verb.referenceExpected { refer(to: id, at: path.appending(verb.rawValue), expecting: expected) }
        return id
    }

    /// Whether member `key` is `true`, the only value a verb without argument takes.
    private func flag(_ object: JSONObject, _ key: String, at path: DocumentPath) -> Bool {
        guard let value = object[key] else { return false }
        guard let bool = value.boolValue else {
            report(.wrongType, at: path.appending(key), DocumentMessage.expected("true", got: value))
            return false
        }
        if !bool {
            report(.invalidValue, at: path.appending(key), "\(DocumentPath.quoted(key)) must be true (leave out the action to do nothing)")
        }
        return bool
    }
}
