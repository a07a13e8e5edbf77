import PopsplitModel
import PopsplitRPC

/// Bar button items (protocol.md section 7, "Bar button items").
enum ItemMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("barButtonItem/setEnabled") { p throws(RPCError) in
            .setItemEnabled(item: try p.string("item"), enabled: try p.bool("enabled"))
        },
        .command("navigationItem/setItems") { p throws(RPCError) in
            // NAV-08: `items` null or absent is UIKit's nil (the side's items removed).
            let items = try p.optionalArray("items") == nil ? [] : try ParamsDecoding.strings(p, "items")
            guard items.count <= maxItems else {
                throw RPCError.invalidParams(path: "params.items", expected: "at most \(maxItems) items", got: "\(items.count)")
            }
            return .setNavigationItems(
                controller: try p.string("controller"), side: try p.enumeration("side", NavigationItemSide.self), items: items)
        },
    ]

    /// The most items `navigationItem/setItems` takes on one side.
    static let maxItems = 100
}
