import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// `textDocument/completion`: keys, values and ids that fit the cursor's place, from the format's
/// table the reader checks documents with, and the ids the reader records.
extension LanguageServer {
    /// The most completion items answered (a document's ids are many at most; more is cut and
    /// marked `isIncomplete`).
    static let maxCompletionItems = 1000

    /// `textDocument/completion`: in an object where a key goes, the keys its kind takes that it
    /// has not yet (limited by its `type` or `kind` when written); where a value goes, the names,
    /// constants and booleans the key takes, or the declared ids of the kind the key names.
    func completion(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let (document, facts) = try facts(params) else { return .result(["isIncomplete": false, "items": []]) }
        let offset = try offset(params, in: facts)
        guard let context = CursorContext(bytes: facts.bytes, offset: offset), let object = FormatLookup.object(at: context.objectPath)
        else { return .result(["isIncomplete": false, "items": []]) }
        var items: [JSONValue] = []
        switch context.place {
        case .key:
            for key in object.keys where !context.keys.contains(key.name) && FormatLookup.applies(key, in: object, strings: context.strings) {
                let text = context.stringStart == nil ? "\(JSONCodec.string(.string(key.name))): " : key.name
                items.append(item(key.name, .property, detail: object.name, documentation: key.description, text: text, context, offset, facts))
            }
        case .value(let name), .element(let name):
            guard let key = object.key(name) else { break }
            let isElement = context.place == .element(key: name)
            guard let value = isElement ? FormatLookup.element(of: key.value) : key.value else { break }
            for candidate in FormatLookup.values(of: value) {
                let text = context.stringStart == nil ? JSONCodec.string(candidate) : (candidate.stringValue ?? JSONCodec.string(candidate))
                let label = candidate.stringValue ?? JSONCodec.string(candidate)
                let kind: CompletionItemKind = candidate.stringValue == nil ? .value : .enumMember
                items.append(item(label, kind, detail: key.name, documentation: nil, text: text, context, offset, facts))
            }
            for (id, owner) in ids(for: name, value: value, in: object, document: document, facts: facts) {
                let text = context.stringStart == nil ? JSONCodec.string(.string(id)) : id
                items.append(item(id, .reference, detail: owner.name, documentation: nil, text: text, context, offset, facts))
            }
        }
        let incomplete = items.count > Self.maxCompletionItems
        return .result(["isIncomplete": .bool(incomplete), "items": .array(Array(items.prefix(Self.maxCompletionItems)))])
    }

    /// The declared ids that fit the value of `key`: for an action's verb, those of the kind the
    /// verb names (``ActionVerb/referenceExpected``, as the reader checks it); for another key
    /// whose value is an id (a segue's ends, a popover's content), every declared id. From the
    /// last text that parsed when the current one does not (the value being typed).
    func ids(
        for key: String, value: FormatValue, in object: FormatObject, document: OpenDocument, facts: DocumentFacts
    ) -> [(String, IdDeclaration.Owner)] {
        let expected: IdReference.Expected?
        if object.definition == .action, let verb = ActionVerb(rawValue: key) {
            guard let named = verb.referenceExpected else { return [] }
            expected = named
        } else if FormatLookup.isId(value), key != "id" {
            expected = nil
        } else {
            return []
        }
        let declarations = facts.declarations.isEmpty ? document.parsedDeclarations : facts.declarations
        var seen: Set<String> = []
        return declarations.compactMap { declaration in
            guard expected?.accepts(declaration.owner) ?? true, seen.insert(declaration.id).inserted else { return nil }
            return (declaration.id, declaration.owner)
        }
    }

    /// A completion item replacing what was typed of the string at the cursor (from just after
    /// its opening quote), or inserting `text` at the cursor.
    func item(
        _ label: String, _ kind: CompletionItemKind, detail: String, documentation: String?, text: String, _ context: CursorContext,
        _ offset: Int, _ facts: DocumentFacts
    ) -> JSONValue {
        var item = JSONObject([("label", .string(label)), ("kind", .int(Int64(kind.rawValue))), ("detail", .string(detail))])
        if let documentation { item["documentation"] = .string(documentation) }
        let start = context.stringStart.map { $0 + 1 } ?? offset
        item["textEdit"] = ["range": facts.range(start, offset, encoding: encoding).json, "newText": .string(text)]
        item["filterText"] = .string(label)
        return .object(item)
    }
}
