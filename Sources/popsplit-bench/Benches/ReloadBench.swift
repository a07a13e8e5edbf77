/// `popsplit-bench reload`: an editor's keystrokes, `scene/reload {text}`
/// alternating between two documents that differ in one title (`Inbox` and `Inbix`), for
/// documents of each size in controllers, through popsplit and the echo server on the same
/// bytes (and the output floor, when asked), runs interleaved, medians.
struct ReloadBench {
    /// The popsplit server.
    let popsplit: BenchServer
    /// The echo server.
    let echo: BenchServer
    /// The document sizes, in controllers.
    let sizes: [Int]
    /// Document text sent per run, in bytes: the reloads per run are this over the document's
    /// size (at least 4).
    let textBudget: Int
    /// Runs per server and size.
    let runs: Int

    /// The workload for documents of `controllers` controllers: the scene opened in the handshake,
    /// then the reloads, `shutdown`, `exit`.
    func workload(controllers: Int) -> BenchWorkload {
        let original = ScalingPlacement.poolDocument(controllers: controllers)
        let edited = ScalingPlacement.poolDocument(controllers: controllers, title: "Inbix")
        var hello = BenchWorkload.hello()
        hello.notification("initialized", params: "{}")
        hello.request("scene/open", params: BenchWorkload.openParams(scene: "s", document: original))
        var timed = RequestStream(firstID: hello.nextID)
        let count = max(4, textBudget / max(1, original.utf8.count))
        let params = [BenchWorkload.openParams(scene: "s", document: edited), BenchWorkload.openParams(scene: "s", document: original)]
        for index in 0..<count { timed.request("scene/reload", params: params[index % 2]) }
        timed.request("shutdown")
        timed.notification("exit")
        return BenchWorkload(
            kind: .reload, handshake: hello, timed: timed,
            summary:
                "scene/open, \(count) x scene/reload {text} of \(BenchReport.grouped(Double(original.utf8.count))) bytes (one title edited back and forth), shutdown, exit",
            label: "reload, \(BenchReport.grouped(Double(controllers))) controllers")
    }

    /// Runs every size; returns the report's lines.
    func measure(floorPath: String?) throws(BenchError) -> [String] {
        var lines: [String] = []
        for size in sizes {
            let load = workload(controllers: size)
            let recording = try BenchRecording.record(load, on: popsplit)
            if let error = recording.errors.first { throw BenchError("\(load.label): popsplit answered an error: \(error.prefix(300))") }
            let path = try floorPath == nil ? nil : recording.writeFile()
            defer { if let path { BenchRecording.remove(path) } }
            var floor: BenchServer?
            if let floorPath, let path { floor = BenchRecording.floorServer(at: floorPath, recording: path) }
            var samples: [[BenchSample]] = [[], [], []]
            for _ in 0..<runs {
                samples[0].append(try BenchRunner.run(load, on: popsplit).sample)
                samples[1].append(try BenchRunner.run(load, on: echo).sample)
                if let floor { samples[2].append(try BenchRunner.run(load, on: floor).sample) }
            }
            if !lines.isEmpty { lines.append("") }
            lines += BenchReport.lines(
                for: load, popsplit: BenchStatistics(samples: samples[0]), echo: BenchStatistics(samples: samples[1]),
                floor: floor == nil ? nil : BenchStatistics(samples: samples[2]))
        }
        return lines
    }
}
