#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit-bench memory`: the resident set of `popsplit serve` once it
/// has opened N scenes of a document of `controllers` controllers (each scene laid out), for each
/// N, and idle (initialized, no scene): `VmRSS` and `VmHWM` from `/proc/<pid>/status`, the median
/// of the runs.
struct MemoryBench {
    /// The popsplit server.
    let popsplit: BenchServer
    /// Open scene counts.
    let sizes: [Int]
    /// Controllers per scene document.
    let controllers: Int
    /// Runs per count.
    let runs: Int

    /// One row: scenes open, median RSS and peak in KiB.
    struct Row {
        /// Scenes open.
        let scenes: Int
        /// Median `VmRSS`, KiB.
        let rssKiB: Double
        /// Median `VmHWM` (peak), KiB.
        let peakKiB: Double
    }

    /// The handshake opening `scenes` scenes (s0, s1 ...).
    func workload(scenes: Int) -> BenchWorkload {
        var hello = BenchWorkload.hello()
        hello.notification("initialized", params: "{}")
        let document = ScalingPlacement.poolDocument(controllers: controllers)
        for index in 0..<scenes { hello.request("scene/open", params: BenchWorkload.openParams(scene: "s\(index)", document: document)) }
        hello.request("scene/list", params: "{}")
        var timed = RequestStream(firstID: hello.nextID)
        timed.request("shutdown")
        timed.notification("exit")
        return BenchWorkload(kind: .scaling, handshake: hello, timed: timed, summary: "\(scenes) scenes")
    }

    /// Measures idle, then every count.
    func measure() throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for scenes in [0] + sizes {
            let load = workload(scenes: scenes)
            var rss: [Double] = []
            var peak: [Double] = []
            for _ in 0..<runs {
                let (current, high) = try sample(load)
                rss.append(current)
                peak.append(high)
            }
            rows.append(Row(scenes: scenes, rssKiB: BenchStatistics.median(rss), peakKiB: BenchStatistics.median(peak)))
        }
        return rows
    }

    /// Spawns popsplit, runs the handshake, reads its memory, ends it.
    func sample(_ load: BenchWorkload) throws(BenchError) -> (Double, Double) {
        let child = try ChildProcess.spawn(popsplit.path, popsplit.arguments)
        var counter = FrameCounter()
        var chunk = [UInt8](repeating: 0, count: BenchRunner.readSize)
        let figures: (Double, Double)
        do throws(BenchError) {
            try BenchRunner.handshake(load, child: child, server: popsplit, counter: &counter, chunk: &chunk)
            figures = try MemoryBench.status(of: child.pid)
        } catch {
            child.kill()
            throw error
        }
        _ = BenchRunner.writeAll(child.input, load.timed)
        close(child.input)
        while (try? BenchRunner.read(child, into: &chunk, counter: &counter, server: popsplit)) == true {}
        _ = child.wait()
        return figures
    }

    /// `VmRSS` and `VmHWM` of process `pid`, in KiB.
    static func status(of pid: pid_t) throws(BenchError) -> (Double, Double) {
        guard let file = fopen("/proc/\(pid)/status", "r") else { throw BenchError("cannot read /proc/\(pid)/status") }
        defer { fclose(file) }
        var rss: Double?
        var peak: Double?
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let value = Double(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "")
            if text.hasPrefix("VmRSS:") { rss = value }
            if text.hasPrefix("VmHWM:") { peak = value }
        }
        guard let rss, let peak else { throw BenchError("no VmRSS in /proc/\(pid)/status") }
        return (rss, peak)
    }

    /// The report's lines.
    func lines(_ rows: [Row]) -> [String] {
        var lines = [
            "memory: popsplit serve's resident set with N scenes open, each a document of \(controllers) controllers (medians of \(runs) runs)",
            "  " + BenchReport.pad("scenes", 10) + BenchReport.pad("RSS MiB", 10, right: true) + BenchReport.pad("peak MiB", 10, right: true)
                + BenchReport.pad("KiB per scene", 15, right: true),
        ]
        let idle = rows.first?.rssKiB ?? 0
        for row in rows {
            let perScene = row.scenes > 0 ? BenchReport.fixed((row.rssKiB - idle) / Double(row.scenes), 1) : "-"
            lines.append(
                "  " + BenchReport.pad(row.scenes == 0 ? "0 (idle)" : "\(row.scenes)", 10)
                    + BenchReport.pad(BenchReport.fixed(row.rssKiB / 1024, 1), 10, right: true)
                    + BenchReport.pad(BenchReport.fixed(row.peakKiB / 1024, 1), 10, right: true) + BenchReport.pad(perScene, 15, right: true))
        }
        return lines
    }
}
