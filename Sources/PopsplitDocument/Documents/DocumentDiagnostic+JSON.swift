import PopsplitJSON

extension DocumentDiagnostic {
    /// The diagnostic as the protocol writes it, always with the same keys in the same order:
    /// `{"severity", "kind", "line", "column", "path", "message"}`; `line` and `column` are
    /// `null` when there was no source text.
    public var json: JSONValue {
        var object = JSONObject()
        object["severity"] = .string(severity.rawValue)
        object["kind"] = .string(kind.rawValue)
        object["line"] = line.map { .int(Int64($0)) } ?? .null
        object["column"] = column.map { .int(Int64($0)) } ?? .null
        object["path"] = .string(path)
        object["message"] = .string(message)
        return .object(object)
    }
}
