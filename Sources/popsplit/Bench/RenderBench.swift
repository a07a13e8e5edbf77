import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// `popsplit bench --render`: what drawing a scene of about 200 visible nodes costs, in process,
/// against a baseline measured in the same run (the daemon's existing work of writing the scene's
/// layout notification as JSON).
///
/// Stages: the baseline; a command and the layout (a tap on a popover row; a rotation); the whole
/// scene as SVG and as text; a keystroke of an editor (a reload of a document whose only change is
/// one label's title, the layout, the new layout's SVG elements and the ``SVGPatch`` from the
/// previous ones); the SVG patch as `scene/render` makes it today (both layouts drawn); decoding the
/// document text; the same keystroke through ``PopsplitServer`` (`scene/reload` with the document
/// text, then `scene/render` `svgPatch`, results serialized). Each run runs every stage
/// `iterations` times, one stage after the other (so drift hits all of them); the figures are
/// medians over runs of each run's mean; a warm-up run comes first.
struct RenderBench {
    /// The report's number formats.
    typealias Report = RenderBenchReport
    /// Timed runs.
    let runs: Int
    /// Iterations per stage and run.
    let iterations: Int

    /// Facts about the scene found while setting up, for the report.
    struct Facts {
        /// Visible nodes in the model's layout (and in the daemon's, checked equal).
        var nodes = 0
        /// Nodes by kind, most first.
        var kinds: [(kind: String, count: Int)] = []
        /// Nodes in landscape (after the rotation).
        var landscapeNodes = 0
        /// Bytes: the document as JSON text, the layout notification, the SVG, the text picture.
        var documentBytes = 0, layoutJSONBytes = 0, svgBytes = 0, textBytes = 0
        /// Text picture size.
        var textGrid = ""
        /// The keystroke's patch: changed ids, removed count, the changed elements' markup bytes.
        var changedIDs: [String] = [], removed = 0, changedBytes = 0
        /// The keystroke's patch as the daemon's `scene/render` `svgPatch` result, in bytes, and its
        /// `order` list's length.
        var patchResultBytes = 0, orderCount = 0
        /// The daemon's `scene/reload` result and notifications for the keystroke, in bytes.
        var reloadReplyBytes = 0
    }

