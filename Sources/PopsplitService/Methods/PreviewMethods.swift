import PopsplitRPC

/// The live preview page (protocol.md section 13): start and stop its server, outline a node.
enum PreviewMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .server("preview/start") { server, params throws(RPCError) in try server.startPreview(params) },
        .server("preview/stop") { server, params throws(RPCError) in try server.stopPreview(params) },
        .server("preview/highlight") { server, params throws(RPCError) in try server.highlightInPreview(params) },
    ]
}
