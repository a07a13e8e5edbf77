import Foundation
import Testing

/// Each bench mode runs on tiny sizes and prints its table (no timing is
/// checked: a benchmark, never a timed test).
@Suite struct BenchSmokeTests {
    /// Runs `popsplit bench <arguments>`; expects exit code 0 and every one of `expected` in its
    /// output.
    func expectBench(_ arguments: [String], printing expected: [String]) throws {
        let result = try CommandLineTests.run(["bench"] + arguments)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        for text in expected { #expect(result.stdout.contains(text), "missing \(text) in: \(result.stdout)") }
    }

    /// The small stream with the output floor.
    @Test func streamWithTheFloor() throws {
        try expectBench(
            ["--stream", "small", "--count", "30", "--runs", "1", "--floor"],
            printing: ["stream small", "floor", "ratio popsplit/echo", "ratio popsplit/floor"])
    }

    /// Round trips of a tiny request and a rotate.
    @Test func roundTrip() throws {
        try expectBench(["--round-trip", "--samples", "6", "--runs", "1"], printing: ["round trip", "tiny (scene/list)", "rotate", "x p50"])
    }

    /// The scaling run, every placement and command.
    @Test func scaling() throws {
        try expectBench(
            ["--scaling", "--sizes", "1,3", "--commands", "4", "--runs", "1"],
            printing: ["scaling", "pool", "unselected tab", "below the top", "rotate", "push/pop", "K=3 µs", "visible stack 3 deep vs 1 deep"])
    }

    /// The reload stream, with the floor.
    @Test func reload() throws {
        try expectBench(
            ["--reload", "--sizes", "3,5", "--reload-bytes", "100", "--runs", "1", "--floor"],
            printing: ["stream reload, 3 controllers", "stream reload, 5 controllers", "ratio popsplit/echo", "ratio popsplit/floor"])
    }

    /// Memory with open scenes.
    @Test func memory() throws {
        try expectBench(["--memory", "--sizes", "1,2", "--controllers", "5", "--runs", "1"], printing: ["memory", "0 (idle)", "RSS MiB"])
    }
}