    /// Sets up, checks, warms up, runs; returns the stages (in report order) and the facts.
    func measure() throws(BenchError) -> (stages: [RenderBenchStage], facts: Facts, sink: Int) {
        var facts = Facts()
        let renderer = SVGRenderer()
        let textRenderer = TextRenderer()
        let values = [RenderBenchScene.document(), RenderBenchScene.document(subject: RenderBenchScene.editedTitle + RenderBenchScene.typed)]
        let texts = values.map { JSONCodec.string($0) }
        facts.documentBytes = texts[0].utf8.count
        let decoder = SceneDocumentDecoder()
        let documents = try values.map { value throws(BenchError) in try Self.decode(value, with: decoder) }

        // The model: open, show the popover.
        var scene = try Self.model { () throws(ModelError) in try Scene.open(documents[0]).scene }
        try Self.done(try Self.model { () throws(ModelError) in try scene.apply(RenderBenchScene.presentPopover, answers: [:]) }, "presenting the popover")
        let layout = scene.layout
        facts.nodes = layout.nodes.count
        var kinds: [String: Int] = [:]
        for node in layout.nodes { kinds[node.kind.rawValue, default: 0] += 1 }
        facts.kinds = kinds.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
        guard layout.nodes.contains(where: { $0.id == RenderBenchScene.popover }) else {
            throw BenchError("the bench's popover is not in the layout")
        }
        let svg = renderer.render(layout)
        facts.svgBytes = svg.utf8.count
        guard renderer.elements(layout).count == layout.nodes.count else { throw BenchError("the SVG has not one element per node") }
        let text = textRenderer.render(layout)
        facts.textBytes = text.utf8.count
        facts.textGrid = "\(textRenderer.options.columns)x\(textRenderer.options.rows)"

        // The daemon in process, delta layouts (what an editor asks for).
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
        if case .failure(let error) = server.initialize(params: ["capabilities": ["popsplit": ["layoutMode": "delta"]]]) {
            throw BenchError("initialize: \(error.message)")
        }
        let id = JSONValue.string(RenderBenchScene.id)
        _ = try Self.call(server, "scene/open", ["scene": id, "document": values[0]])
        _ = try Self.call(server, "popover/present", RenderBenchScene.presentPopoverParams)
        let layoutParams: JSONValue = ["scene": id]
        let (served, _) = try Self.call(server, "scene/layout", layoutParams)
        let servedIDs = served.value["nodes"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        guard servedIDs == layout.nodes.map(\.id) else {
            throw BenchError("the daemon's layout (\(servedIDs.count) nodes) is not the model's (\(layout.nodes.count))")
        }
        facts.layoutJSONBytes = served.bytes.count

        // The tap: a folder row in the popover (a custom action; the scene does not change).
        guard let row = layout.nodes.first(where: { $0.id == RenderBenchScene.tappedRow }) else {
            throw BenchError("\(RenderBenchScene.tappedRow) is not in the layout")
        }
        let tap = SceneCommand.tap(at: Point(x: row.frame.midX, y: row.frame.midY))
        var tapScene = scene
        try Self.done(try Self.model { () throws(ModelError) in try tapScene.apply(tap, answers: [:]) }, "the tap")
        guard tapScene.layout == layout else { throw BenchError("the tap on \(RenderBenchScene.tappedRow) changed the layout") }

        // The rotation, there and back.
        var rotated = scene
        let turns: [InterfaceOrientation] = [.landscapeLeft, .portrait]
        for (i, orientation) in turns.enumerated() {
            try Self.done(
                try Self.model { () throws(ModelError) in try rotated.apply(.rotate(to: orientation, animated: true), answers: [:]) },
                "rotating to \(orientation.rawValue)")
            if i == 0 { facts.landscapeNodes = rotated.layout.nodes.count }
        }
        guard rotated.layout == layout else { throw BenchError("rotating there and back changed the layout") }

        // The keystroke: the model's patch, then the daemon's.
        var typed = scene
        _ = try Self.model { () throws(ModelError) in try typed.reload(documents[1]) }
        let typedLayout = typed.layout
        let patch = SVGPatch(from: renderer.elements(layout), to: renderer.elements(typedLayout))
        facts.changedIDs = patch.changed.map(\.id)
        facts.removed = patch.removed.count
        facts.changedBytes = patch.changed.reduce(0) { $0 + $1.markup.utf8.count }
        guard typedLayout.nodes.count == layout.nodes.count, facts.changedIDs == [RenderBenchScene.editedLabel], facts.removed == 0 else {
            throw BenchError("the keystroke's patch is not one changed element: changed \(facts.changedIDs), removed \(patch.removed)")
        }
        let reloadParams: [JSONValue] = texts.map { ["scene": id, "text": .string($0)] }
        let patchParams: JSONValue = ["scene": id, "format": "svgPatch"]
        var reply: [UInt8] = []
        reply.reserveCapacity(1 << 16)
        let reloaded = try Self.call(server, "scene/reload", reloadParams[1])
        facts.reloadReplyBytes = Self.serialize(reloaded, into: &reply)
        let patched = try Self.call(server, "scene/render", patchParams)
        facts.patchResultBytes = Self.serialize(patched, into: &reply)
        facts.orderCount = patched.result.value["order"]?.arrayValue?.count ?? 0
        guard patched.result.value["changed"]?.arrayValue?.compactMap({ $0["id"]?.stringValue }) == [RenderBenchScene.editedLabel] else {
            throw BenchError("the daemon's svgPatch is not one changed element")
        }
        _ = try Self.call(server, "scene/reload", reloadParams[0])

        // The stages.
        var model = scene
        var keystroke = scene
        var previous = renderer.elements(layout)
        var previousLayout = layout
        var latestElements = previous
        var rotating = scene
        var latest = layout
        var edit = 0
        var rotation = 0
        var daemonEdit = 0
        let layouts = [layout, typedLayout]
        var pair = 0
        var keystrokeStage = RenderBenchStage(
            total: "keystroke: reload + layout + SVG update",
            [
                .init(label: "reload (Scene.reload; the document decoded before)") {
                    edit ^= 1
                    try Self.model { () throws(ModelError) in _ = try keystroke.reload(documents[edit]) }
                    return 1
                },
                .init(label: "layout (Scene.layout)") {
                    latest = keystroke.layout
                    return latest.nodes.count
                },
                .init(label: "SVG elements of the new layout, unchanged nodes reused (SVGRenderer.elements(_:reusing:))") {
                    latestElements = renderer.elements(latest, reusing: (previousLayout, previous))
                    return latestElements.count
                },
                .init(label: "SVGPatch from the previous elements (kept)") {
                    let patch = SVGPatch(from: previous, to: latestElements)
                    previous = latestElements
                    previousLayout = latest
                    return patch.changed.count
                },
            ])
        keystrokeStage.subtotals = [.init(label: "e. SVG update: new elements + SVGPatch", steps: 2..<4, bytes: Report.grouped(facts.changedBytes))]
        keystrokeStage.reportsPercentiles = true
        var daemonStage = RenderBenchStage(
            total: "daemon keystroke: scene/reload + scene/render svgPatch",
            [
                .init(label: "scene/reload {text} (parse, decode, reload, layout, delta)", bytes: Report.grouped(facts.reloadReplyBytes)) {
                    daemonEdit ^= 1
                    return Self.serialize(try Self.call(server, "scene/reload", reloadParams[daemonEdit]), into: &reply)
                },
                .init(label: "scene/render svgPatch", bytes: Report.grouped(facts.patchResultBytes)) {
                    Self.serialize(try Self.call(server, "scene/render", patchParams), into: &reply)
                },
            ])
        daemonStage.reportsPercentiles = true
        var stages: [RenderBenchStage] = [
            RenderBenchStage("baseline: scene/layout result as JSON", bytes: Report.grouped(facts.layoutJSONBytes)) {
                let (value, _) = try Self.call(server, "scene/layout", layoutParams)
                return Self.serialize((value, []), into: &reply)
            },
            RenderBenchStage(
                total: "a. command + layout: a tap on a popover row",
                [
                    .init(label: "tap (Scene.apply)") {
                        try Self.model { () throws(ModelError) in _ = try model.apply(tap, answers: [:]) }
                        return 1
                    },
                    .init(label: "layout (Scene.layout)") { model.layout.nodes.count },
                ]),
            RenderBenchStage(
                total: "command + layout: a rotation (alternating)",
                [
                    .init(label: "rotate (Scene.apply)") {
                        rotation ^= 1
                        let to: InterfaceOrientation = rotation == 1 ? .landscapeLeft : .portrait
                        try Self.model { () throws(ModelError) in _ = try rotating.apply(.rotate(to: to, animated: true), answers: [:]) }
                        return 1
                    },
                    .init(label: "layout (Scene.layout)") { rotating.layout.nodes.count },
                ]),
            RenderBenchStage("b. SVG render (SVGRenderer.render); d. its bytes", bytes: Report.grouped(facts.svgBytes)) { renderer.render(layout).utf8.count },
            RenderBenchStage("c. text render \(facts.textGrid) (TextRenderer.render)", bytes: Report.grouped(facts.textBytes)) {
                textRenderer.render(layout).utf8.count
            },
            keystrokeStage,
            RenderBenchStage("SVG patch from scratch (elements of both layouts drawn + SVGPatch)") {
                pair ^= 1
                return SVGPatch(from: renderer.elements(layouts[1 - pair]), to: renderer.elements(layouts[pair])).changed.count
            },
            RenderBenchStage("document text to SceneDocument (SceneDocumentDecoder.check(text:))", bytes: Report.grouped(facts.documentBytes)) {
                decoder.check(text: texts[edit]).diagnostics.count + 1
            },
            daemonStage,
        ]
        var sink = 0
        do {
            for i in stages.indices { try stages[i].run(max(10, iterations / 4), warmUp: true, sink: &sink) }
            for _ in 0..<runs {
                for i in stages.indices { try stages[i].run(iterations, warmUp: false, sink: &sink) }
            }
        } catch let error as BenchError {
            throw error
        } catch {
            throw BenchError("\(error)")
        }
        return (stages, facts, sink)
    }

    /// The model's error as a bench error.
    static func model<T>(_ body: () throws(ModelError) -> T) throws(BenchError) -> T {
        do {
            return try body()
        } catch {
            throw BenchError("the model refused: \(error.message)")
        }
    }

    /// Fails unless `outcome` is done.
    static func done(_ outcome: CommandOutcome, _ what: String) throws(BenchError) {
        guard case .done = outcome else { throw BenchError("\(what) asks the delegate: \(outcome)") }
    }

    /// The document decoded by the service's decoder.
    static func decode(_ value: JSONValue, with decoder: SceneDocumentDecoder) throws(BenchError) -> SceneDocument {
        switch decoder.decode(value: value, source: nil) {
        case .success(let document): return document
        case .failure(let diagnostics): throw BenchError("the bench's document does not decode: \(diagnostics)")
        }
    }

    /// Runs `method` on the daemon; its result and notifications, or the error.
    static func call(_ server: PopsplitServer, _ method: String, _ params: JSONValue) throws(BenchError) -> (
        result: JSONPayload, notifications: [OutgoingNotification]
    ) {
        switch server.handle(method: method, params: params, isNotification: false) {
        case .result(let value, let notifications): return (.value(value), notifications)
        case .encodedResult(let text, let notifications): return (.text(text), notifications)
        case .failure(let error, _): throw BenchError("\(method): \(error.message)")
        case .ask(let question, _, _, _, _): throw BenchError("\(method) asks the client \(question)")
        }
    }

    /// Writes the notifications' messages then the result into `buffer` (emptied first), as the
    /// session would send them (without the response envelope and framing); the byte count.
    static func serialize(_ reply: (result: JSONPayload, notifications: [OutgoingNotification]), into buffer: inout [UInt8]) -> Int {
        buffer.removeAll(keepingCapacity: true)
        for notification in reply.notifications { notification.message.write(into: &buffer) }
        reply.result.write(into: &buffer)
        return buffer.count
    }
}
