import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// `popsplit lsp`: a Language Server Protocol 3.17 server for scene documents and storyboards,
/// in front of the daemon's own handler (``daemon``). Each open document is a scene of the daemon,
/// opened with `scene/open` and loaded again with `scene/reload` (the same incremental check the
/// editor plugins use), so diagnostics, ids and frames are the daemon's. The ``RPCSession`` in
/// front of it owns framing, the lifecycle (`initialize` first, -32002 before it, `shutdown`,
/// `exit`) and cancellation.
///
/// Pure over its inputs: every answer comes from the text the editor sent and the daemon's
/// answers; no file is read.
public final class LanguageServer: RPCHandler {
    /// The daemon's handler: scenes, their layouts, the preview page.
    let daemon: any RPCHandler
    /// The documents the editor has open, by URI.
    var documents: [String: OpenDocument] = [:]
    /// How positions count characters, as negotiated at `initialize` (LSP's default: UTF-16).
    var encoding = PositionEncoding.utf16
    /// The scene ids in use, so that each document gets its own.
    var sceneIds: Set<String> = []
    /// The companion documents the storyboards' loads read (the editor's text, else the file).
    let companions: CompanionTexts
    /// The diagnostics of each companion document, by its URI, from its storyboard's last load.
    var companionDiagnostics: [String: [JSONValue]] = [:]
    /// The URI of the document each open scene belongs to.
    var documentOfScene: [String: String] = [:]
    /// Whether the client asked for the daemon's notifications about its documents' scenes
    /// (`capabilities.popsplit.sceneNotifications`, protocol.md 14.1).
    var sendsSceneNotifications = false
    /// The documents edited since their last load, in edit order: loaded once the input has no
    /// more messages waiting (``settle()``) or before any other message, so that edits arriving
    /// together cost one load (at most one entry per open document).
    var unloaded: [String] = []
    /// The daemon's notifications that calls during the current message produced, wrapped as
    /// `popsplit/sceneNotification`; sent before the message's own answer.
    var outbox: [OutgoingNotification] = []

    /// The most documents open at once; a `didOpen` beyond it is refused with a
    /// `window/showMessage` (the editor keeps working, without this server for that document).
    static let maxOpenDocuments = 256
    /// The most bytes a document's text may reach through edits (the daemon's own limit is
    /// lower by default and gives the diagnostic; this bounds what the server keeps).
    static let maxTextBytes = 64 << 20
    /// The most content changes one `didChange` may carry; more is refused (the document is
    /// then out of date until it is opened again, and a `window/showMessage` says so).
    static let maxChangesPerNotification = 10_000
    /// The most times a request may ask the daemon's delegate questions before it is refused
    /// (each is answered with its documented default: the editor is not asked).
    static let maxQuestionsPerRequest = 1000
    /// The commands of `workspace/executeCommand`.
    static let commands = ["popsplit.preview"]

    /// A server in front of `daemon`, reading storyboards' companion documents through
    /// `companions` (by default only from the editor).
    public init(daemon: any RPCHandler, companions: CompanionTexts = CompanionTexts()) {
        self.daemon = daemon
        self.companions = companions
    }

    /// `initialize`: negotiates the position encoding with the daemon (LSP's
    /// `capabilities.general.positionEncodings`, which the daemon reads as it is) and answers
    /// the server's capabilities.
    public func initialize(params: JSONValue?) -> Result<JSONValue, RPCError> {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]
        let encodings: JSONValue = offered.flatMap { $0.arrayValue.map { JSONValue.array(Array($0.prefix(32))) } } ?? .array([])
        let extensions: PluginExtensions
        do {
            extensions = try PluginExtensions.read(initializeParams: params)
        } catch {
            return .failure(error)
        }
        let daemonParams: JSONValue = [
            "capabilities": ["general": ["positionEncodings": encodings], "popsplit": ["layoutMode": extensions.layoutMode]]
        ]
        switch daemon.initialize(params: daemonParams) {
        case .failure(let error):
            return .failure(error)
        case .success(let result):
            let name = result["capabilities"]?["positionEncoding"]?.stringValue ?? PositionEncoding.utf16.rawValue
            encoding = PositionEncoding(rawValue: name) ?? .utf16
            sendsSceneNotifications = extensions.sceneNotifications
            return .success(LanguageServerCapabilities.initializeResult(encoding: encoding, daemon: result))
        }
    }

    /// Runs one LSP method; an unknown one is -32601 (a notification's error is dropped).
    public func handle(method: String, params: JSONValue?, isNotification: Bool) -> HandlerOutcome {
        guard let known = LSPMethod(rawValue: method) else { return .failure(RPCError.methodNotFound(method)) }
        if known != .didChange { loadEdited() }
        let outcome: HandlerOutcome
        do {
            outcome = try run(known, ParamsReader(params))
        } catch {
            outcome = .failure(error)
        }
        return sendingOutbox(before: outcome)
    }

    /// A notification from the preview page (`preview/reveal`): wrapped as the scene's
    /// notifications are, for a client that asked for them; dropped otherwise.
    public func relayed(_ notification: OutgoingNotification) -> OutgoingNotification? {
        wrapped([notification]).first
    }

    /// A request from the preview page (a tap, a rotation, `preview/reveal` ...): the daemon
    /// runs it; what it causes reaches the client as `popsplit/sceneNotification` and its
    /// questions as `popsplit/question`, as for `popsplit/request`.
    public func handleExternal(method: String, params: JSONValue?) -> HandlerOutcome {
        loadEdited()
        let scene = params?["scene"]?.stringValue
        return sendingOutbox(
            before: passOn(daemon.handle(method: method, params: params, isNotification: false), uri: scene.flatMap { documentOfScene[$0] }))
    }

    /// Nothing more waits in the input: the documents edited since their last load load now.
    public func settle() -> [OutgoingNotification] {
        loadEdited()
        let sent = outbox
        outbox = []
        return sent
    }

    /// Runs `method` with its params.
    func run(_ method: LSPMethod, _ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        switch method {
        case .didOpen: return try didOpen(params)
        case .didChange: return try didChange(params)
        case .didClose: return try didClose(params)
        case .didSave: return try didSave(params)
        case .diagnostic: return try pullDiagnostics(params)
        case .hover: return try hover(params)
        case .definition: return try definition(params)
        case .references: return try references(params)
        case .documentSymbol: return try documentSymbols(params)
        case .completion: return try completion(params)
        case .codeAction: return try codeActions(params)
        case .executeCommand: return try executeCommand(params)
        case .preview: return try preview(params)
        case .request: return try forward(params)
        case .didChangeConfiguration, .didChangeWatchedFiles, .willSave: return .result(.null)
        }
    }
}
