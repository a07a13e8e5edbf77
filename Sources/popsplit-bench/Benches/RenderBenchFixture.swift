import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitRender
import PopsplitService

/// What the render bench times, set up and checked before any timing: the scene with its popover
/// shown (in the model, and in the daemon in process with delta layouts), the tap, the rotation
/// and the keystroke, each proven to do what the report says it does.
struct RenderBenchFixture {
    /// The SVG renderer.
    let renderer = SVGRenderer()
    /// The text renderer.
    let textRenderer = TextRenderer()
    /// The decoder.
    let decoder = SceneDocumentDecoder()
    /// The document's two texts: as it is, and with one title one character longer.
    let texts: [String]
    /// The two documents, decoded.
    let documents: [SceneDocument]
    /// The model with the popover shown.
    let scene: Scene
    /// Its layout.
    let layout: SceneLayout
    /// The layout after the keystroke.
    let typedLayout: SceneLayout
    /// The daemon in process, the scene open and its popover shown.
    let server: PopsplitServer
    /// `scene/layout`'s params.
    let layoutParams: JSONValue
    /// `scene/reload`'s params for each text.
    let reloadParams: [JSONValue]
    /// `scene/render`'s params for the SVG patch.
    let patchParams: JSONValue
    /// The tap on a popover row.
    let tap: SceneCommand
    /// What setting up found, for the report.
    let facts: RenderBench.Facts

    /// Sets up and checks everything, or says what is not as the bench expects.
    static func prepare() throws(BenchError) -> RenderBenchFixture {
        var facts = RenderBench.Facts()
        let values = [RenderBenchScene.document(), RenderBenchScene.document(subject: RenderBenchScene.editedTitle + RenderBenchScene.typed)]
        let texts = values.map { JSONCodec.string($0) }
        facts.documentBytes = texts[0].utf8.count
        let decoder = SceneDocumentDecoder()
        let documents = try values.map { value throws(BenchError) in try RenderBench.decode(value, with: decoder) }
        let (scene, layout) = try openModel(documents[0], facts: &facts)
        let id = JSONValue.string(RenderBenchScene.id)
        let server = try openDaemon(values[0], matching: layout, facts: &facts)
        let tap = try checkTap(on: scene, layout: layout)
        try checkRotation(of: scene, layout: layout, facts: &facts)
        let reloadParams: [JSONValue] = texts.map { ["scene": id, "text": .string($0)] }
        let patchParams: JSONValue = ["scene": id, "format": "svgPatch"]
        let typedLayout = try checkKeystroke(
            scene: scene, layout: layout, typed: documents[1], server: server, reloadParams: reloadParams, patchParams: patchParams, facts: &facts)
        return RenderBenchFixture(
            texts: texts, documents: documents, scene: scene, layout: layout, typedLayout: typedLayout, server: server,
            layoutParams: ["scene": id], reloadParams: reloadParams, patchParams: patchParams, tap: tap, facts: facts)
    }

    /// The model opened with the popover shown, and its layout; notes the nodes and the sizes of
    /// the two pictures.
    private static func openModel(_ document: SceneDocument, facts: inout RenderBench.Facts) throws(BenchError) -> (Scene, SceneLayout) {
        var scene = try RenderBench.model { () throws(ModelError) in try Scene.open(document).scene }
        try RenderBench.done(
            try RenderBench.model { () throws(ModelError) in try scene.apply(RenderBenchScene.presentPopover, answers: [:]) }, "presenting the popover")
        let layout = scene.layout
        facts.nodes = layout.nodes.count
        var kinds: [String: Int] = [:]
        for node in layout.nodes { kinds[node.kind.name, default: 0] += 1 }
        facts.kinds = kinds.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
        guard layout.nodes.contains(where: { $0.id == RenderBenchScene.popover }) else {
            throw BenchError("the bench's popover is not in the layout")
        }
        let renderer = SVGRenderer()
        facts.svgBytes = renderer.render(layout).utf8.count
        guard renderer.elements(layout).count == layout.nodes.count else { throw BenchError("the SVG has not one element per node") }
        let textRenderer = TextRenderer()
        facts.textBytes = textRenderer.render(layout).utf8.count
        facts.textGrid = "\(textRenderer.options.columns)x\(textRenderer.options.rows)"
        return (scene, layout)
    }

