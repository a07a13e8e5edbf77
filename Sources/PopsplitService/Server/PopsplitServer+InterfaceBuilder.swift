import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// A storyboard's or nib's text as a loaded document: imported (``InterfaceBuilderImporter``),
    /// its companion merged in, then checked as any scene document. Every diagnostic is placed in
    /// the XML: the importer's where it found them, the decoder's at the element declaring the
    /// object concerned. -32010 when the file is refused, the companion is wrong or the merged
    /// document is invalid.
    func importInterfaceBuilder(_ text: String, format: DocumentFormat, companion: LoadedCompanion?) throws(RPCError) -> LoadedDocument {
        let imported = InterfaceBuilderImporter.importDocument(text: text, format: format)
        guard var document = imported.document else {
            throw invalidDocument(DocumentDiagnostics(imported.diagnostics), text: text)
        }
        if let companion {
            switch CompanionDocument.merge(document, companion: companion.value, text: companion.text) {
            case .success(let merged): document = merged
            case .failure(let diagnostics): throw invalidDocument(diagnostics, text: companion.text)
            }
        }
        let check = decoder.check(value: document, source: nil)
        let placed = check.diagnostics.map { diagnostic -> DocumentDiagnostic in
            var placed = diagnostic
            if let place = imported.place(ofPath: diagnostic.path) {
                placed.line = place.line
                placed.column = place.column
            }
            return placed
        }
        switch check.result {
        case .success(let decoded):
            let notes = imported.diagnostics.filter { $0.severity != .error } + placed.filter { $0.severity != .error }
            return LoadedDocument(
                document: decoded, warnings: notes, text: text, format: imported.format,
                sourceMap: DocumentSourceMap(text: text, declared: imported.declarations))
        case .failure:
            throw invalidDocument(DocumentDiagnostics(placed.filter { $0.severity == .error }), text: text)
        }
    }

    /// The companion document of a storyboard or nib: `params.companion` (an object, or the path
    /// of a file read as `path` is), else, for a file opened by `path`, the file beside it named
    /// ``CompanionDocument/path(besides:)`` when it exists. Nil when there is none.
    func companion(_ params: ParamsReader, besides path: String?) throws(RPCError) -> LoadedCompanion? {
        if let given = try params.member("companion"), !given.isNull {
            if let object = given.objectValue { return LoadedCompanion(value: .object(object), text: nil) }
            guard given.stringValue != nil else {
                throw RPCError.invalidParams(
                    path: params.path(of: "companion"), expected: "a companion document (object) or the path of one (string)",
                    got: given.typeName)
            }
            let text = try readCompanionFile(try params.string("companion"), params: params, key: "companion", required: true)
            return try text.map { text throws(RPCError) in try parseCompanion(text) }
        }
        guard let path else { return nil }
        let text = try readCompanionFile(CompanionDocument.path(besides: path), params: params, key: "path", required: false)
        return try text.map { text throws(RPCError) in try parseCompanion(text) }
    }

    /// The text of a companion file; nil when it is optional and absent.
    private func readCompanionFile(_ path: String, params: ParamsReader, key: String, required: Bool) throws(RPCError) -> String? {
        guard !path.utf8.contains(0), (1...WorkspaceRoots.maxLength).contains(path.utf8.count) else {
            throw RPCError.invalidParams(path: params.path(of: key), expected: "a file path of 1 to \(WorkspaceRoots.maxLength) bytes without NUL", got: "\(path.utf8.count) bytes")
        }
        switch readFile(DocumentFileRequest(path: path, roots: workspaceRoots, maxBytes: maxDocumentBytes)) {
        case .success(let text):
            return text
        case .failure(let error):
            if error.kind == .notFound, !required { return nil }
            let diagnostic = DocumentDiagnostic(
                severity: .error, kind: error.kind == .notFound ? .fileNotFound : .unreadable, path: "$",
                message: "companion document: \(error.message)")
            throw invalidDocument(DocumentDiagnostics([diagnostic]), text: nil)
        }
    }

    /// A companion's text parsed; -32010 with the parser's place when it is not JSON.
    private func parseCompanion(_ text: String) throws(RPCError) -> LoadedCompanion {
        do {
            return LoadedCompanion(value: try JSONCodec.parse(text), text: text)
        } catch {
            let diagnostic = DocumentDiagnostic(
                severity: .error, kind: .syntax, line: error.line > 0 ? error.line : nil, column: error.line > 0 ? max(1, error.column) : nil,
                path: "$", message: "companion document: invalid JSON: \(error.text)")
            throw invalidDocument(DocumentDiagnostics([diagnostic]), text: text)
        }
    }
}
