import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// Reads the scene document a request carries in exactly one of `document` (an object),
    /// `text` (the document's JSON text, as an editor buffer holds it: diagnostics then carry line
    /// and column) or `path` (a file the daemon reads). Fails with -32602 when not exactly one is
    /// given, when `text` is over the size limit or `path` outside the workspace roots; with
    /// -32010 and the diagnostics when the document is invalid or its file cannot be read.
    /// Returns the document, its warnings, and its text when it had one (`text` or `path`).
    func readDocument(_ params: ParamsReader) throws(RPCError) -> LoadedDocument {
        let given = ["document", "text", "path"].filter { key in
            guard let value = try? params.member(key) else { return false }
            return !value.isNull
        }
        guard given.count == 1 else {
            throw RPCError.invalidParams(
                path: "params", expected: "exactly one of document, text, path",
                got: given.isEmpty ? "none" : given.joined(separator: ", "))
        }
        let format = try params.optionalEnumeration("format", DocumentFormat.self)
        let check: SceneDocumentCheck
        var text: String?
        switch given[0] {
        case "document":
            if let format, format != .scene {
                throw RPCError.invalidParams(
                    path: params.path(of: "format"), expected: "\"scene\" with a document object (a storyboard or nib comes as text or path)",
                    got: "\"\(format.rawValue)\"")
            }
            let value = try params.object("document").value ?? .null
            check = decoder.check(value: value, source: nil)
        case "text":
            let given = try params.string("text")
            let size = given.utf8.count
            guard size <= maxDocumentBytes else {
                throw RPCError.invalidParams(
                    path: params.path(of: "text"), expected: "a document of at most \(maxDocumentBytes) bytes (maxDocumentBytes)",
                    got: "\(size) bytes")
            }
            let chosen = format ?? DocumentFormat.guess(text: given)
            if chosen.isInterfaceBuilder {
                return try importInterfaceBuilder(given, format: chosen, companion: try companion(params, besides: nil), path: nil)
            }
            check = decoder.check(text: given, reusing: &state.documentCache)
            text = given
        default:
            let read = try readDocumentFile(params)
            let path = try params.string("path")
            let chosen = format ?? DocumentFormat.of(path: path) ?? DocumentFormat.guess(text: read)
            if chosen.isInterfaceBuilder {
                return try importInterfaceBuilder(read, format: chosen, companion: try companion(params, besides: path), path: path)
            }
            check = decoder.check(text: read, reusing: &state.documentCache)
            text = read
        }
        // A companion belongs to a storyboard or nib: given with a scene document it would be
        // ignored, so it is refused.
        if let companion = try params.member("companion"), !companion.isNull {
            throw RPCError.invalidParams(
                path: params.path(of: "companion"), expected: "no companion with a scene document (it applies to a storyboard or nib)",
                got: companion.typeName)
        }
        text = text.map { state.sharing($0) }
        switch check.result {
        case .success(let document):
            return LoadedDocument(document: document, warnings: check.diagnostics.filter { $0.severity == .warning }, text: text)
        case .failure(let diagnostics):
            throw invalidDocument(diagnostics, text: text)
        }
    }

    /// The text of the file `params.path` names: a path of 1 to 4096 bytes, inside a
    /// workspace root (else -32602 naming the roots), a regular file of at most
    /// ``maxDocumentBytes`` (else -32010 with one diagnostic at `$`: `fileNotFound`, `unreadable`).
    func readDocumentFile(_ params: ParamsReader) throws(RPCError) -> String {
        let path = try params.string("path")
        try checkFilePath(path, at: "path", params: params)
        switch readFile(DocumentFileRequest(path: path, roots: workspaceRoots, maxBytes: maxDocumentBytes)) {
        case .success(let text): return text
        case .failure(let error): throw readFailure(error, at: "path", params: params)
        }
    }

    /// -32602 unless `path` (the value of `params.<key>`) is 1 to 4096 bytes without NUL (the
    /// system would read a path holding NUL cut at the NUL).
    func checkFilePath(_ path: String, at key: String, params: ParamsReader) throws(RPCError) {
        guard !path.utf8.contains(0) else {
            throw RPCError.invalidParams(path: params.path(of: key), expected: "file path (without NUL)", got: "string holding NUL")
        }
        let length = path.utf8.count
        guard length >= 1, length <= WorkspaceRoots.maxLength else {
            throw RPCError.invalidParams(
                path: params.path(of: key), expected: "a file path of 1 to \(WorkspaceRoots.maxLength) bytes",
                got: length == 0 ? "\"\"" : "\(length) bytes")
        }
    }

    /// The error for a file `params.<key>` names that could not be read: -32602 naming the roots
    /// when it lies outside them, else -32010 with one diagnostic at `$` (`fileNotFound`,
    /// `unreadable`) whose message begins with `prefix`.
    func readFailure(_ error: DocumentReadError, at key: String, params: ParamsReader, prefix: String = "") -> RPCError {
        switch error.kind {
        case .outsideWorkspace(let resolved, let roots):
            return RPCError.invalidParams(
                path: params.path(of: key), expected: "a file under a workspace root (\(roots.joined(separator: ", ")))",
                got: JSONCodec.string(.string(resolved)))
        case .notFound, .unreadable:
            let kind: DocumentDiagnostic.Kind = error.kind == .notFound ? .fileNotFound : .unreadable
            let diagnostic = DocumentDiagnostic(severity: .error, kind: kind, path: "$", message: prefix + error.message)
            return invalidDocument(DocumentDiagnostics([diagnostic]), text: nil)
        }
    }

    /// The error for a model error met while loading a document (`scene/open`, `scene/reload`):
    /// a document the decoder accepted but the model refuses (a navigation controller in a
    /// navigation stack, a container with views of its own ...) is still -32010 with
    /// `data.diagnostics` (path `$`), as protocol.md promises; other model errors map as usual.
    func loadError(_ error: ModelError) -> RPCError {
        guard error.kind == .invalidDocument else { return error.rpcError }
        let diagnostic = DocumentDiagnostic(severity: .error, kind: .invalidValue, path: "$", message: error.message)
        return invalidDocument(DocumentDiagnostics([diagnostic]), text: nil)
    }

    /// -32010 with the diagnostics as data (in the shape the session chose, ``DiagnosticWriter``;
    /// `text` places their ranges); the message quotes the first error.
    func invalidDocument(_ diagnostics: DocumentDiagnostics, text: String?) -> RPCError {
        let first = diagnostics.errors.first.map { ": \($0.description)" } ?? ""
        let count = diagnostics.errors.count
        let writer = DiagnosticWriter(encoding: positionEncoding, text: text)
        return RPCError(
            code: ServiceErrorCode.invalidDocument,
            message: "invalid scene document (\(count) error\(count == 1 ? "" : "s"))\(first)",
            data: ["diagnostics": writer.json(diagnostics.diagnostics)])
    }
}
