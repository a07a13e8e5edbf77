import PopsplitJSON
import PopsplitModel

/// Segues.
extension DocumentReader {
    /// Reads a segue: id, kind, source and destination required; `style` and `transition` only
    /// for modal segues, `anchor` only for popover segues.
    func segue(_ value: JSONValue, at path: DocumentPath) -> SegueSpec? {
        guard let object = object(value, at: path, shape: .segue) else { return nil }
        let id = declareId(object, at: path, owner: .segue, derived: nil)
        var kind: SegueSpec.Kind?
        if require(object, "kind", at: path, "a segue needs its kind: push, modal, popover, replace or custom") {
            kind = name(object, "kind", at: path, as: SegueSpec.Kind.self, what: "segue kind")
        }
        let source = end(object, "source", at: path, expecting: .controller, "a segue needs its source controller's id")
        // CNT-03: a custom segue goes to another child of its source's container.
        let destination =
            kind == .custom
            ? end(object, "destination", at: path, expecting: .controller, "a custom segue needs its destination: another child of its source's container")
            : end(
                object, "destination", at: path, expecting: .detachedController,
                "a segue needs its destination: the id of a controller listed in \"controllers\"")
        let style = name(object, "style", at: path, as: PresentationStyle.self, what: "presentation style")
        let transition = name(object, "transition", at: path, as: TransitionStyle.self, what: "transition style")
        var anchor: String?
        if let id = string(object, "anchor", at: path, nonEmpty: true) {
            anchor = id
            // A misplaced anchor is reported once, as misplaced, not also as a bad reference.
            if kind == nil || kind == .popover { refer(to: id, at: path.appending("anchor"), expecting: .anchor) }
        }
        if let kind { forbid(object, at: path, keysOf: SceneDocumentFormat.segue) { $0.excludes(kind) } }
        let replaces = name(object, "replaces", at: path, as: SplitChild.self, what: "split view child") ?? .detail
        guard let id, let kind, let source, let destination else { return nil }
        return SegueSpec(
            id: id, kind: kind, source: source, destination: destination, style: style ?? .fullScreen,
            transition: transition ?? .coverVertical, anchor: anchor, arrows: kind == .popover ? arrows(object, at: path) : ArrowDirection.any,
            replaces: replaces)
    }

    /// A required controller id at member `key`, recorded as a reference.
    private func end(
        _ object: JSONObject, _ key: String, at path: DocumentPath, expecting expected: IdReference.Expected, _ why: String
    ) -> String? {
        guard require(object, key, at: path, why), let id = string(object, key, at: path, nonEmpty: true) else { return nil }
        refer(to: id, at: path.appending(key), expecting: expected)
        return id
    }
}
