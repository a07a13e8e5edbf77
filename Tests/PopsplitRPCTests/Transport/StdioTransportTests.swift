import Foundation
import PopsplitRPC
import Testing

/// The I/O edge over real pipes, with the transport on its own thread.
@Suite struct StdioTransportTests {
    /// A Content-Length frame.
    func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    /// Content length session with shutdown and exit.
    @Test func contentLengthSessionWithShutdownAndExit() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send(frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#))
        harness.send(frame(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"é":"😀"}}"#))
        let replies = harness.read(count: 2)
        #expect(replies == [Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#), Wire.result("1", #"{"é":"😀"}"#)])
        #expect(harness.outputMode == .contentLength)
        harness.send(frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        #expect(harness.read(count: 1) == [Wire.result("2", "null")])
        #expect(harness.exitCode() == 0)
    }

    /// Exit without shutdown is code one.
    @Test func exitWithoutShutdownIsCodeOne() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","method":"exit"}"# + "\n")
        #expect(harness.exitCode() == 1)
    }

    /// Newline session ends cleanly at end of input.
    @Test func newlineSessionEndsCleanlyAtEndOfInput() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"# + "\n" + #"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"# + "\n")
        harness.closeInput()
        let replies = harness.read(count: 2)
        #expect(replies.count == 2)
        #expect(replies.last == Wire.result("1", "[1]"))
        #expect(harness.outputMode == .newline)
        #expect(harness.exitCode() == 0)
        #expect(harness.logger.messages(at: .warning).contains("end of input without shutdown"))
    }

    /// Truncated frame at end of input is logged and exits zero.
    @Test func truncatedFrameAtEndOfInputIsLoggedAndExitsZero() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send("Content-Length: 50\r\n\r\n{\"jsonrpc\"")
        harness.closeInput()
        #expect(harness.exitCode() == 0)
        #expect(harness.logger.messages(at: .error) == ["input ended inside a message: 10 of 50 bytes received"])
    }

    /// Framing error is answered and service continues.
    @Test func framingErrorIsAnsweredAndServiceContinues() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send("Content-Type: x\r\n\r\n" + frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#))
        let replies = harness.read(count: 2)
        #expect(replies.count == 2)
        #expect(replies.first?.hasPrefix(Wire.errorPrefix("null", -32700)) == true)
        #expect(replies.last == Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#))
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }

    /// Question times out in real time through poll.
    @Test func questionTimesOutInRealTimeThroughPoll() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send(
            frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true,"questionTimeoutMs":30}}}}"#))
        harness.send(frame(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#))
        let replies = harness.read(count: 3)
        #expect(replies.count == 3)
        #expect(replies.dropFirst().first == Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#))
        #expect(replies.last == Wire.result("1", #"{"answer":true}"#))
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }

    /// Question answered over the pipe.
    @Test func questionAnsweredOverThePipe() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        harness.send(frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}"#))
        harness.send(frame(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#))
        #expect(harness.read(count: 2).last == Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#))
        harness.send(frame(#"{"jsonrpc":"2.0","id":"q1","result":false}"#))
        #expect(harness.read(count: 1) == [Wire.result("1", #"{"answer":false}"#)])
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }

    /// Reply larger than the pipe buffer is written whole.
    @Test func replyLargerThanThePipeBufferIsWrittenWhole() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        let big = String(repeating: "x", count: 300_000)
        harness.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"# + "\n")
        harness.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[""# + big + #""]}"# + "\n")
        let replies = harness.read(count: 2, timeoutMs: 10_000)
        #expect(replies.last == Wire.result("1", #"[""# + big + #""]"#))
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }

    /// The replies of one read go out together once its
    /// messages have run, complete and in order. All three
    /// frames arrive in one read; the third blocks in the handler until released.
    @Test func repliesOfOneReadGoOutTogetherInOrder() throws {
        let gate = DispatchSemaphore(value: 0)
        let harness = try PipeHarness(gate: gate)
        defer {
            gate.signal()
            harness.shutDown()
        }
        harness.send(
            frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#) + frame(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#)
                + frame(#"{"jsonrpc":"2.0","id":2,"method":"wait"}"#))
        gate.signal()
        let replies = harness.read(count: 3, timeoutMs: 5000)
        #expect(replies == [Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#), Wire.result("1", "[1]"), Wire.result("2", #""released""#)])
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }

    /// A read whose replies pass 64 KiB is written in several writes, each
    /// ending on a message's end; the client reads them all, in order.
    @Test func repliesPastSixtyFourKiBArriveWholeAndInOrder() throws {
        let harness = try PipeHarness()
        defer { harness.shutDown() }
        let text = String(repeating: "y", count: 10_000)
        var input = frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#)
        for id in 1...20 { input += frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"echo","params":[""# + text + #""]}"#) }
        // Written from another thread: the client must read while it writes more than a pipe holds.
        let sent = DispatchSemaphore(value: 0)
        let bytes = input
        DispatchQueue.global().async {
            harness.send(bytes)
            sent.signal()
        }
        let replies = harness.read(count: 21, timeoutMs: 10_000)
        sent.wait()
        #expect(replies.count == 21)
        #expect(Array(replies.dropFirst()) == (1...20).map { Wire.result("\($0)", #"[""# + text + #""]"#) })
        harness.closeInput()
        #expect(harness.exitCode() == 0)
    }
}
