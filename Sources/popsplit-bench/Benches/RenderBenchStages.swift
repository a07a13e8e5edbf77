import PopsplitModel
import PopsplitRender
import PopsplitService

/// The render bench's stages over a checked ``RenderBenchFixture``, in report order: the
/// baseline, a tap and a rotation with their layouts, the two pictures, an editor's keystroke in
/// the model, an SVG patch from scratch, decoding, and the keystroke through the daemon. Each
/// stage keeps its own state (the scene it changes), so that stages interleave freely.
enum RenderBenchStages {
    /// The report's number formats.
    typealias Report = RenderBenchReport

    /// Every stage, in report order.
    static func make(_ fixture: RenderBenchFixture) -> [RenderBenchStage] {
        var reply: [UInt8] = []
        reply.reserveCapacity(1 << 16)
        let server = fixture.server
        let facts = fixture.facts
        return [
            RenderBenchStage("baseline: scene/layout result as JSON", bytes: Report.grouped(facts.layoutJSONBytes)) {
                let (value, _) = try RenderBench.call(server, "scene/layout", fixture.layoutParams)
                return RenderBench.serialize((value, []), into: &reply)
            },
            tapStage(fixture), rotationStage(fixture),
            RenderBenchStage("b. SVG render (SVGRenderer.render); d. its bytes", bytes: Report.grouped(facts.svgBytes)) {
                fixture.renderer.render(fixture.layout).utf8.count
            },
            RenderBenchStage("c. text render \(facts.textGrid) (TextRenderer.render)", bytes: Report.grouped(facts.textBytes)) {
                fixture.textRenderer.render(fixture.layout).utf8.count
            },
            keystrokeStage(fixture), patchFromScratchStage(fixture), decodingStage(fixture), daemonKeystrokeStage(fixture),
        ]
    }

    /// a. A tap on a popover row and the layout after it.
    static func tapStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        var model = fixture.scene
        return RenderBenchStage(
            total: "a. command + layout: a tap on a popover row",
            [
                .init(label: "tap (Scene.apply)") {
                    try RenderBench.model { () throws(ModelError) in _ = try model.apply(fixture.tap, answers: [:]) }
                    return 1
                },
                .init(label: "layout (Scene.layout)") { model.layout.nodes.count },
            ])
    }

    /// A rotation (to landscape and back, alternating) and the layout after it.
    static func rotationStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        var rotating = fixture.scene
        var rotation = 0
        return RenderBenchStage(
            total: "command + layout: a rotation (alternating)",
            [
                .init(label: "rotate (Scene.apply)") {
                    rotation ^= 1
                    let to: InterfaceOrientation = rotation == 1 ? .landscapeLeft : .portrait
                    try RenderBench.model { () throws(ModelError) in _ = try rotating.apply(.rotate(to: to, animated: true), answers: [:]) }
                    return 1
                },
                .init(label: "layout (Scene.layout)") { rotating.layout.nodes.count },
            ])
    }

    /// An editor's keystroke in the model: the reload, the layout, the new SVG elements (the
    /// unchanged ones reused) and the patch from the previous ones.
    static func keystrokeStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        var keystroke = fixture.scene
        var previous = fixture.renderer.elements(fixture.layout)
        var previousLayout = fixture.layout
        var latestElements = previous
        var latest = fixture.layout
        var edit = 0
        var stage = RenderBenchStage(
            total: "keystroke: reload + layout + SVG update",
            [
                .init(label: "reload (Scene.reload; the document decoded before)") {
                    edit ^= 1
                    try RenderBench.model { () throws(ModelError) in _ = try keystroke.reload(fixture.documents[edit]) }
                    return 1
                },
                .init(label: "layout (Scene.layout)") {
                    latest = keystroke.layout
                    return latest.nodes.count
                },
                .init(label: "SVG elements of the new layout, unchanged nodes reused (SVGRenderer.elements(_:reusing:))") {
                    latestElements = fixture.renderer.elements(latest, reusing: (previousLayout, previous))
                    return latestElements.count
                },
                .init(label: "SVGPatch from the previous elements (kept)") {
                    let patch = SVGPatch(from: previous, to: latestElements)
                    previous = latestElements
                    previousLayout = latest
                    return patch.changed.count
                },
            ])
        stage.subtotals = [.init(label: "e. SVG update: new elements + SVGPatch", steps: 2..<4, bytes: Report.grouped(fixture.facts.changedBytes))]
        stage.reportsPercentiles = true
        return stage
    }

    /// The SVG patch as `scene/render` once made it: both layouts drawn, then the patch.
    static func patchFromScratchStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        let layouts = [fixture.layout, fixture.typedLayout]
        var pair = 0
        return RenderBenchStage("SVG patch from scratch (elements of both layouts drawn + SVGPatch)") {
            pair ^= 1
            return SVGPatch(from: fixture.renderer.elements(layouts[1 - pair]), to: fixture.renderer.elements(layouts[pair])).changed.count
        }
    }

    /// Decoding the document text (each text in turn).
    static func decodingStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        var edit = 0
        return RenderBenchStage("document text to SceneDocument (SceneDocumentDecoder.check(text:))", bytes: Report.grouped(fixture.facts.documentBytes)) {
            edit ^= 1
            return fixture.decoder.check(text: fixture.texts[edit]).diagnostics.count + 1
        }
    }

    /// The keystroke through the daemon: `scene/reload` with the text, then `scene/render`
    /// `svgPatch`, results serialized.
    static func daemonKeystrokeStage(_ fixture: RenderBenchFixture) -> RenderBenchStage {
        var reply: [UInt8] = []
        reply.reserveCapacity(1 << 16)
        var daemonEdit = 0
        var stage = RenderBenchStage(
            total: "daemon keystroke: scene/reload + scene/render svgPatch",
            [
                .init(label: "scene/reload {text} (parse, decode, reload, layout, delta)", bytes: Report.grouped(fixture.facts.reloadReplyBytes)) {
                    daemonEdit ^= 1
                    return RenderBench.serialize(try RenderBench.call(fixture.server, "scene/reload", fixture.reloadParams[daemonEdit]), into: &reply)
                },
                .init(label: "scene/render svgPatch", bytes: Report.grouped(fixture.facts.patchResultBytes)) {
                    RenderBench.serialize(try RenderBench.call(fixture.server, "scene/render", fixture.patchParams), into: &reply)
                },
            ])
        stage.reportsPercentiles = true
        return stage
    }
}
