import PopsplitDocument
import PopsplitJSON
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// `popsplit-bench worst`: the most expensive requests the protocol admits, on the render
/// bench's scene (about 200 visible nodes, a popover shown), each at the largest values its
/// parameters accept (no request may hold up the ones behind it for long). In process, through ``PopsplitServer``, results and notifications serialized; each
/// request timed `iterations` times per run, the median of the runs' means reported, sorted most
/// expensive first, against the cost of `scene/layout` measured in the same run.
struct WorstRequestBench {
    /// Timed runs.
    let runs: Int
    /// Iterations per request and run.
    let iterations: Int
    /// The budget one request must stay within, in milliseconds.
    static let budgetMs = 100.0

    /// One request's figures.
    struct Row {
        /// What it is.
        var label: String
        /// The median cost in milliseconds.
        var milliseconds: Double
        /// The reply's bytes (result and notifications).
        var bytes: Int
    }

    /// A request to time: its label and the calls one iteration makes.
    struct Candidate {
        /// What it is.
        var label: String
        /// The calls (method, params) of one iteration, cycling.
        var calls: [(String, JSONValue)]
    }

    /// The candidates, on scene `id` of the server.
    static func candidates(id: JSONValue, documentText: String, snapshot: JSONValue, pathological: String, tap: JSONValue) -> [Candidate] {
        let grid = RenderOptions.maximumGrid
        let popover = JSONValue.string(RenderBenchScene.popover)
        return [
            Candidate(label: "scene/layout (the baseline)", calls: [("scene/layout", ["scene": id])]),
            Candidate(
                label: "scene/render text, \(grid) x \(grid) cells (the largest grid)",
                calls: [
                    ("scene/render", ["scene": id, "format": "text", "options": ["columns": .int(Int64(grid)), "rows": .int(Int64(grid))]])
                ]),
            Candidate(label: "scene/render text, 96 x 48 cells", calls: [("scene/render", ["scene": id, "format": "text"])]),
            Candidate(
                label: "scene/render svg, scale 8, bezel, explain",
                calls: [
                    ("scene/render", ["scene": id, "format": "svg", "options": ["scale": 8, "bezel": true, "explain": true]])
                ]),
            Candidate(
                label: "scene/render svg at a moment of the transition",
                calls: [
                    ("scene/render", ["scene": id, "format": "svg", "options": ["at": 0.1]])
                ]),
            Candidate(
                label: "scene/render svgPatch after a rotation (most elements change)",
                calls: [
                    ("device/rotate", ["scene": id, "orientation": "landscapeLeft"]), ("scene/render", ["scene": id, "format": "svgPatch"]),
                    ("device/rotate", ["scene": id, "orientation": "portrait"]), ("scene/render", ["scene": id, "format": "svgPatch"]),
                ]),
            Candidate(
                label: "scene/reload {text} (\(BenchReport.grouped(Double(documentText.utf8.count))) bytes)",
                calls: [
                    ("scene/reload", ["scene": id, "text": .string(documentText)])
                ]),
            Candidate(
                label: "scene/open {text} + scene/close",
                calls: [
                    ("scene/open", ["scene": "worstOpen", "text": .string(documentText)]), ("scene/close", ["scene": "worstOpen"]),
                ]),
            Candidate(
                label: "scene/open {text}: 1 MiB built to hit the decoder's worst case (refused)",
                calls: [
                    ("scene/open", ["text": .string(pathological)])
                ]),
            Candidate(label: "scene/snapshot", calls: [("scene/snapshot", ["scene": id])]),
            Candidate(label: "scene/restore", calls: [("scene/restore", ["scene": id, "snapshot": snapshot])]),
            Candidate(label: "popover/explainPlacement", calls: [("popover/explainPlacement", ["scene": id, "popover": popover])]),
            Candidate(
                label: "device/rotate (there and back)",
                calls: [
                    ("device/rotate", ["scene": id, "orientation": "landscapeLeft"]), ("device/rotate", ["scene": id, "orientation": "portrait"]),
                ]),
            Candidate(label: "touch/tap on a popover row", calls: [("touch/tap", ["scene": id, "point": tap])]),
            Candidate(label: "controller/containers", calls: [("controller/containers", ["scene": id, "controller": "mailNav"])]),
            Candidate(label: "scene/list", calls: [("scene/list", [:])]),
        ]
    }

