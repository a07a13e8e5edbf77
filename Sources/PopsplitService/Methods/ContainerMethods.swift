import PopsplitModel
import PopsplitRPC

/// Custom container view controllers (protocol.md section 7, "Containers"; CNT-02): adding and
/// removing child view controllers and transitions between them.
enum ContainerMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("container/addChild") { p throws(RPCError) in
            .addChild(container: try p.string("container"), controller: try p.string("controller"))
        },
        .command("container/removeChild") { p throws(RPCError) in
            .removeChild(container: try p.string("container"), controller: try p.string("controller"))
        },
        .command("container/transition") { p throws(RPCError) in
            .transitionChild(
                container: try p.string("container"), from: try p.string("from"), to: try p.string("to"),
                animated: try ParamsDecoding.animated(p))
        },
    ]
}
