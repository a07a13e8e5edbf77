import PopsplitRPC

/// Every method the daemon serves (protocol.md, section 7), each declared once in the file of its
/// area, and where a request goes. `initialize` lists ``names``; a test checks the schema's list
/// against it.
enum MethodRegistry {
    /// Every method, by area.
    static let all: [ProtocolMethod] =
        SceneMethods.all + DeviceMethods.all + NavigationMethods.all + ModalMethods.all
        + TouchMethods.all + PopoverMethods.all + SearchAndSheetMethods.all + SplitViewMethods.all + ContainerMethods.all + InspectionMethods.all
        + ItemMethods.all
        + PreviewMethods.all

    /// The methods by name.
    static let byName: [String: ProtocolMethod] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every method name, and the `$/` notifications the session honours, sorted (what
    /// `initialize` lists).
    static let names: [String] = (all.map(\.name) + RPCSession.protocolMethods).sorted()

    /// Runs `method` on `server`; nil when there is no such method. A command looks its scene up
    /// once, before reading the rest of its params (an unknown scene is -32011 whatever the rest);
    /// any command may ask for the whole navigation stack in its result (`includeStack`).
    static func run(_ method: String, on server: PopsplitServer, params: ParamsReader) throws(RPCError) -> HandlerOutcome? {
        guard let found = byName[method] else { return nil }
        switch found.runner {
        case .server(let run):
            return try run(server, params)
        case .command(let read):
            let scene = try params.string("scene")
            try server.requireScene(scene)
            let command = try read(params)
            let includeStack = try params.optionalBool("includeStack") ?? false
            return server.run(command, in: scene, answers: [:], includeStack: includeStack)
        }
    }
}
