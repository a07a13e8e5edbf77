import PopsplitRPC

/// Bar button items (protocol.md section 7, "Bar button items").
enum ItemMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("barButtonItem/setEnabled") { p throws(RPCError) in
            .setItemEnabled(item: try p.string("item"), enabled: try p.bool("enabled"))
        }
    ]
}
