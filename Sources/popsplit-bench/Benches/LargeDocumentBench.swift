import PopsplitDocument
import PopsplitJSON
import PopsplitService

/// Opening a large scene document: one controller holding `views` labels (about 150 bytes
/// each: 20,000 make 3 MB), `scene/open {text}` in process through ``PopsplitServer`` (the
/// reply serialized as the session would), after one untimed open; the median of `runs`.
struct LargeDocumentBench {
    /// Views in the document.
    let views: Int
    /// Timed runs.
    let runs: Int

    /// The document's text: the same bytes every run.
    func text() -> String {
        var text = #"{"popsplit": 1, "root": {"id": "top", "type": "plain", "title": "Views", "views": ["#
        text.reserveCapacity(views * 160 + 100)
        for index in 0..<views {
            if index > 0 { text += ", " }
            let x = index % 4 * 190 + 4
            let y = index / 4 % 200 * 5
            text +=
                #"{"id": "view\#(index)", "kind": "label", "frame": [\#(x), \#(y), 180, 40], "title": "Label number \#(index)", "autoresizing": ["flexibleWidth", "flexibleRightMargin"]}"#
        }
        return text + "]}}"
    }

    /// The median milliseconds of one open, and the document's bytes. Each run has a server of
    /// its own, made untimed (a server answers a text it checked last from what it kept); run 0
    /// warms up.
    func measure() throws(BenchError) -> (milliseconds: Double, bytes: Int) {
        let document = text()
        var times: [Double] = []
        for run in 0...runs {
            let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("the bench reads no files")) })
            if case .failure(let error) = server.initialize(params: nil) { throw BenchError("initialize: \(error.message)") }
            let start = BenchRunner.nowNs()
            _ = try RenderBench.call(server, "scene/open", ["scene": "large", "text": .string(document)])
            if run > 0 { times.append(Double(BenchRunner.nowNs() - start) / 1e6) }
        }
        return (BenchStatistics.median(times), document.utf8.count)
    }
}
