import PopsplitJSON
import PopsplitSuggestion

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

    /// Reports every id used more than once, at each place it appears, naming the other places
    /// (at most ``duplicatePlacesListed`` of them, then how many more).
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
                report(.duplicateId, at: declaration.path, DocumentReader.duplicateMessage(id, group: group, except: i))
            }
        }
    }

    /// The work (``work``) after which unknown references get no more "did you mean" searches: a
    /// document whose many ids are long and alike cannot make the searches cost more than this
    ///. Ordinary documents never come near it.
    static let suggestionBudget = 2_000_000

    /// The most other places a duplicate-id diagnostic lists.
    static let duplicatePlacesListed = 3

    /// `duplicate id "detail" (also at $.controllers[0].id)`, naming the places of `group` other
    /// than its element `i`: the first ``duplicatePlacesListed``, then `and N more`.
    static func duplicateMessage(_ id: String, group: [IdDeclaration], except i: Int) -> String {
        var others: [String] = []
        for (j, declaration) in group.enumerated() where j != i {
            guard others.count < duplicatePlacesListed else { break }
            others.append("\(declaration.path)")
        }
        let more = group.count - 1 - others.count
        let list = others.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        return "duplicate id \(DocumentPath.quoted(id)) (also at \(list))"
    }

    /// Reports every reference to an id that names nothing, or names the wrong kind of thing.
    func checkReferences(_ reservedIds: [String: ReservedId]) {
        var firstDeclaration: [String: IdDeclaration] = [:]
        for declaration in declarations where firstDeclaration[declaration.id] == nil {
            firstDeclaration[declaration.id] = declaration
        }
        for reference in references {
            // A passthrough view may be a bar popsplit adds (`nav.navigationBar`, `nav.toolbar`, `tabs.tabBar`).
            if reference.expected == .passthrough, firstDeclaration[reference.id] == nil, reservedIds[reference.id]?.passthrough == true {
                continue
            }
            let declared = firstDeclaration[reference.id]
            if let declared, reference.expected.accepts(declared.owner) { continue }
            report(.unknownReference, at: reference.path, problem(with: reference, declared: declared))
        }
    }

    /// What is wrong with `reference`, which names nothing (`declared` is `nil`) or the wrong
    /// kind of thing (`declared`).
    private func problem(with reference: IdReference, declared: IdDeclaration?) -> String {
        let quoted = DocumentPath.quoted(reference.id)
        guard let declared else {
            var text = "no \(reference.expected.noun) has id \(quoted)"
            guard work < DocumentReader.suggestionBudget else { return text }
            let candidates = candidates(for: reference.expected)
            if let suggestion = NameSuggestion.closest(to: reference.id, in: candidates, work: &work) {
                text += " (did you mean \(DocumentPath.quoted(suggestion))?)"
            }
            return text
        }
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

    /// The ids a reference expecting `expected` may be offered, prepared once per kind.
    private func candidates(for expected: IdReference.Expected) -> SuggestionCandidates {
        if let prepared = suggestionCandidates[expected] { return prepared }
        let prepared = SuggestionCandidates(declarations.filter { expected.accepts($0.owner) }.map(\.id))
        work += declarations.count
        suggestionCandidates[expected] = prepared
        return prepared
    }
}
