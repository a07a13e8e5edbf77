import PopsplitJSON

/// Ids: read and recorded as they are met, checked when the whole document is read.
extension DocumentReader {
    /// The `id` of the object at `path` (a non-empty string), recorded for the duplicate check.
    /// Without an `id` member, `derived` is used and recorded at the object itself; when
    /// `derived` is `nil` the id is required and its absence is reported (`nil` comes back).
    func declareId(
        _ object: JSONObject, at path: DocumentPath, owner: IdDeclaration.Owner, derived: String?
    ) -> String? {
        guard object["id"] != nil else {
            guard let derived else {
                report(.missingKey, at: path, DocumentMessage.missingKey("id", "\(owner.name) needs an id, unique in the document"))
                return nil
            }
            declarations.append(IdDeclaration(id: derived, owner: owner, path: path, objectPath: path))
            return derived
        }
        guard let id = string(object, "id", at: path, nonEmpty: true) else { return nil }
        declarations.append(IdDeclaration(id: id, owner: owner, path: path.appending("id"), objectPath: path))
        return id
    }

    /// Records a use of `id` at `path`, checked once the whole document is read.
    func refer(to id: String, at path: DocumentPath, expecting expected: IdReference.Expected) {
        references.append(IdReference(id: id, expected: expected, path: path))
    }

    /// Reports every id used more than once, at each place it appears, naming the other places.
    func checkDuplicateIds() {
        var places: [String: [IdDeclaration]] = [:]
        var order: [String] = []
        for declaration in declarations {
            if places[declaration.id] == nil { order.append(declaration.id) }
            places[declaration.id, default: []].append(declaration)
        }
        for id in order {
            guard let group = places[id], group.count > 1 else { continue }
            for (i, declaration) in group.enumerated() {
                let others = group.enumerated().filter { $0.offset != i }.map { "\($0.element.path)" }
                report(
                    .duplicateId, at: declaration.path,
                    "duplicate id \(DocumentPath.quoted(id)) (also at \(others.joined(separator: ", ")))")
            }
        }
    }

    /// Reports every reference to an id that names nothing, or names the wrong kind of thing.
    func checkReferences() {
        var firstDeclaration: [String: IdDeclaration] = [:]
        for declaration in declarations where firstDeclaration[declaration.id] == nil {
            firstDeclaration[declaration.id] = declaration
        }
        for reference in references {
            // A passthrough view may be a bar popsplit adds (`nav.navigationBar`, `nav.toolbar`, `tabs.tabBar`).
            if reference.expected == .passthrough, firstDeclaration[reference.id] == nil,
                reference.id.hasSuffix(".navigationBar") || reference.id.hasSuffix(".toolbar") || reference.id.hasSuffix(".tabBar"),
                reservedIds[reference.id] != nil
            {
                continue
            }
            if let message = problem(with: reference, declared: firstDeclaration[reference.id]) {
                report(.unknownReference, at: reference.path, message)
            }
        }
    }

    /// What is wrong with `reference` given the declaration its id names, or `nil` when nothing.
    private func problem(with reference: IdReference, declared: IdDeclaration?) -> String? {
        let quoted = DocumentPath.quoted(reference.id)
        guard let declared else {
            let candidates = declarations.filter { reference.expected.accepts($0.owner) }.map(\.id)
            var text = "no \(reference.expected.noun) has id \(quoted)"
            if let suggestion = NameSuggestion.closest(to: reference.id, among: candidates) {
                text += " (did you mean \(DocumentPath.quoted(suggestion))?)"
            }
            return text
        }
        if reference.expected.accepts(declared.owner) { return nil }
        if reference.expected == .detachedController, declared.owner == .controller(detached: false), reference.path.description.hasSuffix(".content") {
            return "controller \(quoted) is already in the scene at \(declared.objectPath); "
                + "a popover's content must be the root of its own hierarchy: a controller listed in \"controllers\""
        }
        if reference.expected == .detachedController, declared.owner == .controller(detached: false) {
            return "controller \(quoted) is already in the scene at \(declared.objectPath); "
                + "push, present and segue destinations take a controller listed in \"controllers\""
        }
        return "\(quoted) is \(declared.owner.name), not a \(reference.expected.noun)"
    }
}