    /// The daemon in process (delta layouts, what an editor asks for) with the same scene and
    /// popover, checked to lay it out as the model does.
    private static func openDaemon(_ document: JSONValue, matching layout: SceneLayout, facts: inout RenderBench.Facts) throws(BenchError)
        -> PopsplitServer
    {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
        if case .failure(let error) = server.initialize(params: ["capabilities": ["popsplit": ["layoutMode": "delta"]]]) {
            throw BenchError("initialize: \(error.message)")
        }
        let id = JSONValue.string(RenderBenchScene.id)
        _ = try RenderBench.call(server, "scene/open", ["scene": id, "document": document])
        _ = try RenderBench.call(server, "popover/present", RenderBenchScene.presentPopoverParams)
        let (served, _) = try RenderBench.call(server, "scene/layout", ["scene": id])
        let servedIDs = served.value["nodes"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        guard servedIDs == layout.nodes.map(\.id) else {
            throw BenchError("the daemon's layout (\(servedIDs.count) nodes) is not the model's (\(layout.nodes.count))")
        }
        facts.layoutJSONBytes = served.bytes.count
        return server
    }

    /// The tap on a folder row in the popover (a custom action): checked to leave the layout as
    /// it is.
    private static func checkTap(on scene: Scene, layout: SceneLayout) throws(BenchError) -> SceneCommand {
        guard let row = layout.nodes.first(where: { $0.id == RenderBenchScene.tappedRow }) else {
            throw BenchError("\(RenderBenchScene.tappedRow) is not in the layout")
        }
        let tap = SceneCommand.tap(at: .point(Point(x: row.frame.midX, y: row.frame.midY)))
        var tapped = scene
        try RenderBench.done(try RenderBench.model { () throws(ModelError) in try tapped.apply(tap, answers: [:]) }, "the tap")
        guard tapped.layout == layout else { throw BenchError("the tap on \(RenderBenchScene.tappedRow) changed the layout") }
        return tap
    }

    /// The rotation there and back: checked to come back to the same layout; notes the nodes in
    /// landscape.
    private static func checkRotation(of scene: Scene, layout: SceneLayout, facts: inout RenderBench.Facts) throws(BenchError) {
        var rotated = scene
        let turns: [InterfaceOrientation] = [.landscapeLeft, .portrait]
        for (i, orientation) in turns.enumerated() {
            try RenderBench.done(
                try RenderBench.model { () throws(ModelError) in try rotated.apply(.rotate(to: orientation, animated: true), answers: [:]) },
                "rotating to \(orientation.rawValue)")
            if i == 0 { facts.landscapeNodes = rotated.layout.nodes.count }
        }
        guard rotated.layout == layout else { throw BenchError("rotating there and back changed the layout") }
    }

    /// The keystroke, in the model (its patch must be the one edited label) and in the daemon
    /// (its `svgPatch` likewise); notes their sizes; returns the typed layout. The daemon is left
    /// with the first text.
    private static func checkKeystroke(
        scene: Scene, layout: SceneLayout, typed document: SceneDocument, server: PopsplitServer, reloadParams: [JSONValue],
        patchParams: JSONValue, facts: inout RenderBench.Facts
    ) throws(BenchError) -> SceneLayout {
        var typed = scene
        _ = try RenderBench.model { () throws(ModelError) in try typed.reload(document) }
        let typedLayout = typed.layout
        let renderer = SVGRenderer()
        let patch = SVGPatch(from: renderer.elements(layout), to: renderer.elements(typedLayout))
        facts.changedIDs = patch.changed.map(\.id)
        facts.removed = patch.removed.count
        facts.changedBytes = patch.changed.reduce(0) { $0 + $1.markup.utf8.count }
        guard typedLayout.nodes.count == layout.nodes.count, facts.changedIDs == [RenderBenchScene.editedLabel], facts.removed == 0 else {
            throw BenchError("the keystroke's patch is not one changed element: changed \(facts.changedIDs), removed \(patch.removed)")
        }
        var reply: [UInt8] = []
        let reloaded = try RenderBench.call(server, "scene/reload", reloadParams[1])
        facts.reloadReplyBytes = RenderBench.serialize(reloaded, into: &reply)
        let patched = try RenderBench.call(server, "scene/render", patchParams)
        facts.patchResultBytes = RenderBench.serialize(patched, into: &reply)
        facts.orderCount = patched.result.value["order"]?.arrayValue?.count ?? 0
        guard patched.result.value["changed"]?.arrayValue?.compactMap({ $0["id"]?.stringValue }) == [RenderBenchScene.editedLabel] else {
            throw BenchError("the daemon's svgPatch is not one changed element")
        }
        _ = try RenderBench.call(server, "scene/reload", reloadParams[0])
        return typedLayout
    }
}
