import PopsplitRPC

/// Read-only questions about a scene: a popover's placement explained, a controller's containers
/// (protocol.md section 7; POP-09, SPL-10).
enum InspectionMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .server("popover/explainPlacement") { server, params throws(RPCError) in try server.explainPlacement(params) },
        .server("controller/containers") { server, params throws(RPCError) in try server.controllerContainers(params) },
    ]
}
