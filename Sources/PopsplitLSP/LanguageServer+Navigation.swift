import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// Hover, go to definition and find references: on the ids the document reader records.
extension LanguageServer {
    /// The open scene document at `params.textDocument.uri` with its facts (made now when the
    /// text changed since they were), or `nil` for a document not open, out of sync or not JSON.
    func facts(_ params: ParamsReader) throws(RPCError) -> (document: OpenDocument, facts: DocumentFacts)? {
        let uri = try params.documentURI()
        guard var document = documents[uri], !document.outOfSync, document.format?.isJSON ?? true else { return nil }
        if let facts = document.facts { return (document, facts) }
        let facts = DocumentFacts(text: document.text)
        document.facts = facts
        if !facts.declarations.isEmpty { document.parsedDeclarations = facts.declarations }
        documents[uri] = document
        return (document, facts)
    }

    /// The byte offset of `params.position` in the document's text.
    func offset(_ params: ParamsReader, in facts: DocumentFacts) throws(RPCError) -> Int {
        facts.lines.byteOffset(of: try params.object("position").point(), encoding: encoding)
    }

    /// `textDocument/definition`: the declaration of the id under the cursor (where its `"id"`
    /// value is written); `null` when the cursor is on no id or the id is declared nowhere.
    func definition(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let (document, facts) = try facts(params), let occurrence = facts.occurrence(at: try offset(params, in: facts)),
            let (_, place) = facts.declaration(of: occurrence.id)
        else { return .result(.null) }
        return .result(location(document.uri, facts.range(place.start, place.end, encoding: encoding)))
    }

    /// `textDocument/references`: every use of the id under the cursor, and its declarations when
    /// `context.includeDeclaration`.
    func references(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let (document, facts) = try facts(params), let occurrence = facts.occurrence(at: try offset(params, in: facts)) else {
            return .result(.null)
        }
        let withDeclaration = try params.optionalObject("context")?.optionalBool("includeDeclaration") ?? true
        let found = facts.occurrences.filter { candidate in
            guard candidate.id == occurrence.id else { return false }
            if case .declaration = candidate.role { return withDeclaration }
            return true
        }
        return .result(.array(found.map { location(document.uri, facts.range($0.start, $0.end, encoding: encoding)) }))
    }

    /// `textDocument/hover`: on an id (declared or used), what the document declares it as and,
    /// when the scene's current layout shows it, its node's kind, frame and attributes; on no id,
    /// the innermost object that declares one. `null` elsewhere.
    func hover(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let (document, facts) = try facts(params) else { return try storyboardHover(params) }
        let offset = try offset(params, in: facts)
        let id: String
        let range: SourceRange
        if let occurrence = facts.occurrence(at: offset) {
            id = occurrence.id
            range = facts.range(occurrence.start, occurrence.end, encoding: encoding)
        } else if let declaration = facts.sourceMap.innermost(at: offset) {
            id = declaration.id
            range = facts.sourceMap.range(of: declaration, encoding: encoding)
        } else {
            return .result(.null)
        }
        let owner = facts.owner(of: id)
        let node = document.sceneOpen ? layoutNode(id, scene: document.scene) : nil
        guard owner != nil || node != nil else { return .result(.null) }
        let text = HoverText.markdown(id: id, owner: owner, node: node)
        return .result(["contents": ["kind": "markdown", "value": .string(text)], "range": range.json])
    }

    /// Hover in a storyboard or nib: the daemon's source map finds the element (`scene/nodeAt`).
    func storyboardHover(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        guard let document = documents[uri], document.sceneOpen, !document.outOfSync else { return .result(.null) }
        let position = try params.object("position").point()
        guard case .success(let found) = callDaemon("scene/nodeAt", ["scene": .string(document.scene), "position": position.json]),
            let id = found["node"]?.stringValue
        else { return .result(.null) }
        let text = HoverText.markdown(id: id, owner: nil, node: layoutNode(id, scene: document.scene))
        return .result(["contents": ["kind": "markdown", "value": .string(text)], "range": found["range"] ?? .null])
    }

    /// The node `id` of the scene's current layout with the layout's orientation, if shown.
    func layoutNode(_ id: String, scene: String) -> LayoutNodeFacts? {
        guard case .success(let layout) = callDaemon("scene/layout", ["scene": .string(scene)]),
            let node = layout["nodes"]?.arrayValue?.first(where: { $0["id"]?.stringValue == id })
        else { return nil }
        return LayoutNodeFacts(node: node, orientation: layout["orientation"]?.stringValue ?? "portrait")
    }

    /// LSP's `Location`.
    func location(_ uri: String, _ range: SourceRange) -> JSONValue {
        ["uri": .string(uri), "range": range.json]
    }
}