    /// Sets up, warms up, runs; the rows, most expensive first, the baseline's milliseconds.
    func measure() throws(BenchError) -> (rows: [Row], baseline: Double) {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
        if case .failure(let error) = server.initialize(params: nil) { throw BenchError("initialize: \(error.message)") }
        let id = JSONValue.string(RenderBenchScene.id)
        let document = RenderBenchScene.document()
        let text = JSONCodec.string(document)
        _ = try RenderBench.call(server, "scene/open", ["scene": id, "text": .string(text)])
        _ = try RenderBench.call(server, "popover/present", RenderBenchScene.presentPopoverParams)
        let snapshot = try RenderBench.call(server, "scene/snapshot", ["scene": id]).result.value["snapshot"] ?? .null
        let pathological = PathologicalDocument.unknownReferences.text(bytes: 1 << 20)
        let layout = try RenderBench.call(server, "scene/layout", ["scene": id]).result.value
        let row = layout["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == RenderBenchScene.tappedRow }
        guard let frame = row?["frame"]?.arrayValue?.compactMap(\.doubleValue), frame.count == 4 else {
            throw BenchError("\(RenderBenchScene.tappedRow) is not in the layout")
        }
        let tap: JSONValue = [.double(frame[0] + frame[2] / 2), .double(frame[1] + frame[3] / 2)]
        let candidates = Self.candidates(id: id, documentText: text, snapshot: snapshot, pathological: pathological, tap: tap)
        var means: [[Double]] = Array(repeating: [], count: candidates.count)
        var bytes = Array(repeating: 0, count: candidates.count)
        var buffer: [UInt8] = []
        for run in 0...runs {
            for (index, candidate) in candidates.enumerated() {
                let start = BenchRunner.nowNs()
                for iteration in 0..<iterations {
                    let (method, params) = candidate.calls[iteration % candidate.calls.count]
                    bytes[index] = max(bytes[index], Self.serialize(server.handle(method: method, params: params, isNotification: false), into: &buffer))
                }
                // Run 0 warms up.
                if run > 0 { means[index].append(Double(BenchRunner.nowNs() - start) / 1e6 / Double(iterations)) }
            }
        }
        let rows = candidates.indices.map { Row(label: candidates[$0].label, milliseconds: BenchStatistics.median(means[$0]), bytes: bytes[$0]) }
        return (rows.sorted { $0.milliseconds > $1.milliseconds }, rows[0].milliseconds)
    }

    /// The outcome written as the session would send it (without envelopes and framing); its bytes.
    static func serialize(_ outcome: HandlerOutcome, into buffer: inout [UInt8]) -> Int {
        buffer.removeAll(keepingCapacity: true)
        switch outcome {
        case .result(let value, let notifications):
            for notification in notifications { notification.message.write(into: &buffer) }
            JSONCodec.serialize(value, into: &buffer)
        case .encodedResult(let text, let notifications):
            for notification in notifications { notification.message.write(into: &buffer) }
            buffer.append(contentsOf: text.bytes)
        case .failure(let error, let notifications):
            for notification in notifications { notification.message.write(into: &buffer) }
            JSONCodec.serialize(error.json, into: &buffer)
        case .ask:
            break
        }
        return buffer.count
    }

    /// The report: the ten most expensive, each against the baseline and the budget.
    static func lines(_ rows: [Row], baseline: Double, runs: Int, iterations: Int) -> [String] {
        var lines = [
            "popsplit-bench worst: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build, in process, "
                + "the render bench's scene (about 200 visible nodes, a popover shown); \(runs) runs x \(iterations) iterations "
                + "per request after a warm-up, medians of the runs' means; the ten most expensive of \(rows.count) requests",
            "",
            BenchReport.pad("request", 78) + BenchReport.pad("ms", 10, right: true) + BenchReport.pad("x layout", 11, right: true)
                + BenchReport.pad("reply bytes", 13, right: true) + "  within \(Int(budgetMs)) ms",
        ]
        for row in rows.prefix(10) {
            let ratio = baseline > 0 ? row.milliseconds / baseline : 0
            lines.append(
                BenchReport.pad(row.label, 78) + BenchReport.pad(BenchReport.fixed(row.milliseconds, 3), 10, right: true)
                    + BenchReport.pad(BenchReport.fixed(ratio, 1), 11, right: true) + BenchReport.pad(BenchReport.grouped(Double(row.bytes)), 13, right: true)
                    + "  " + (row.milliseconds <= budgetMs ? "yes" : "NO"))
        }
        return lines
    }
}
