import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitService

/// `popsplit-bench storyboard`: what opening a storyboard costs (``StoryboardBenchFixture``, about
/// 65 KB), stage by stage, in process: libxml2's reading alone (``XMLTreeReader``), the whole
/// import, the import then decoding and opening the scene, and the daemon's `scene/open` with the
/// storyboard as `text` through ``PopsplitServer`` (its reply serialized; each run on a server of
/// its own, made untimed). The baseline, in the same run: `scene/open` of the scene document the storyboard
/// imports to, given as JSON text: what the same scene costs without the XML.
struct StoryboardBench {
    /// Timed runs per stage (the median is reported), after as many untimed ones.
    let runs: Int

    /// One stage's figures.
    struct Row {
        /// What was timed.
        var label: String
        /// The median, in milliseconds.
        var milliseconds: Double
        /// The fastest run, in milliseconds.
        var fastest: Double
    }

    /// The storyboard, the scene document text it imports to, then every stage, the baseline first.
    func measure() throws(BenchError) -> (storyboard: String, document: String, rows: [Row]) {
        let storyboard = StoryboardBenchFixture.text
        let imported = InterfaceBuilderImporter.importDocument(text: storyboard, format: .storyboard)
        guard let value = imported.document else {
            throw BenchError("the bench's storyboard is refused: \(imported.diagnostics.map(\.message).joined(separator: "; "))")
        }
        let document = JSONCodec.string(value)
        guard case .success(let decoded) = SceneDocumentDecoder().check(value: value, source: nil).result else {
            throw BenchError("the bench's storyboard imports to a document the decoder refuses")
        }
        do throws(ModelError) {
            _ = try Scene.open(decoded)
        } catch {
            throw BenchError("the bench's storyboard does not open: \(error)")
        }
        var buffer: [UInt8] = []
        var failure: BenchError?

        // Each daemon run has a server of its own, made and initialized untimed: a server keeps the
        // last scene document text it checked and answers the same text again from it, which would
        // leave the baseline's decoding out.
        var rows: [Row] = []
        rows.append(
            time("scene/open {text}: the scene document JSON (baseline)", prepare: Self.server) { server in
                if let error = open(server, ["scene": "bench", "text": .string(document)], into: &buffer) { failure = error }
            })
        rows.append(
            time("libxml2 reading alone (XMLTreeReader)") { _ in
                if case .failure(let error) = XMLTreeReader.read(storyboard) { failure = BenchError("XMLTreeReader: \(error.message)") }
            })
        rows.append(
            time("the import (InterfaceBuilderImporter)") { _ in
                if InterfaceBuilderImporter.importDocument(text: storyboard, format: .storyboard).document == nil {
                    failure = BenchError("the import failed")
                }
            })
        rows.append(
            time("import + decode + Scene.open") { _ in
                guard let value = InterfaceBuilderImporter.importDocument(text: storyboard, format: .storyboard).document,
                    case .success(let decoded) = SceneDocumentDecoder().check(value: value, source: nil).result,
                    (try? Scene.open(decoded)) != nil
                else {
                    failure = BenchError("import, decode and open failed")
                    return
                }
            })
        rows.append(
            time("scene/open {text}: the storyboard (the daemon)", prepare: Self.server) { server in
                if let error = open(server, ["scene": "bench", "text": .string(storyboard)], into: &buffer) { failure = error }
            })
        if let failure { throw failure }
        return (storyboard, document, rows)
    }

    /// A daemon in process, initialized, reading no files.
    private static func server() -> PopsplitServer {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
        _ = server.initialize(params: nil)
        return server
    }

    /// `scene/open` with `params` on `server`, its reply serialized into `buffer` (as the session
    /// writes it); an error when it fails.
    private func open(_ server: PopsplitServer, _ params: JSONValue, into buffer: inout [UInt8]) -> BenchError? {
        do throws(BenchError) {
            let reply = try RenderBench.call(server, "scene/open", params)
            _ = RenderBench.serialize(reply, into: &buffer)
            return nil
        } catch {
            return error
        }
    }

    /// The median and the fastest of ``runs`` timed calls of `body`, after as many untimed ones;
    /// each call is handed what `prepare` made for it, untimed.
    private func time<Prepared>(_ label: String, prepare: () -> Prepared, _ body: (Prepared) -> Void) -> Row {
        for _ in 0..<runs { body(prepare()) }
        var times: [Double] = []
        for _ in 0..<runs {
            let prepared = prepare()
            let start = BenchRunner.nowNs()
            body(prepared)
            times.append(Double(BenchRunner.nowNs() - start) / 1e6)
        }
        return Row(label: label, milliseconds: BenchStatistics.median(times), fastest: times.min() ?? 0)
    }

    /// ``time(_:prepare:_:)`` with nothing to prepare.
    private func time(_ label: String, _ body: (()) -> Void) -> Row { time(label, prepare: { () }, { body($0) }) }

    /// The report: the sizes, then a line per stage with its ratio to the baseline.
    static func lines(storyboard: String, document: String, rows: [Row], runs: Int) -> [String] {
        let baseline = rows.first?.milliseconds ?? 0
        var lines = [
            "popsplit-bench storyboard: \(BenchEnvironment.buildConfiguration) build, in process, median of \(runs) runs "
                + "(after \(runs) untimed); x: the stage's median over the baseline's",
            "  the storyboard: \(BenchReport.grouped(Double(storyboard.utf8.count))) bytes; "
                + "the scene document it imports to: \(BenchReport.grouped(Double(document.utf8.count))) bytes of JSON",
            "",
            BenchReport.pad("stage", 58) + BenchReport.pad("median ms", 11, right: true) + BenchReport.pad("min ms", 9, right: true)
                + BenchReport.pad("x", 8, right: true),
        ]
        for row in rows {
            let ratio = baseline > 0 ? BenchReport.fixed(row.milliseconds / baseline, 2) : "-"
            lines.append(
                BenchReport.pad(row.label, 58) + BenchReport.pad(BenchReport.fixed(row.milliseconds, 2), 11, right: true)
                    + BenchReport.pad(BenchReport.fixed(row.fastest, 2), 9, right: true) + BenchReport.pad(ratio, 8, right: true))
        }
        return lines
    }
}
