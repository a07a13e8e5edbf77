import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// `popover/explainPlacement`: the placement a presentation would get, with every side
    /// considered; changes nothing and sends no notification.
    func explainPlacement(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let source = try PopoverMethods.source(params)
        let arrows = try GeometryParams.arrows(params, "arrows")
        let size = try params.member("contentSize").map { !$0.isNull } == true ? try GeometryParams.size(params, "contentSize") : nil
        let margins =
            try params.member("layoutMargins").map { !$0.isNull } == true
            ? try GeometryParams.insets(params, "layoutMargins", limit: 10_000) : nil
        let popover = try params.optionalString("popover")
        return try Self.readOnly(id, entry) { scene throws(ModelError) in
            try scene.explainPlacement(popover: popover, from: source, arrows: arrows, contentSize: size, margins: margins)
        }
    }

    /// `controller/containers`: a controller's parent and nearest navigation, tab bar and split
    /// view controllers (SPL-10); changes nothing.
    func controllerContainers(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let id = try params.string("scene")
        let entry = try entry(id)
        let controller = try params.string("controller")
        return try Self.readOnly(id, entry) { scene throws(ModelError) in try scene.containers(of: controller) }
    }

    /// The result of a read-only question to scene `id`: `{scene, layoutVersion}` and the answer's
    /// fields; a model error becomes its JSON-RPC error.
    static func readOnly(_ id: String, _ entry: SceneEntry, _ ask: (Scene) throws(ModelError) -> [Field]) throws(RPCError) -> HandlerOutcome {
        let fields: [Field]
        do throws(ModelError) {
            fields = try ask(entry.scene)
        } catch {
            throw RequestSuggestion.rpcError(error, in: entry.scene)
        }
        return .encodedResult(fields.commandResult(scene: id, layoutVersion: entry.layoutVersion))
    }
}
