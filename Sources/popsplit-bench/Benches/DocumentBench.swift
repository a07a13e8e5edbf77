import PopsplitDocument
import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// `popsplit-bench documents`: what the daemon spends on scene documents built to hit the
/// decoder's worst cases (``PathologicalDocument``), in process: `scene/open` with the
/// document as `text`, through ``PopsplitServer``, the error reply serialized. Each kind is timed
/// at a quarter of the size and at the full size, so the ratio of the two times shows whether the
/// cost grows linearly (about 4) or worse.
struct DocumentBench {
    /// Timed runs per document (the median is reported).
    let runs: Int
    /// The full size of each document, in bytes.
    let bytes: Int

    /// One document's figures.
    struct Row {
        /// The kind of document.
        var kind: PathologicalDocument
        /// Its size in bytes.
        var bytes: Int
        /// The median time of one `scene/open`, in milliseconds.
        var milliseconds: Double
        /// The diagnostics in the reply.
        var diagnostics: Int
        /// The reply's size in bytes (the error object as JSON).
        var replyBytes: Int
        /// The decoder's work counter (``SceneDocumentCheck/work``).
        var work: Int
    }

    /// Every kind at a quarter of the size, then at the full size.
    func measure() throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for kind in PathologicalDocument.allCases {
            for size in [max(1, bytes / 4), bytes] {
                rows.append(try measure(kind, text: kind.text(bytes: size)))
            }
        }
        return rows
    }

    /// The figures of one document.
    private func measure(_ kind: PathologicalDocument, text: String) throws(BenchError) -> Row {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
        if case .failure(let error) = server.initialize(params: nil) { throw BenchError("initialize: \(error.message)") }
        var times: [Double] = []
        var reply = ""
        var diagnostics = 0
        for _ in 0..<max(1, runs) {
            let start = BenchRunner.nowNs()
            let outcome = server.handle(method: "scene/open", params: ["text": .string(text)], isNotification: false)
            guard case .failure(let error, _) = outcome else { throw BenchError("\(kind.rawValue): the document was accepted") }
            reply = JSONCodec.string(error.json)
            times.append(Double(BenchRunner.nowNs() - start) / 1e6)
            diagnostics = error.data?["diagnostics"]?.arrayValue?.count ?? 0
        }
        let work = SceneDocumentDecoder().check(text: text).work
        return Row(
            kind: kind, bytes: text.utf8.count, milliseconds: times.sorted()[times.count / 2],
            diagnostics: diagnostics, replyBytes: reply.utf8.count, work: work)
    }

    /// The report: one line per document, with the ratios of the full size's figures to the
    /// quarter size's.
    static func lines(_ rows: [Row], runs: Int) -> [String] {
        var lines = [
            "popsplit-bench documents: \(BenchEnvironment.buildConfiguration) build, in process, scene/open with the text, "
                + "median of \(runs) runs; x: the full size's figure over the quarter size's (4 is linear)",
            "",
            BenchReport.pad("document", 18) + BenchReport.pad("bytes", 11, right: true) + BenchReport.pad("ms", 10, right: true)
                + BenchReport.pad("x time", 8, right: true) + BenchReport.pad("work", 12, right: true)
                + BenchReport.pad("x work", 8, right: true) + BenchReport.pad("diagnostics", 13, right: true)
                + BenchReport.pad("reply bytes", 13, right: true),
        ]
        var quarter: Row?
        for row in rows {
            let base = quarter?.kind == row.kind ? quarter : nil
            let timeRatio = base.map { $0.milliseconds > 0 ? BenchReport.fixed(row.milliseconds / $0.milliseconds, 1) : "-" } ?? ""
            let workRatio = base.map { $0.work > 0 ? BenchReport.fixed(Double(row.work) / Double($0.work), 1) : "-" } ?? ""
            lines.append(
                BenchReport.pad(row.kind.rawValue, 18) + BenchReport.pad(BenchReport.grouped(Double(row.bytes)), 11, right: true)
                    + BenchReport.pad(BenchReport.fixed(row.milliseconds, 1), 10, right: true) + BenchReport.pad(timeRatio, 8, right: true)
                    + BenchReport.pad(BenchReport.grouped(Double(row.work)), 12, right: true) + BenchReport.pad(workRatio, 8, right: true)
                    + BenchReport.pad(String(row.diagnostics), 13, right: true)
                    + BenchReport.pad(BenchReport.grouped(Double(row.replyBytes)), 13, right: true))
            quarter = base == nil ? row : nil
        }
        return lines
    }
}
