import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// The `preview/*` methods (protocol.md section 13) and what the preview server reads of the
/// scenes.
extension PopsplitServer {
    /// The longest node id `preview/highlight` takes, in bytes.
    static let maximumNodeIdBytes = 1000

    /// `preview/start {"scene", "port"?, "host"?, "externalOrigin"?}`: the page's URL for an
    /// open scene (and the external origin accepted from now on, as written canonically).
    func startPreview(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        try params.rejectUnknownFields(allowed: ["scene", "port", "host", "externalOrigin"])
        let id = try params.string("scene")
        _ = try entry(id)
        let port = try params.optionalInt("port")
        if let port, !(0...65535).contains(port) {
            throw RPCError.invalidParams(path: "params.port", expected: "integer from 0 to 65535", got: "\(port)")
        }
        let host = try params.optionalString("host")
        let externalOrigin = try params.optionalString("externalOrigin")
        guard let preview else { throw Self.previewUnavailable }
        let started = try preview.start(scene: id, port: port, host: host, externalOrigin: externalOrigin)
        var result = JSONObject([("scene", .string(id)), ("url", .string(started.url)), ("port", .int(Int64(started.port)))])
        if let origin = started.externalOrigin { result["externalOrigin"] = .string(origin) }
        return .result(.object(result))
    }

    /// `preview/stop {}`: stops the server.
    func stopPreview(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        try params.rejectUnknownFields(allowed: [])
        preview?.stop()
        return .result(["stopped": true])
    }

    /// `preview/highlight {"scene", "node"}`: outlines a node (null: none) in the scene's pages.
    func highlightInPreview(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        try params.rejectUnknownFields(allowed: ["scene", "node"])
        let id = try params.string("scene")
        _ = try entry(id)
        let node = try params.optionalString("node")
        if let node, node.utf8.count > Self.maximumNodeIdBytes {
            throw RPCError.invalidParams(
                path: "params.node", expected: "a string of at most \(Self.maximumNodeIdBytes) bytes", got: "\(node.utf8.count) bytes")
        }
        guard let preview else { throw Self.previewUnavailable }
        preview.highlight(scene: id, node: node)
        return .result(["scene": .string(id), "node": node.map { .string($0) } ?? .null])
    }

    /// The error of a `preview/*` method in a daemon without a preview server.
    static var previewUnavailable: RPCError {
        RPCError(code: PreviewErrorCode.unavailable, message: "this daemon has no preview server")
    }

    // MARK: What the preview server reads

    /// An open scene as the preview page reads it; nil when no scene has that id.
    public func previewView(_ id: String) -> PreviewSceneView? {
        guard let entry = state.scenes[id] else { return nil }
        return PreviewSceneView(
            scene: entry.scene, layoutVersion: entry.layoutVersion, layout: entry.lastLayout, documentPath: entry.documentPath,
            motion: entry.transitionStart.map { Animation(kind: $0.kind, duration: $0.duration) })
    }

    /// The ids of the open scenes, sorted.
    public var previewSceneIDs: [String] { state.sceneIDs }

    /// The params of the `scene/restore` that puts scene `id` back in the state `value` holds
    /// (the preview timeline's "restore here").
    public static func restoreParams(scene id: String, to value: Scene) -> JSONValue {
        ["scene": .string(id), "snapshot": value.snapshot().json]
    }
}
