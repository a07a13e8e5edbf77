import PopsplitJSON

/// Opening a large scene document: one controller holding `views` labels (about 150 bytes
/// each: 20,000 make 3 MB), `scene/open {text}` sent to `popsplit serve` through its pipe, timed
/// from the request's first byte written to the last byte of its reply and layout notification
/// read (the document's bytes parsed by jansson, read, laid out, the layout written); each run
/// a fresh daemon, the median of `runs`.
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

    /// The workload: the handshake, then the open (and shutdown).
    func workload(_ document: String) -> BenchWorkload {
        var hello = BenchWorkload.hello()
        hello.notification("initialized", params: "{}")
        var timed = RequestStream(firstID: hello.nextID)
        timed.request("scene/open", params: #"{"scene": "large", "text": "# + JSONCodec.string(.string(document)) + "}")
        timed.request("shutdown")
        timed.notification("exit")
        return BenchWorkload(kind: .scaling, handshake: hello, timed: timed, summary: "a document of \(views) views")
    }

    /// The median milliseconds of one open on `popsplit`, the document's bytes and the reply's
    /// (the response and the layout notification, framed). A recording pass checks that the open
    /// succeeds.
    func measure(on popsplit: BenchServer) throws(BenchError) -> (milliseconds: Double, bytes: Int, replyBytes: Int) {
        let document = text()
        let load = workload(document)
        let recording = try BenchRecording.record(load, on: popsplit)
        if let error = recording.errors.first { throw BenchError("scene/open of \(views) views: popsplit answered an error: \(error.prefix(300))") }
        var times: [Double] = []
        for _ in 0..<runs { times.append(try BenchRunner.run(load, on: popsplit).sample.seconds * 1000) }
        // The replies: initialize's, the open's, shutdown's.
        let reply = recording.replies.count >= 2 ? recording.replies[recording.replies.count - 2].count : 0
        return (BenchStatistics.median(times), document.utf8.count, reply)
    }
}
