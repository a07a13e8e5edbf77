import PopsplitJSON
import Testing

/// What reaches the client's stdout and what goes to stderr (protocol.md, section 2): logs never
/// reach stdout, which carries frames and nothing else.
@Suite struct StreamHygieneTests {
    /// At `--log-level debug` stderr gets a log line per message while stdout, parsed strictly
    /// from its first byte to its last, holds only frames: nothing the daemon prints or logs can
    /// corrupt the stream.
    @Test func debugLogsGoToStderrAndStdoutHoldsOnlyFrames() throws {
        let daemon = try Daemon(["serve", "--stdio", "--log-level", "debug"])
        try daemon.initialize(delegateQuestions: true, questionTimeoutMs: 50)
        try daemon.open("tabs")
        try daemon.open("navigation-drilldown", scene: "mail")
        _ = try daemon.call("navigation/push", ["scene": "mail", "navigation": "mail", "controller": "message"])
        _ = try daemon.call("device/rotate", ["scene": "s1", "orientation": "landscapeRight"])
        _ = try daemon.call("touch/tap", ["scene": "s1", "point": [5, 5]])
        _ = try daemon.call("scene/open", ["text": "{ not json"])
        try daemon.write("Content-Length: 2\r\n\r\n{]")
        _ = try daemon.next()
        try daemon.answer("q42", result: true)
        #expect(try daemon.shutdownAndExit() == 0)
        let messages = try daemon.wholeOutput()
        #expect(messages.count >= 10)
        #expect(messages.allSatisfy { $0["jsonrpc"] == "2.0" })
        let log = daemon.finalStderr()
        #expect(log.contains("popsplit: [debug] request 1 initialize"))
        #expect(log.contains("[debug] request"))
        #expect(log.contains("[info]"))
        #expect(log.contains("[warning]"))
        #expect(log.contains("q42"))
        #expect(log.split(separator: "\n").allSatisfy { $0.hasPrefix("popsplit: [") })
    }

    /// At the default level (warning) nothing is logged for a clean session.
    @Test func defaultLevelIsQuietForACleanSession() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        try daemon.open("form-sheet")
        #expect(try daemon.shutdownAndExit() == 0)
        #expect(daemon.finalStderr() == "")
    }

    /// Many requests written at once (one write) are all answered, in order.
    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        var bytes: [UInt8] = []
        for id in 100..<160 {
            bytes += Framing.contentLength.frame(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"scene/list"}"#.utf8))
        }
        try daemon.write(bytes)
        for id in 100..<160 {
            #expect(try daemon.next()["id"] == .int(Int64(id)))
        }
    }

    /// `--log-level trace` logs every message in both directions to stderr,
    /// each body cut after `--trace-limit` bytes; stdout still holds only frames.
    @Test func traceLogsEveryMessageBothWays() throws {
        let daemon = try Daemon(["serve", "--log-level", "trace", "--trace-limit", "60"])
        try daemon.initialize()
        try daemon.open("tabs")
        _ = try daemon.call("scene/list")
        #expect(try daemon.shutdownAndExit() == 0)
        let messages = try daemon.wholeOutput()
        let log = daemon.finalStderr().split(separator: "\n").map(String.init)
        let received = log.filter { $0.hasPrefix("popsplit: [trace] received: ") }
        let sent = log.filter { $0.hasPrefix("popsplit: [trace] sent: ") }
        #expect(received.count == 6)  // initialize, initialized, scene/open, scene/list, shutdown, exit
        #expect(sent.count == messages.count)
        #expect(received.first?.hasPrefix(#"popsplit: [trace] received: {"jsonrpc":"2.0","id":1,"method":"initialize""#) == true)
        #expect(sent.contains { $0.contains(#""method":"scene/layout""#) })
        for line in received + sent {
            let body = line.split(separator: " ", maxSplits: 3).last.map(String.init) ?? ""
            #expect(body.utf8.count <= 60 || body.hasSuffix(" bytes)"), "\(line)")
        }
        #expect(sent.contains { $0.hasSuffix(" bytes)") })
    }
}
