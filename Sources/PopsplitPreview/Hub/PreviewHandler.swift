import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// The session's handler when the daemon can serve the preview page: the ``PopsplitServer``,
/// with every outcome shown to the ``PreviewHub`` (steps, pictures). While the hub follows no
/// scene, a request costs one check more than the server alone.
public final class PreviewHandler: RPCHandler {
    /// The service.
    public let server: PopsplitServer
    /// The preview's side of the session's thread.
    public let hub: PreviewHub

    /// A handler in front of `server`, showing its outcomes to `hub`.
    public init(server: PopsplitServer, hub: PreviewHub) {
        self.server = server
        self.hub = hub
    }

    /// The server's `initialize`.
    public func initialize(params: JSONValue?) -> Result<JSONValue, RPCError> {
        server.initialize(params: params)
    }

    /// The server's outcome, shown to the hub when it follows a scene.
    public func handle(method: String, params: JSONValue?, isNotification: Bool) -> HandlerOutcome {
        let outcome = server.handle(method: method, params: params, isNotification: isNotification)
        if hub.isIdle { return outcome }
        return hub.observe(outcome, method: method, params: params)
    }
}
