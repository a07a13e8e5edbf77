import PopsplitJSON
import PopsplitRPC

/// What an editor plugin asked for at `initialize`, in `capabilities.popsplit` beside the
/// daemon's own members (protocol.md 14.1): the scenes' notifications, and the layout mode they
/// come in. (`delegateQuestions` and `questionTimeoutMs` are the session's, read as the daemon's.)
struct PluginExtensions: Equatable {
    /// Whether the daemon's notifications about the documents' scenes are sent as
    /// `popsplit/sceneNotification`.
    var sceneNotifications = false
    /// The daemon's layout mode for them (`full` or `delta`; the daemon checks the name).
    var layoutMode: JSONValue = "full"

    /// Reads `capabilities.popsplit`; absent members keep their defaults, a member of the wrong
    /// type is -32602 naming its path.
    static func read(initializeParams params: JSONValue?) throws(RPCError) -> PluginExtensions {
        var read = PluginExtensions()
        guard let capabilities = try ParamsReader(params).optionalObject("capabilities"),
            let popsplit = try capabilities.optionalObject("popsplit")
        else { return read }
        read.sceneNotifications = try popsplit.optionalBool("sceneNotifications") ?? false
        if let mode = try popsplit.optionalString("layoutMode") { read.layoutMode = .string(mode) }
        return read
    }
}
