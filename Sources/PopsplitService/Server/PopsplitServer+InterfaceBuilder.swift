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
    func importInterfaceBuilder(_ text: String, format: DocumentFormat, companion: LoadedCompanion?, path: String?) throws(RPCError)
        -> LoadedDocument
    {
        let load = try loadInterfaceBuilder(text, format: format, companion: companion, path: path)
        guard let decoded = load.decoded else {
            throw invalidDocument(DocumentDiagnostics(load.checked.filter { $0.severity == .error }), text: text)
        }
        return LoadedDocument(
            document: decoded, warnings: load.notes, text: text, format: load.imported.format,
            sourceMap: DocumentSourceMap(text: text, declared: load.imported.declarations))
    }

    /// The import of `text` (read from `path` when it was) with the views of the nibs its
    /// controllers name read beside it, its companion merged in and the merged document checked;
    /// throws -32010 when the file is refused or the companion is wrong.
    func loadInterfaceBuilder(_ text: String, format: DocumentFormat, companion: LoadedCompanion?, path: String?) throws(RPCError)
        -> InterfaceBuilderLoad
    {
        let imported = InterfaceBuilderImporter.importDocument(text: text, format: format)
        guard var document = imported.document else {
            throw invalidDocument(DocumentDiagnostics(imported.diagnostics), text: text)
        }
        var amended: [String: Set<String>] = [:]
        var nibNotes: [DocumentDiagnostic] = []
        if let path, !imported.nibReferences.isEmpty {
            let grafted = referencedNibViews(imported, besides: path)
            if !grafted.amendments.isEmpty,
                case .success(let merged) = CompanionDocument.merge(document, companion: ["amend": .array(grafted.amendments)], text: nil)
            {
                document = merged.document
                amended = merged.amended
                nibNotes = grafted.notes
            }
        }
        if let companion {
            switch CompanionDocument.merge(document, companion: companion.value, text: companion.text) {
            case .success(let merged):
                document = merged.document
                amended.merge(merged.amended) { $0.union($1) }
            case .failure(let diagnostics):
                throw invalidDocument(diagnostics, text: companion.text)
            }
        }
        let check = decoder.check(value: document, source: nil)
        let checked = check.diagnostics.map { diagnostic -> DocumentDiagnostic in
            var placed = diagnostic
            if let place = imported.place(ofPath: diagnostic.path) {
                placed.line = place.line
                placed.column = place.column
            }
            return placed
        }
        let decoded: SceneDocument?
        switch check.result {
        case .success(let value): decoded = value
        case .failure: decoded = nil
        }
        return InterfaceBuilderLoad(
            imported: imported, merged: document, checked: checked, decoded: decoded,
            importNotes: (imported.diagnostics(amended: amended) + nibNotes).filter { $0.severity != .error })
    }

    /// `popsplit import FILE`: the scene document a storyboard or nib at `path` (read as
    /// `scene/open` reads a path) imports to with its companion (`companion`, else the one beside
    /// it) merged in, every diagnostic, and the report of what was carried; or the error that
    /// refused it.
    public func importFile(path: String, companion: String?) -> Result<InterfaceBuilderImport, RPCError> {
        var members: [(key: String, value: JSONValue)] = [("path", .string(path))]
        if let companion { members.append(("companion", .string(companion))) }
        let params = ParamsReader(.object(JSONObject(members)))
        do throws(RPCError) {
            let text = try readDocumentFile(params)
            let format = DocumentFormat.of(path: path) ?? DocumentFormat.guess(text: text)
            guard format.isInterfaceBuilder else {
                throw RPCError.invalidParams(path: "path", expected: "a storyboard (.storyboard) or nib (.xib)", got: JSONCodec.string(.string(path)))
            }
            let load = try loadInterfaceBuilder(text, format: format, companion: try self.companion(params, besides: path), path: path)
            return .success(
                InterfaceBuilderImport(
                    document: load.merged, diagnostics: load.notes + load.checked.filter { $0.severity == .error }, report: load.imported.report,
                    format: load.imported.format, isValid: load.decoded != nil))
        } catch {
            return .failure(error)
        }
    }

    /// The most nibs a file's controllers may name that are read beside it.
    static let maximumReferencedNibs = 64

    /// The views of the nibs `imported`'s controllers name (`NAME~ipad.xib`, else `NAME.xib`,
    /// beside `path`, read as `path` is), as amendments of those controllers, with a note for
    /// each. A nib that is missing, unreadable, refused or holds no view leaves its controller as
    /// it was (its `defaulted` note says so).
    func referencedNibViews(_ imported: ImportedDocument, besides path: String) -> (amendments: [JSONValue], notes: [DocumentDiagnostic]) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        var amendments: [JSONValue] = []
        var notes: [DocumentDiagnostic] = []
        // Each nib is read once: a second controller naming it would repeat its views' ids.
        var grafted: [String: String] = [:]
        for reference in imported.nibReferences.prefix(Self.maximumReferencedNibs) {
            let place = imported.places[reference.controller]
            func note(_ message: String) {
                notes.append(
                    DocumentDiagnostic(
                        severity: .information, kind: .defaulted, line: place?.line, column: place?.column, path: "$", message: message))
            }
            if let owner = grafted[reference.name] {
                note(
                    "controller \(reference.controller) names the nib \(reference.name) too, whose views are controller \(owner)'s: left without views (give them in the companion document)"
                )
                continue
            }
            for name in reference.fileNames {
                guard case .success(let text) = readFile(DocumentFileRequest(path: directory + name, roots: workspaceRoots, maxBytes: maxDocumentBytes))
                else { continue }
                let nib = InterfaceBuilderImporter.importDocument(text: text, format: .xib, acceptsIPhone: true)
                guard let root = nib.document?["root"], root["id"] == "filesOwner" else { break }
                let views = root["views"] ?? .array([])
                amendments.append(.object(JSONObject([("id", .string(reference.controller)), ("views", views)])))
                grafted[reference.name] = reference.controller
                note("controller \(reference.controller): its view is read from \(name) beside the file (\(views.arrayValue?.count ?? 0) views)")
                break
            }
        }
        return (amendments, notes)
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
        try checkFilePath(path, at: key, params: params)
        switch readFile(DocumentFileRequest(path: path, roots: workspaceRoots, maxBytes: maxDocumentBytes)) {
        case .success(let text):
            return text
        case .failure(let error):
            if error.kind == .notFound, !required { return nil }
            throw readFailure(error, at: key, params: params, prefix: "companion document: ")
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
