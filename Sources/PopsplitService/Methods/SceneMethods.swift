import PopsplitRPC

/// Scenes: open, close, reload, snapshot, restore, the layout, the list, renderings, the source
/// map (protocol.md section 7, "Scenes"; section 12).
enum SceneMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .server("scene/open") { server, params throws(RPCError) in try server.openScene(params) },
        .server("scene/close") { server, params throws(RPCError) in try server.closeScene(params) },
        .server("scene/reload") { server, params throws(RPCError) in try server.reloadScene(params) },
        .server("scene/snapshot") { server, params throws(RPCError) in try server.snapshotScene(params) },
        .server("scene/restore") { server, params throws(RPCError) in try server.restoreScene(params) },
        .server("scene/layout") { server, params throws(RPCError) in try server.currentLayout(params) },
        .server("scene/list") { server, params throws(RPCError) in try server.listScenes(params) },
        .server("scene/render") { server, params throws(RPCError) in try server.renderScene(params) },
        .server("scene/locate") { server, params throws(RPCError) in try server.locateNode(params) },
        .server("scene/nodeAt") { server, params throws(RPCError) in try server.nodeAtPosition(params) },
    ]
}
