import PopsplitModel
import PopsplitRPC

/// Split views: showing the hidden master or side, the split point (protocol.md section 7, "Split
/// views"; SPL-07, SVC-07, SVC-09).
enum SplitViewMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("splitView/toggleMaster") { p throws(RPCError) in
            .toggleSplitMaster(split: try p.string("splitViewController"), animated: try ParamsDecoding.animated(p))
        },
        .command("splitView/setSplitPoint") { p throws(RPCError) in
            let orientation = try p.optionalOneOf("orientation", ["portrait", "landscape"])
            return .setSplitPoint(
                split: try p.string("splitViewController"), point: try GeometryParams.coordinate(p, "splitPoint"),
                landscape: orientation.map { $0 == "landscape" }, animated: try ParamsDecoding.animated(p))
        },
    ]
}
