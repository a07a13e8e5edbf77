import PopsplitJSON
import PopsplitRPC

/// How `scene/layout` notifications carry a scene's layout (protocol.md, section 5), chosen by the
/// client at `initialize` with `capabilities.popsplit.layoutMode`.
public enum LayoutMode: String, CaseIterable, Sendable {
    /// Every notification lists every node (the default).
    case full
    /// A scene's first notification is full; later ones list only the nodes that are new or
    /// changed, the ids removed, and the order of every node.
    case delta

    /// Reads `params.capabilities.popsplit.layoutMode` from `initialize`'s params: absent or null
    /// is ``full``; a string other than `"full"` or `"delta"`, or a value that is not a string, is
    /// -32602 naming `params.capabilities.popsplit.layoutMode`.
    public static func read(initializeParams params: JSONValue?) throws(RPCError) -> LayoutMode {
        let root = ParamsReader(params)
        guard let capabilities = try root.optionalObject("capabilities"),
            let popsplit = try capabilities.optionalObject("popsplit")
        else { return .full }
        return try popsplit.optionalEnumeration("layoutMode", LayoutMode.self) ?? .full
    }
}
