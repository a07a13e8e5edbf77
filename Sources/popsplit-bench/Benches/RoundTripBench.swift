#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit-bench round-trip`: requests sent one at a time, each when the
/// last one's answer (popsplit: its notifications and response, as many frames as a recording
/// pass saw; echo: the one frame) has been read, for a tiny request (`scene/list`) and a rotate;
/// p50 and p99 over every request of every run, runs alternating between popsplit and the echo
/// server (and the output floor, when given: the frames popsplit wrote for each request in a
/// recording pass, written back by `popsplit-floor` after jansson's parse of the request).
struct RoundTripBench {
    /// The popsplit server.
    let popsplit: BenchServer
    /// The echo server.
    let echo: BenchServer
    /// The path of `popsplit-floor`, or nil to leave the floor out.
    var floorPath: String? = nil
    /// Requests timed per run.
    let samples: Int
    /// Runs per server.
    let runs: Int

    /// The two requests measured.
    enum Case: String, CaseIterable {
        /// `scene/list {}`.
        case tiny = "tiny (scene/list)"
        /// `device/rotate`, landscape and back.
        case rotate = "rotate"
    }

    /// The workload of `kase`: the tiny scene opened in the handshake, then the requests.
    func workload(_ kase: Case) -> BenchWorkload {
        var hello = BenchWorkload.hello()
        hello.notification("initialized", params: "{}")
        hello.request("scene/open", params: BenchWorkload.openParams(scene: BenchScene.id, document: BenchScene.document))
        var timed = RequestStream(firstID: hello.nextID)
        let cycle: [(method: String, params: String)] =
            switch kase {
            case .tiny: [("scene/list", "{}")]
            case .rotate: ScalingStep.rotate.cycle(scene: BenchScene.id)
            }
        for index in 0..<samples { timed.request(cycle[index % cycle.count].method, params: cycle[index % cycle.count].params) }
        timed.request("shutdown")
        timed.notification("exit")
        return BenchWorkload(kind: .roundTrip, handshake: hello, timed: timed, summary: kase.rawValue)
    }

    /// Latencies in µs: per case, popsplit's, echo's and the floor's, pooled over the runs.
    func measure() throws(BenchError) -> [RoundTripResult] {
        var results: [RoundTripResult] = []
        for kase in Case.allCases {
            let load = workload(kase)
            let recording = try BenchRecording.record(load, on: popsplit)
            if let error = recording.errors.first { throw BenchError("\(kase.rawValue): popsplit answered an error: \(error.prefix(300))") }
            let first = load.handshakeLastID + 1
            guard recording.frames.count == first + load.timedRequests else {
                throw BenchError("\(kase.rawValue): popsplit answered \(recording.frames.count) of \(first + load.timedRequests) requests")
            }
            // Frames expected after each timed message: popsplit's recorded groups (the floor
            // writes the same), echo's one per message.
            var popsplitFrames: [Int] = []
            var next = first
            for isRequest in load.isRequest {
                popsplitFrames.append(isRequest ? recording.frames[next] : 0)
                if isRequest { next += 1 }
            }
            let echoFrames = load.isRequest.map { _ in 1 }
            let recordingPath = try floorPath == nil ? nil : recording.writeFile()
            defer { if let recordingPath { BenchRecording.remove(recordingPath) } }
            var floorServer: BenchServer?
            if let floorPath, let recordingPath { floorServer = BenchRecording.floorServer(at: floorPath, recording: recordingPath) }
            var mine: [Double] = []
            var theirs: [Double] = []
            var floors: [Double] = []
            var (myCPU, theirCPU): ([Double], [Double]) = ([], [])
            for _ in 0..<runs {
                let ours = try run(load, on: popsplit, frames: popsplitFrames)
                mine += ours.latencies
                if let cpu = ours.cpu { myCPU.append(cpu) }
                let echoed = try run(load, on: echo, frames: echoFrames)
                theirs += echoed.latencies
                if let cpu = echoed.cpu { theirCPU.append(cpu) }
                if let floorServer { floors += try run(load, on: floorServer, frames: popsplitFrames).latencies }
            }
            results.append(
                RoundTripResult(kase: kase, popsplit: mine, echo: theirs, floor: floors, popsplitCPU: myCPU, echoCPU: theirCPU))
        }
        return results
    }

