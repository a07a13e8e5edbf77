import PopsplitJSON

extension DocumentDiagnostics {
    /// The `data` of the protocol's "scene document is invalid" error:
    /// `{"diagnostics": [<diagnostic>, ...]}`.
    public var json: JSONValue {
        var object = JSONObject()
        object["diagnostics"] = .array(diagnostics.map(\.json))
        return .object(object)
    }
}
