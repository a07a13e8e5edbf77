import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// `popsplit-bench render`: what drawing a scene of about 200 visible nodes costs, in process,
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
        let fixture = try RenderBenchFixture.prepare()
        var stages = RenderBenchStages.make(fixture)
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
        return (stages, fixture.facts, sink)
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
