import Foundation
import PopsplitRPC
import Testing

/// The transport watches the client process (command line first, else `initialize`'s
/// `processId`) at most once a second and exits with code 1 once it is gone, input still open.
/// Liveness is injected: no real process is involved.
@Suite struct ClientProcessWatchTests {
    /// A newline-framed `initialize` whose params carry `processId`.
    func initialize(processId: Int32) -> String {
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":\#(processId)}}"# + "\n"
    }

    /// The command line's process going away ends the loop with code 1 while the input is open.
    @Test func commandLineProcessGoneExitsWithCodeOne() throws {
        let processes = FakeProcessTable()
        let harness = try PipeHarness(clientProcessId: 4242, processes: processes)
        defer { harness.shutDown() }
        harness.send(initialize(processId: 4242))
        #expect(harness.read(count: 1).count == 1)
        #expect(harness.exitCode(timeoutMs: 300) == nil)
        processes.kill(4242)
        #expect(harness.exitCode(timeoutMs: 3000) == 1)
        #expect(harness.logger.messages(at: .info).contains("client process 4242 is gone: exiting"))
        #expect(Set(processes.checkedPids) == [4242])
    }

    /// The command line's process is watched from the start, before any message.
    @Test func commandLineProcessIsWatchedBeforeInitialize() throws {
        let processes = FakeProcessTable()
        processes.kill(7)
        let harness = try PipeHarness(clientProcessId: 7, processes: processes)
        defer { harness.shutDown() }
        #expect(harness.exitCode(timeoutMs: 3000) == 1)
        #expect(processes.checkedPids == [7])
    }

    /// Without a command-line pid, `initialize`'s processId is watched once initialize succeeded.
    @Test func initializeProcessGoneExitsWithCodeOne() throws {
        let processes = FakeProcessTable()
        let harness = try PipeHarness(processes: processes)
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[]}"# + "\n")
        #expect(harness.read(count: 1).count == 1)
        #expect(processes.checkedPids.isEmpty)
        harness.send(initialize(processId: 555))
        #expect(harness.read(count: 1) == [Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#)])
        processes.kill(555)
        #expect(harness.exitCode(timeoutMs: 3000) == 1)
        #expect(harness.logger.messages(at: .info).contains("client process 555 is gone: exiting"))
    }

    /// When both are given the command line's pid wins: the other is never checked.
    @Test func commandLinePidWinsOverInitialize() throws {
        let processes = FakeProcessTable()
        processes.kill(200)
        let harness = try PipeHarness(clientProcessId: 100, processes: processes)
        defer { harness.shutDown() }
        harness.send(initialize(processId: 200))
        #expect(harness.read(count: 1).count == 1)
        #expect(harness.exitCode(timeoutMs: 1500) == nil)
        harness.closeInput()
        #expect(harness.exitCode() == 0)
        #expect(!processes.checkedPids.isEmpty)
        #expect(Set(processes.checkedPids) == [100])
    }

    /// Without any pid nothing is checked and the loop blocks as before.
    @Test func withoutAPidNothingIsChecked() throws {
        let processes = FakeProcessTable()
        let harness = try PipeHarness(processes: processes)
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null}}"# + "\n")
        #expect(harness.read(count: 1).count == 1)
        #expect(harness.exitCode(timeoutMs: 1200) == nil)
        harness.closeInput()
        #expect(harness.exitCode() == 0)
        #expect(processes.checkedPids.isEmpty)
    }

    /// Checks come at most once a second, idle or busy, and do keep coming while idle (poll's
    /// timeout is capped).
    @Test func checksComeAtMostOnceASecond() throws {
        let processes = FakeProcessTable()
        let harness = try PipeHarness(clientProcessId: 9, processes: processes)
        defer { harness.shutDown() }
        harness.send(initialize(processId: 9))
        #expect(harness.read(count: 1).count == 1)
        for i in 1...200 {
            harness.send(#"{"jsonrpc":"2.0","id":\#(i),"method":"echo","params":[]}"# + "\n")
        }
        #expect(harness.read(count: 200).count == 200)
        // Waits for the third check itself (a generous bound: the checks come once a second).
        let deadline = Date().addingTimeInterval(30)
        while processes.checkTimes.count < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        harness.closeInput()
        #expect(harness.exitCode() == 0)
        let times = processes.checkTimes
        // One at once, then one per elapsed second.
        #expect(times.count >= 3)
        #expect(Double(times.count) <= (times.last ?? 0) + 1.5)
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(later - earlier >= 0.95, "checks \(earlier) and \(later) are less than a second apart")
        }
    }
}
