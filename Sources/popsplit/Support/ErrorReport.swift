import PopsplitJSON

/// A JSON-RPC error reply told to a person on the command line (issue 13.8: the CLI printed raw
/// error objects): its message, then each diagnostic of a document as compilers print them,
/// `FILE:LINE:COLUMN: severity: message (path)`.
enum ErrorReport {
    /// The lines telling the error reply `line` (a transcript line) about the document `file`;
    /// `nil` when `line` is not an error reply.
    static func lines(errorReply line: String, file: String) -> [String]? {
        guard let reply = try? JSONCodec.parse(Array(line.utf8)), let error = reply["error"] else { return nil }
        return lines(error: error, file: file)
    }

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
