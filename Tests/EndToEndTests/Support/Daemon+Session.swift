import Foundation
import PopsplitJSON

/// Protocol helpers over a ``Daemon``: requests, notifications, and reading up to a response.
extension Daemon {
    /// Sends request `method` with the next integer id; returns the id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
        let id = JSONValue.int(nextID)
        nextID += 1
        var object = JSONObject([("jsonrpc", "2.0"), ("id", id), ("method", .string(method))])
        if let params { object["params"] = params }
        try send(.object(object))
        return id
    }

    /// Sends notification `method`.
    func notify(_ method: String, _ params: JSONValue? = nil) throws {
        var object = JSONObject([("jsonrpc", "2.0"), ("method", .string(method))])
        if let params { object["params"] = params }
        try send(.object(object))
    }

    /// Answers the daemon's request `id` with `result`.
    func answer(_ id: JSONValue, result: JSONValue) throws {
        try send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    /// Answers the daemon's request `id` with an error.
    func answer(_ id: JSONValue, errorCode: Int64, message: String) throws {
        try send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(errorCode), "message": .string(message)]])
    }

    /// Reads messages until the response with `id`; returns it with what came before. A message
    /// with a `method` and an `id` (a question) is kept in `before` too.
    func reply(to id: JSONValue, timeout: Double = 10) throws -> Reply {
        var before: [JSONValue] = []
        while true {
            let message = try next(timeout: timeout)
            if message["method"] == nil, message["id"] == id { return Reply(before: before, response: message) }
            before.append(message)
        }
    }

    /// Sends a request and reads up to its response.
    func call(_ method: String, _ params: JSONValue? = nil, timeout: Double = 10) throws -> Reply {
        try reply(to: try request(method, params), timeout: timeout)
    }

    /// Sends `initialize` (opting in to questions when `delegateQuestions`) and returns its
    /// result, or throws if it failed.
    @discardableResult
    func initialize(delegateQuestions: Bool = false, questionTimeoutMs: Int64? = nil) throws -> JSONValue {
        var popsplit = JSONObject([("delegateQuestions", .bool(delegateQuestions))])
        if let questionTimeoutMs { popsplit["questionTimeoutMs"] = .int(questionTimeoutMs) }
        let params: JSONValue = [
            "processId": .int(Int64(getpid())), "clientInfo": ["name": "EndToEndTests", "version": "1"],
            "capabilities": ["popsplit": .object(popsplit)],
        ]
        let reply = try call("initialize", params)
        guard let result = reply.result else { throw E2EError("initialize failed: \(JSONCodec.string(reply.response))") }
        try notify("initialized", [:])
        return result
    }

    /// Opens `examples/scenes/<name>.json` by path as scene `scene`; throws unless it opened.
    @discardableResult
    func open(_ name: String, scene: String = "s1") throws -> Reply {
        let reply = try call("scene/open", ["scene": .string(scene), "path": .string("examples/scenes/\(name).json")])
        guard reply.result != nil else { throw E2EError("scene/open \(name) failed: \(JSONCodec.string(reply.response))") }
        return reply
    }

    /// The `scene/snapshot` result of `scene` (state and layout), or throws.
    func snapshot(_ scene: String = "s1") throws -> JSONValue {
        let reply = try call("scene/snapshot", ["scene": .string(scene)])
        guard let result = reply.result else { throw E2EError("scene/snapshot failed: \(JSONCodec.string(reply.response))") }
        guard reply.before.isEmpty else { throw E2EError("scene/snapshot sent notifications: \(reply.before)") }
        return result
    }

    /// `shutdown`, `exit`, then the exit code (which must come).
    func shutdownAndExit() throws -> Int32 {
        let reply = try call("shutdown")
        guard reply.response["result"] == .null else { throw E2EError("shutdown answered \(JSONCodec.string(reply.response))") }
        try notify("exit")
        return try waitForExit()
    }
}
