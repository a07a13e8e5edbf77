import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// The daemon's application logic: the protocol's methods (protocol.md, section 7) bound to the
/// model. It holds the open scenes; the ``RPCSession`` in front of it owns framing, lifecycle,
/// cancellation and the questions to the client.
///
/// Every method works on a copy of the state, which replaces the state only when the method
/// succeeds: a failing request changes nothing (atomic commands).
public final class PopsplitServer: RPCHandler {
    /// The open scenes and their counters.
    var state = ServiceState()
    /// Reads a scene document from a path (the only I/O, injected so tests stay pure): confined
    /// to the workspace roots, regular files only, at most the size limit.
    let readFile: (DocumentFileRequest) -> Result<String, DocumentReadError>
    /// Decodes scene documents.
    let decoder = SceneDocumentDecoder()
    /// How `scene/layout` notifications carry layouts, as the client chose at `initialize`.
    var layoutMode = LayoutMode.full
    /// The hints of the unknown method names seen last.
    var methodHints = MethodHintCache()
    /// The workspace roots the client named at `initialize` (empty: none, the reader's defaults).
    var workspaceRoots: [String] = []
    /// How diagnostics and source positions count characters, once the client named
    /// `capabilities.general.positionEncodings` at `initialize`; nil: diagnostics in their plain shape.
    var positionEncoding: PositionEncoding?
    /// The daemon's own limit on a document's size, in bytes (`--max-document-bytes`).
    let maxDocumentBytesCap: Int
    /// The limit on a document's size in force, in bytes (the client may lower it at `initialize`).
    var maxDocumentBytes: Int
    /// The live preview page's server, when the executable attached one (`preview/*`);
    /// weak: the executable owns it, and it holds this server.
    public weak var preview: (any PreviewControl)?

    /// A server that reads `path` documents through `files`, refusing documents larger than
    /// `maxDocumentBytes` (clamped to 1 ... ``DocumentFileRequest/largestMaxBytes``).
    public init(
        files: @escaping (DocumentFileRequest) -> Result<String, DocumentReadError>,
        maxDocumentBytes: Int = DocumentFileRequest.defaultMaxBytes
    ) {
        readFile = files
        maxDocumentBytesCap = min(max(1, maxDocumentBytes), DocumentFileRequest.largestMaxBytes)
        self.maxDocumentBytes = maxDocumentBytesCap
    }

    /// A server that reads `path` documents through `readFile`, given the path alone (no roots,
    /// no limit on what `readFile` reads): for tests and tools that read files of their own.
    public convenience init(readFile: @escaping (String) -> Result<String, DocumentReadError>) {
        self.init(files: { readFile($0.path) })
    }

    /// The `initialize` result: server info, protocol version and capabilities. Reads the layout
    /// mode the client asks for (`capabilities.popsplit.layoutMode`), its workspace roots
    /// (`workspaceFolders`, `rootUri`, `rootPath`) and `capabilities.popsplit.maxDocumentBytes`;
    /// a bad one is -32602 and changes nothing.
    public func initialize(params: JSONValue?) -> Result<JSONValue, RPCError> {
        do {
            let mode = try LayoutMode.read(initializeParams: params)
            let roots = try WorkspaceRoots.read(initializeParams: params)
            let limit = try MaxDocumentBytes.read(initializeParams: params, cap: maxDocumentBytesCap)
            let encoding = try PositionEncoding.read(initializeParams: params)
            (layoutMode, workspaceRoots, maxDocumentBytes, positionEncoding) = (mode, roots, limit, encoding)
        } catch {
            return .failure(error)
        }
        return .success(ServerInfo.initializeResult(positionEncoding: positionEncoding))
    }

    /// Runs one method; unknown methods get -32601. Notifications run like requests and their
    /// results are dropped by the session.
    public func handle(method: String, params: JSONValue?, isNotification: Bool) -> HandlerOutcome {
        do {
            guard let outcome = try MethodRegistry.run(method, on: self, params: ParamsReader(params)) else {
                return .failure(RequestSuggestion.methodNotFound(method, cache: &methodHints))
            }
            return outcome
        } catch {
            return .failure(error)
        }
    }

    /// The entry of scene `id`, or -32011.
    func entry(_ id: String) throws(RPCError) -> SceneEntry {
        guard let entry = state.scenes[id] else { throw unknownScene(id) }
        return entry
    }

    /// -32011 unless scene `id` is open (checked without copying its entry).
    func requireScene(_ id: String) throws(RPCError) {
        guard state.scenes.index(forKey: id) != nil else { throw unknownScene(id) }
    }

    /// The -32011 error for `id`, with the open scene it most likely meant.
    func unknownScene(_ id: String) -> RPCError {
        let hint = RequestSuggestion.hint(for: id, among: state.openOrder, quote: "\"")
        return RPCError(code: ServiceErrorCode.unknownScene, message: "unknown scene \"\(id)\"\(hint)", data: ["scene": .string(id)])
    }
}
