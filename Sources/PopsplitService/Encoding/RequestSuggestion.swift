import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitSuggestion

/// "did you mean" in request errors: a method name, a scene id, or an id of a
/// controller, view, bar button item, segue, popover or action sheet that is not there, with the
/// closest name that is (``NameSuggestion``, the search the document decoder's hints use).
enum RequestSuggestion {
    /// ` (did you mean 'X'?)` for `name` among `candidates`, or `""` when none is close (or
    /// `name` is itself a candidate).
    static func hint(for name: String, among candidates: [String], quote: String = "'") -> String {
        guard !candidates.contains(name), let suggestion = NameSuggestion.closest(to: name, among: candidates) else { return "" }
        return " (did you mean \(quote)\(suggestion)\(quote)?)"
    }

    /// The methods a client may call, prepared once for every unknown method's hint.
    static let methodCandidates = SuggestionCandidates(MethodRegistry.names)

    /// -32601 for `method`, suggesting the closest method the registry has (looked up in `cache`
    /// first).
    static func methodNotFound(_ method: String, cache: inout MethodHintCache) -> RPCError {
        var error = RPCError.methodNotFound(method)
        let suggestion = cache.hint(for: method) { name in
            var work = 0
            return NameSuggestion.closest(to: name, in: methodCandidates, work: &work)
        }
        if let suggestion, suggestion != method { error.message += " (did you mean \(suggestion)?)" }
        return error
    }

    /// The JSON-RPC error for a model error on `scene`: for an id the scene does not have
    /// (``ModelError/unknownId``), the closest id of the kind it was meant to name is suggested
    /// (`unknown bar button item id 'moveButon' (did you mean 'moveButton'?)`); other errors as
    /// they are.
    static func rpcError(_ error: ModelError, in scene: Scene) -> RPCError {
        var rpc = error.rpcError
        guard let unknown = error.unknownId else { return rpc }
        var candidates = DocumentIds(scene.document).candidates(for: unknown.kind)
        switch unknown.kind {
        case .popoverController:
            // Popovers made by popover/create are in the layout while shown.
            candidates += scene.layout.nodes.filter { $0.kind == .popover }.map(\.id)
        case .layoutNode:
            candidates = scene.layout.nodes.map(\.id)
        case .view, .viewOrBarButtonItem, .barButtonItem, .searchBar, .searchBarWithSearchDisplay:
            // The ids containers derive (`detailNav.toolbar`, `mailSplit.masterButton`) are views
            // and items of the layout the document does not declare: those of the kind meant.
            let wantsViews = unknown.kind != .barButtonItem
            let wantsItems = unknown.kind == .barButtonItem || unknown.kind == .viewOrBarButtonItem
            candidates += scene.layout.nodes.filter { node in
                switch node.kind {
                case .view: wantsViews
                case .barButtonItem: wantsItems
                default: false
                }
            }.map(\.id)
        case .controller, .controllerOfType, .actionSheet, .segue:
            break
        }
        rpc.message += hint(for: unknown.id, among: candidates)
        return rpc
    }
}
