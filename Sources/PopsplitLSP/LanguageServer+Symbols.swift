import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// The outline: `textDocument/documentSymbol`.
extension LanguageServer {
    /// `textDocument/documentSymbol`: every object declaring an id, nested as in the document
    /// (controllers with their children, views, items; the popovers, segues and action sheets of
    /// the top level), as LSP's hierarchical `DocumentSymbol`s. A text the JSON parser refuses
    /// gives the objects read before the scan lost its way, so the outline stays while typing.
    func documentSymbols(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let (_, facts) = try facts(params) else { return .result([]) }
        let declared = facts.sourceMap.declarations
        // Children open after their parent: built from the last, each symbol goes into its
        // parent's list, so nesting costs no recursion.
        var children: [[JSONValue]] = Array(repeating: [], count: declared.count)
        var roots: [JSONValue] = []
        for index in declared.indices.reversed() {
            let declaration = declared[index]
            var symbol = JSONObject()
            symbol["name"] = .string(declaration.id)
            let owner = facts.owner(of: declaration.id)
            if let owner {
                symbol["detail"] = .string(String(owner.name.split(separator: " ", maxSplits: 1).last ?? ""))
                symbol["kind"] = .int(Int64(SymbolKind(owner).rawValue))
            } else {
                symbol["kind"] = .int(Int64(SymbolKind.object.rawValue))
            }
            let range = facts.sourceMap.range(of: declaration, encoding: encoding)
            symbol["range"] = range.json
            let place = facts.declaration(of: declaration.id)?.place
            let selection = place.flatMap { $0.start >= declaration.start && $0.end <= declaration.end ? $0 : nil }
            symbol["selectionRange"] = selection.map { facts.range($0.start, $0.end, encoding: encoding).json } ?? range.json
            symbol["children"] = .array(children[index].reversed())
            if let parent = declaration.parent { children[parent].append(.object(symbol)) } else { roots.append(.object(symbol)) }
        }
        return .result(.array(roots.reversed()))
    }
}
