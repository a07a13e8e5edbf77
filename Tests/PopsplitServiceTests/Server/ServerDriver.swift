import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// Drives a ``PopsplitServer`` in process through an ``RPCSession`` (newline framing, virtual
/// time): messages go in as JSON values, everything the session writes comes back.
final class ServerDriver {
    /// The session in front of the server.
    let session: RPCSession
    /// The server.
    let server: PopsplitServer
    /// The log.
    let logger = CollectingLogger()
    /// The id of the next request.
    private var nextID: Int64 = 1
    /// The virtual time, in milliseconds.
    var now: Int64 = 0

    /// An initialized session (opting in to questions when `delegateQuestions`, asking for
    /// `layoutMode` when given, naming LSP's `positionEncodings` when given) whose readable files
    /// are `files` plus the examples, as `examples/scenes/<name>.json`.
    init(
        files: [String: String] = [:], delegateQuestions: Bool = false, questionTimeoutMs: Int64 = 1000,
        layoutMode: String? = nil, positionEncodings: [String]? = nil
    ) {
        var all = ServerFixtures.exampleFiles
        for (path, text) in files { all[path] = text }
        let table = all
        let server = PopsplitServer(readFile: { path in
            guard let text = table[path] else { return .failure(DocumentReadError("cannot read \(path): no such file", kind: .notFound)) }
            return .success(text)
        })
        self.server = server
        session = RPCSession(handler: server, logger: logger)
        var popsplit = JSONObject()
        popsplit["delegateQuestions"] = .bool(delegateQuestions)
        popsplit["questionTimeoutMs"] = .int(questionTimeoutMs)
        if let layoutMode { popsplit["layoutMode"] = .string(layoutMode) }
        var capabilities = JSONObject()
        capabilities["popsplit"] = .object(popsplit)
        if let positionEncodings { capabilities["general"] = ["positionEncodings": .array(positionEncodings.map { .string($0) })] }
        initializeResponse =
            send([
                "jsonrpc": "2.0", "id": 0, "method": "initialize",
                "params": ["capabilities": .object(capabilities)],
            ]).last
    }

    /// The response to `initialize`.
    private(set) var initializeResponse: JSONValue? = nil

    /// Sends one message; returns everything the session wrote for it, in order.
    @discardableResult
    func send(_ message: JSONValue) -> [JSONValue] {
        session.receive(message, nowMs: now).messages
    }

    /// Sends request `method` with `params`; returns the notifications and questions written
    /// before its response (the last message), and the response.
    @discardableResult
    func call(_ method: String, _ params: JSONValue = [:]) -> Exchange {
        let id = JSONValue.int(nextID)
        nextID += 1
        return Exchange(id: id, messages: send(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]))
    }

    /// The `scene/snapshot` result (state, profile and layout) of `scene`.
    func snapshot(_ scene: String = "s1") -> JSONValue? { call("scene/snapshot", ["scene": .string(scene)]).result }

    /// The `scene/layout` result of `scene`.
    func layout(_ scene: String = "s1") -> JSONValue? { call("scene/layout", ["scene": .string(scene)]).result }

    /// The `scene/list` result.
    func list() -> JSONValue? { call("scene/list").result }

    /// Opens example `name` (by path) as `scene` (generated when nil).
    @discardableResult
    func open(_ name: String, scene: String? = nil) -> Exchange {
        var params: JSONValue = ["path": .string("examples/scenes/\(name).json")]
        if let scene, case .object(var object) = params {
            object["scene"] = .string(scene)
            params = .object(object)
        }
        return call("scene/open", params)
    }
}
