import PopsplitJSON

/// A JSON-RPC error reply told to a person on the command line (never a raw error object): each
/// diagnostic of a document as compilers print them,
/// `FILE:LINE:COLUMN: severity: message (path)`, else the message. The one place `render` (a
/// document, or a session's `scene/open`) turns an error into lines.
enum ErrorReport {
    /// The lines telling the JSON-RPC error object `error` about the document `file`; `nil` when it
    /// has no message.
    static func lines(error: JSONValue, file: String) -> [String]? {
        guard let message = error["message"]?.stringValue else { return nil }
        var lines: [String] = []
        let diagnostics = error["data"]?["diagnostics"]?.arrayValue ?? []
        for diagnostic in diagnostics {
            guard let text = diagnostic["message"]?.stringValue else { continue }
            let severity = diagnostic["severity"]?.stringValue ?? "error"
            var place = file
            if let row = diagnostic["line"]?.intValue, let column = diagnostic["column"]?.intValue { place += ":\(row):\(column)" }
            let path = diagnostic["path"]?.stringValue.map { $0 == "$" ? "" : " (\($0))" } ?? ""
            lines.append("\(place): \(severity): \(text)\(path)")
        }
        if lines.isEmpty { lines.append("\(file): error: \(message)") }
        return lines
    }
}
