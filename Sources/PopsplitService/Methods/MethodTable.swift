import PopsplitRPC

/// Every method the daemon serves (protocol.md, section 7), and where each goes.
enum MethodTable {
    /// The scene-management methods.
    static let sceneMethods = [
        "scene/open", "scene/close", "scene/reload", "scene/snapshot", "scene/restore", "scene/layout", "scene/list",
        "scene/render",
    ]

    /// Every method name, and the `$/` notifications the session honours, sorted (what
    /// `initialize` lists).
    static let names: [String] = (sceneMethods + CommandMethods.names + PopoverMethods.names + ["popover/explainPlacement", "controller/containers"]
        + RPCSession.protocolMethods).sorted()

    /// Runs `method` on `server`; nil when there is no such method.
    static func run(_ method: String, on server: PopsplitServer, params: ParamsReader) throws(RPCError) -> HandlerOutcome? {
        switch method {
        case "scene/open": return try server.openScene(params)
        case "scene/close": return try server.closeScene(params)
        case "scene/reload": return try server.reloadScene(params)
        case "scene/snapshot": return try server.snapshotScene(params)
        case "scene/restore": return try server.restoreScene(params)
        case "scene/layout": return try server.currentLayout(params)
        case "scene/list": return try server.listScenes(params)
        case "scene/render": return try server.renderScene(params)
        case "popover/explainPlacement": return try server.explainPlacement(params)
        case "controller/containers": return try server.controllerContainers(params)
        default:
            guard CommandMethods.names.contains(method) || PopoverMethods.names.contains(method) else { return nil }
            let scene = try params.string("scene")
            _ = try server.entry(scene)
            var command = try CommandMethods.command(for: method, params)
            if command == nil { command = try PopoverMethods.command(for: method, params) }
            guard let command else { return nil }
            return server.run(command, in: scene, answers: [:])
        }
    }
}
