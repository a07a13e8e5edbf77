import PopsplitModel
import PopsplitRPC

/// Navigation stacks, tabs and pages (protocol.md section 7, "Navigation", "Tabs and pages").
enum NavigationMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("navigation/push") { p throws(RPCError) in
            .push(navigation: try p.string("navigation"), controller: try p.string("controller"), animated: try ParamsDecoding.animated(p))
        },
        .command("navigation/pop") { p throws(RPCError) in .pop(navigation: try p.string("navigation"), animated: try ParamsDecoding.animated(p)) },
        .command("navigation/popToRoot") { p throws(RPCError) in
            .popToRoot(navigation: try p.string("navigation"), animated: try ParamsDecoding.animated(p))
        },
        .command("navigation/setStack") { p throws(RPCError) in
            .setStack(
                navigation: try p.string("navigation"), controllers: try ParamsDecoding.strings(p, "controllers"),
                animated: try ParamsDecoding.animated(p))
        },
        .command("tabBar/select") { p throws(RPCError) in .selectTab(tabBar: try p.string("tabBar"), index: try p.int("index")) },
        .command("page/turn") { p throws(RPCError) in
            .turnPage(pageView: try p.string("pageView"), forward: try p.oneOf("direction", ["forward", "reverse"]) == "forward")
        },
        .command("page/jump") { p throws(RPCError) in .jumpToPage(pageView: try p.string("pageView"), index: try p.int("index")) },
    ]
}
