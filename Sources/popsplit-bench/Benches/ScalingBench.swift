/// `popsplit-bench scaling`: what one command costs with K controllers
/// that are not on screen, for each ``ScalingPlacement`` and ``ScalingStep``, against the
/// smallest K in the same run. Each measurement opens the scene in the handshake (untimed), then
/// times `commands` requests (cycles of the command) through `popsplit serve`; the figure is
/// the run's time over the requests, the median of `runs` runs.
struct ScalingBench {
    /// The popsplit server.
    let popsplit: BenchServer
    /// Hidden controller counts, smallest first (the first is the baseline).
    let sizes: [Int]
    /// Timed requests per run.
    let commands: Int
    /// Runs per measurement.
    let runs: Int

    /// One row: a placement and a command, the median µs per request at each size.
    struct Row {
        /// Where the hidden controllers are.
        let placement: ScalingPlacement
        /// The command.
        let command: ScalingStep
        /// Median µs per request, per size.
        let micros: [Double]
    }

    /// The workload for `placement` with `hidden` controllers, `command` repeated.
    func workload(_ placement: ScalingPlacement, hidden: Int, command: ScalingStep) -> BenchWorkload {
        var hello = BenchWorkload.hello()
        hello.notification("initialized", params: "{}")
        hello.request("scene/open", params: BenchWorkload.openParams(scene: "s", document: placement.document(hidden: hidden)))
        var timed = RequestStream(firstID: hello.nextID)
        let cycle = command.cycle(scene: "s")
        for index in 0..<commands {
            let step = cycle[index % cycle.count]
            timed.request(step.method, params: step.params)
        }
        timed.request("shutdown")
        timed.notification("exit")
        return BenchWorkload(
            kind: .scaling, handshake: hello, timed: timed, summary: "\(commands) x \(command.rawValue), \(hidden) hidden (\(placement.rawValue))")
    }

    /// Measures every row, checking first (untimed) that each request is answered without an error.
    func measure() throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for placement in ScalingPlacement.allCases {
            for command in ScalingStep.allCases {
                var micros: [Double] = []
                for size in sizes {
                    let load = workload(placement, hidden: size, command: command)
                    try check(load)
                    var seconds: [Double] = []
                    for _ in 0..<runs { seconds.append(try BenchRunner.run(load, on: popsplit).sample.seconds) }
                    micros.append(BenchStatistics.median(seconds) * 1e6 / Double(load.timedRequests))
                }
                rows.append(Row(placement: placement, command: command, micros: micros))
            }
        }
        return rows
    }

    /// Fails unless popsplit answers every request of `load` (handshake included) without an error.
    func check(_ load: BenchWorkload) throws(BenchError) {
        let recording = try BenchRecording.record(load, on: popsplit)
        let expected = load.timedRequests + load.handshakeLastID + 1
        guard recording.replies.count == expected else {
            throw BenchError("\(load.summary): \(recording.replies.count) responses to \(expected) requests")
        }
        if let error = recording.errors.first { throw BenchError("\(load.summary): an error: \(error.prefix(300))") }
    }

    /// The report: µs per request at each size and the ratio to the first size; then the deepest
    /// visible stack against the shallowest.
    func lines(_ rows: [Row]) -> [String] {
        var lines = [
            "scaling: µs per command with K controllers not on screen, x = against K = \(sizes.first ?? 0) (same run); \(commands) commands per run, medians of \(runs) runs"
        ]
        var header = BenchReport.pad("placement", 16) + BenchReport.pad("command", 10)
        for size in sizes { header += BenchReport.pad("K=\(BenchReport.grouped(Double(size))) µs", 16, right: true) + BenchReport.pad("x", 8, right: true) }
        lines.append("  " + header)
        for row in rows {
            var line = BenchReport.pad(row.placement.rawValue, 16) + BenchReport.pad(row.command.rawValue, 10)
            let base = row.micros.first ?? 0
            for value in row.micros {
                line += BenchReport.pad(BenchReport.fixed(value, 1), 16, right: true)
                line += BenchReport.pad(base > 0 ? BenchReport.fixed(value / base, 2) : "-", 8, right: true)
            }
            lines.append("  " + line)
        }
        if let deep = rows.first(where: { $0.placement == .belowTop && $0.command == .pushPop }), let base = deep.micros.first, base > 0 {
            for (size, value) in zip(sizes, deep.micros).dropFirst() {
                lines.append(
                    "  push/pop on a visible stack \(BenchReport.grouped(Double(size))) deep vs \(sizes[0]) deep (plus inbox on top): x\(BenchReport.fixed(value / base, 2))"
                )
            }
        }
        return lines
    }
}
