import PopsplitModel
import PopsplitRPC

/// Modal presentation and segues (protocol.md section 7, "Modal presentation").
enum ModalMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("modal/present") { p throws(RPCError) in
            .presentModal(
                presenter: try p.string("presenter"), controller: try p.string("controller"),
                style: try p.optionalEnumeration("style", PresentationStyle.self) ?? .fullScreen,
                transition: try p.optionalEnumeration("transition", TransitionStyle.self) ?? .coverVertical,
                animated: try ParamsDecoding.animated(p))
        },
        .command("modal/dismiss") { p throws(RPCError) in .dismissModal(controller: try p.string("controller"), animated: try ParamsDecoding.animated(p)) },
        .command("segue/perform") { p throws(RPCError) in .performSegue(id: try p.string("segue")) },
    ]
}
