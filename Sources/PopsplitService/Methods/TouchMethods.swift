import PopsplitModel
import PopsplitRPC

/// Touches: taps, swipes and drags at window points (protocol.md section 7, "Touches").
enum TouchMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("touch/tap") { p throws(RPCError) in .tap(at: try ParamsDecoding.touchTarget(p)) },
        .command("touch/swipe") { p throws(RPCError) in
            .swipe(from: try ParamsDecoding.touchTarget(p), direction: try p.enumeration("direction", SwipeDirection.self))
        },
        .command("touch/drag") { p throws(RPCError) in .drag(from: try ParamsDecoding.point(p, "from"), to: try ParamsDecoding.point(p, "to")) },
    ]
}
