import Foundation
import Testing

/// Each bench mode runs on tiny sizes and prints its table (no timing is
/// checked: a benchmark, never a timed test).
@Suite struct BenchSmokeTests {
    /// Runs `popsplit-bench <arguments>`; expects exit code 0 and every one of `expected` in its
    /// output.
    func expectBench(_ arguments: [String], printing expected: [String]) throws {
        let daemon = try Daemon(arguments, framing: .newline, program: "popsplit-bench")
        daemon.closeInput()
        let code = try daemon.waitForExit(timeout: 300)
        _ = daemon.stdout.wait(until: Date().addingTimeInterval(10)) { _, closed in closed }
        let result = (code: code, stdout: String(decoding: daemon.stdout.contents.bytes, as: UTF8.self), stderr: daemon.finalStderr())
        #expect(result.code == 0, "stderr: \(result.stderr)")
        for text in expected { #expect(result.stdout.contains(text), "missing \(text) in: \(result.stdout)") }
    }

    /// The small stream with the output floor.
    @Test func streamWithTheFloor() throws {
        try expectBench(
            ["streams", "--stream", "small", "--count", "30", "--runs", "1", "--floor"],
            printing: ["stream small", "floor", "ratio popsplit/echo", "ratio popsplit/floor"])
    }

    /// Round trips of a tiny request and a rotate.
    @Test func roundTrip() throws {
        try expectBench(
            ["round-trip", "--samples", "6", "--runs", "1"], printing: ["round trip", "tiny (scene/list)", "rotate", "x p50", "own cpu", "echo cpu"])
    }

    /// Round trips with the output floor writing popsplit's frames back.
    @Test func roundTripWithTheFloor() throws {
        try expectBench(["round-trip", "--samples", "6", "--runs", "1", "--floor"], printing: ["round trip", "rotate", "x p50", "floor p50", "/ echo"])
    }

    /// The scaling run, every placement and command.
    @Test func scaling() throws {
        try expectBench(
            ["scaling", "--sizes", "1,3", "--commands", "4", "--runs", "1"],
            printing: ["scaling", "pool", "unselected tab", "below the top", "rotate", "push/pop", "K=3 µs", "visible stack 3 deep vs 1 deep"])
    }

    /// The reload stream, with the floor.
    @Test func reload() throws {
        try expectBench(
            ["reload", "--sizes", "3,5", "--reload-bytes", "100", "--runs", "1", "--floor"],
            printing: ["stream reload, 3 controllers", "stream reload, 5 controllers", "ratio popsplit/echo", "ratio popsplit/floor"])
    }

    /// Memory with open scenes.
    /// `all`: every goal's row, with its goal and whether it is met, as a Markdown table.
    @Test func allTheGoalsInOneTable() throws {
        try expectBench(
            ["all", "--runs", "1", "--count", "100", "--deep", "12", "--views", "50"],
            printing: [
                "popsplit-bench all:", "| measure | now | goal | met |", "small requests / echo", "mixed commands / echo",
                "unknown methods", "rotate round trip p50 / echo", "12-deep visible stack / 10 deep", "RSS, 100 open scenes",
                "opening a document of 50 views", "messages a second", ">= 0.75", "<= 1.20",
            ])
    }

    @Test func memory() throws {
        try expectBench(["memory", "--sizes", "1,2", "--controllers", "5", "--runs", "1"], printing: ["memory", "0 (idle)", "RSS MiB"])
    }

    /// The unknown-method stream: every request refused with its hint, against the echo server.
    @Test func unknownMethods() throws {
        try expectBench(
            ["streams", "--stream", "unknown", "--count", "30", "--runs", "1"],
            printing: ["stream unknown", "touch/tapp", "ratio popsplit/echo", "20 errors"])
    }

    /// The in-process benches: render, worst, documents, and the render bench's document.
    @Test func inProcessBenches() throws {
        try expectBench(["render", "--runs", "1", "--iterations", "1"], printing: ["popsplit-bench render", "SVG"])
        try expectBench(["documents", "--runs", "1", "--document-bytes", "1024"], printing: ["popsplit-bench documents"])
        try expectBench(["render-document"], printing: ["\"popsplit\""])
    }

    /// A bench whose server is missing says how to build it.
    @Test func aMissingServerSaysHowToBuildIt() throws {
        let daemon = try Daemon(["round-trip", "--server", "/nonexistent/popsplit"], framing: .newline, program: "popsplit-bench")
        daemon.closeInput()
        #expect(try daemon.waitForExit() == 1)
        #expect(daemon.finalStderr().contains("no executable popsplit server at /nonexistent/popsplit"))
    }

    /// `popsplit-bench --help` lists its subcommands; `popsplit` has no bench of its own.
    @Test func theBenchesAreTheirOwnExecutable() throws {
        try expectBench(["--help"], printing: ["all", "streams", "round-trip", "scaling", "reload", "memory", "render", "worst", "documents"])
        let popsplit = try CommandLineTests.run(["bench"])
        #expect(popsplit.code == 64)
    }
}
