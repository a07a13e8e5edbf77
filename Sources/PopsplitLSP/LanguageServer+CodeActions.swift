import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// `textDocument/codeAction`: the diagnostics' did-you-mean suggestions as quick fixes.
extension LanguageServer {
    /// `textDocument/codeAction`: for each diagnostic of the last load that overlaps the range and
    /// suggests a name, a `quickfix` replacing the diagnostic's token (a key or string, quotes
    /// included) with the suggested name as a JSON string.
    func codeActions(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        let range = try params.object("range")
        let (start, end) = (try range.object("start").point(), try range.object("end").point())
        guard let document = documents[uri], !document.outOfSync, document.format?.isJSON ?? true else { return .result([]) }
        var actions: [JSONValue] = []
        for diagnostic in document.diagnostics {
            guard let message = diagnostic["message"]?.stringValue, let name = DidYouMean.suggestion(in: message),
                let place = diagnostic["range"], let from = Self.point(place["start"]), let to = Self.point(place["end"]),
                !Self.before(to, start), !Self.before(end, from)
            else { continue }
            let edit: JSONValue = ["range": place, "newText": .string(JSONCodec.string(.string(name)))]
            actions.append([
                "title": .string("Change to \(JSONCodec.string(.string(name)))"), "kind": "quickfix", "diagnostics": [diagnostic],
                "isPreferred": true, "edit": ["changes": .object(JSONObject([(uri, .array([edit]))]))],
            ])
        }
        return .result(.array(actions))
    }

    /// An LSP position's value, if it is one.
    static func point(_ value: JSONValue?) -> SourcePoint? {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue else { return nil }
        return SourcePoint(line: Int(line), character: Int(character))
    }

    /// Whether `a` comes strictly before `b`.
    static func before(_ a: SourcePoint, _ b: SourcePoint) -> Bool {
        a.line < b.line || (a.line == b.line && a.character < b.character)
    }
}