    /// One run: the timed messages one at a time; returns the latency of each of the first
    /// ``samples`` in µs, and the server's CPU µs per timed request (`nil` where unknown).
    func run(_ load: BenchWorkload, on server: BenchServer, frames: [Int]) throws(BenchError) -> (latencies: [Double], cpu: Double?) {
        signal(SIGPIPE, SIG_IGN)
        let child = try ChildProcess.spawn(server.path, server.arguments)
        var counter = FrameCounter()
        var chunk = [UInt8](repeating: 0, count: BenchRunner.readSize)
        var latencies: [Double] = []
        var cpu: Double?
        do throws(BenchError) {
            try BenchRunner.handshake(load, child: child, server: server, counter: &counter, chunk: &chunk)
            let cpuBefore = child.cpuNanoseconds()
            var target = counter.frames
            var start = 0
            for (index, end) in load.ends.enumerated() {
                let began = BenchRunner.nowNs()
                guard BenchRunner.writeAll(child.input, Array(load.timed[start..<end])) else {
                    throw BenchError("\(server.name): write failed (errno \(errno))")
                }
                start = end
                target += frames[index]
                while counter.frames < target {
                    guard try BenchRunner.read(child, into: &chunk, counter: &counter, server: server) else {
                        throw BenchError("\(server.name) closed its output early")
                    }
                }
                if index < samples { latencies.append(Double(BenchRunner.nowNs() - began) / 1000) }
                // The CPU of the timed requests: read once the last is answered, before shutdown.
                if index == samples - 1, let cpuBefore, let cpuAfter = child.cpuNanoseconds(), cpuAfter >= cpuBefore {
                    cpu = Double(cpuAfter - cpuBefore) / 1000 / Double(samples)
                }
            }
        } catch {
            child.kill()
            throw error
        }
        close(child.input)
        while (try? BenchRunner.read(child, into: &chunk, counter: &counter, server: server)) == true {}
        let status = child.wait()
        guard status == 0 else { throw BenchError("\(server.name) exited with status \(status)") }
        return (latencies, cpu)
    }

    /// The report's lines.
    func lines(_ results: [RoundTripResult]) -> [String] {
        let withFloor = results.contains { !$0.floor.isEmpty }
        var header =
            "  " + BenchReport.pad("request", 20) + BenchReport.pad("popsplit p50", 14, right: true) + BenchReport.pad("p99", 10, right: true)
            + BenchReport.pad("echo p50", 10, right: true) + BenchReport.pad("p99", 10, right: true) + BenchReport.pad("x p50", 8, right: true)
            + BenchReport.pad("x p99", 8, right: true)
        if withFloor { header += BenchReport.pad("floor p50", 11, right: true) + BenchReport.pad("/ echo", 8, right: true) }
        header += BenchReport.pad("own cpu", 9, right: true) + BenchReport.pad("echo cpu", 10, right: true)
        var lines = [
            "round trip: each request sent when the last was answered; µs, \(samples) requests x \(runs) runs per server (interleaved);"
                + " own cpu: the server's own CPU time per request (median of the runs), the rest of a round trip is waiting and waking",
            header,
        ]
        for result in results {
            let (p50, p99) = (RoundTripBench.percentile(result.popsplit, 50), RoundTripBench.percentile(result.popsplit, 99))
            let (e50, e99) = (RoundTripBench.percentile(result.echo, 50), RoundTripBench.percentile(result.echo, 99))
            var line =
                "  " + BenchReport.pad(result.kase.rawValue, 20) + BenchReport.pad(BenchReport.fixed(p50, 1), 14, right: true)
                + BenchReport.pad(BenchReport.fixed(p99, 1), 10, right: true) + BenchReport.pad(BenchReport.fixed(e50, 1), 10, right: true)
                + BenchReport.pad(BenchReport.fixed(e99, 1), 10, right: true)
                + BenchReport.pad(e50 > 0 ? BenchReport.fixed(p50 / e50, 2) : "-", 8, right: true)
                + BenchReport.pad(e99 > 0 ? BenchReport.fixed(p99 / e99, 2) : "-", 8, right: true)
            if withFloor {
                let f50 = RoundTripBench.percentile(result.floor, 50)
                line +=
                    BenchReport.pad(BenchReport.fixed(f50, 1), 11, right: true)
                    + BenchReport.pad(e50 > 0 ? BenchReport.fixed(f50 / e50, 2) : "-", 8, right: true)
            }
            line += BenchReport.pad(Self.cpuText(result.popsplitCPU), 9, right: true) + BenchReport.pad(Self.cpuText(result.echoCPU), 10, right: true)
            lines.append(line)
        }
        return lines
    }

    /// The median of the runs' CPU µs per request, or `-` when none was read.
    static func cpuText(_ runs: [Double]) -> String {
        runs.isEmpty ? "-" : BenchReport.fixed(percentile(runs, 50), 1)
    }

    /// The `p`th percentile of `values` (nearest rank; 0 for none).
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(0, rank), sorted.count - 1)]
    }
}
