#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benches of issue 20, item 5: `--round-trip`, `--scaling`, `--reload`, `--memory` (and
/// `--floor`, in the streams).
extension BenchCommand {
    /// Runs the one chosen and prints its table.
    func measureIssue20() throws(BenchError) {
        let executable = try BenchCommand.executablePath()
        let popsplit = BenchServer(name: "popsplit", path: server ?? executable, arguments: ["serve", "--log-level", "error"])
        let echoServer = BenchServer(name: "echo", path: echo ?? BenchCommand.sibling(of: executable, named: "popsplit-echo"), arguments: [])
        try BenchCommand.requireExecutables(
            popsplit: popsplit, echo: (roundTrip || reload) ? echoServer : nil, floor: floor ? executable : nil)
        let chosen = (sizes ?? "").split(separator: ",").compactMap { Int($0.trimmingBlanks) }
        print("popsplit bench: \(BenchCommand.coreCount) cores, \(BenchCommand.buildConfiguration) build")
        if roundTrip {
            let bench = RoundTripBench(popsplit: popsplit, echo: echoServer, samples: samples, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        } else if scaling {
            let bench = ScalingBench(popsplit: popsplit, sizes: chosen.isEmpty ? [10, 1000, 10_000] : chosen, commands: commands, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        } else if reload {
            let bench = ReloadBench(
                popsplit: popsplit, echo: echoServer, sizes: chosen.isEmpty ? [10, 100, 1000] : chosen, textBudget: reloadBytes, runs: runs,
                withFloor: floor)
            for line in try bench.measure(executable: executable) { print(line) }
        } else if memory {
            let bench = MemoryBench(popsplit: popsplit, sizes: chosen.isEmpty ? [1, 10, 100] : chosen, controllers: controllers, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        }
    }

    /// Fails with how to build it when a server's executable is missing: popsplit, the echo
    /// server (when given) and `popsplit-floor` beside `floor` (when given).
    static func requireExecutables(popsplit: BenchServer, echo: BenchServer?, floor: String?) throws(BenchError) {
        var servers = [(popsplit, "popsplit", "--server")]
        if let echo { servers.append((echo, "popsplit-echo", "--echo")) }
        if let floor {
            servers.append((BenchServer(name: "floor", path: sibling(of: floor, named: "popsplit-floor"), arguments: []), "popsplit-floor", ""))
        }
        // The floors are separate products: say how to build them rather than fail inside a spawn.
        for (server, product, option) in servers where access(server.path, X_OK) != 0 {
            let instead = option.isEmpty ? "" : " (or pass \(option) PATH)"
            throw BenchError(
                "no executable \(server.name) server at \(server.path): build it with `swift build -c release --product \(product)`\(instead)")
        }
    }
}
