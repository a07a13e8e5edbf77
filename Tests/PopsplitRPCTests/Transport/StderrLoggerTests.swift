import Foundation
import PopsplitRPC
import Testing

/// The stderr logger's levels and line format, written to a pipe.
@Suite struct StderrLoggerTests {
    /// Lines at or above the chosen level are written, one `prefix: [level] message` line each.
    @Test func writesOnlyLinesAtOrAboveItsLevel() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let logger = StderrLogger(level: .warning, fd: fds[1])
        logger.log(.debug, "hidden")
        logger.log(.info, "hidden too")
        logger.log(.warning, "shown")
        logger.log(.error, "also shown")
        #expect(logger.flush(timeoutMs: 5000))
        close(fds[1])
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "popsplit: [warning] shown\npopsplit: [error] also shown\n")
    }

    /// Levels parse from their names, as `--log-level` gives them.
    @Test func levelsParseFromNames() {
        #expect(LogLevel(name: "DEBUG") == .debug)
        #expect(LogLevel(name: "warning") == .warning)
        #expect(LogLevel(name: "loud") == nil)
        #expect(LogLevel.error < LogLevel.debug)
    }
}

/// A log line quoting a client's raw control characters (a parse
/// error near an ESC) escapes them; repeated lines are summed up; a stderr nobody reads drops
/// lines and says how many once it takes lines again.
@Suite struct LogLineSafetyTests {
    /// Reads a pipe to its end.
    static func drain(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func controlCharactersAreEscapedAndRepeatsSummedUp() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let logger = StderrLogger(level: .warning, fd: fds[1])
        logger.log(.warning, "parse error near '\u{1B}]0;PWNED\u{07}'\nsecond line")
        for _ in 0..<5 { logger.log(.warning, "same") }
        logger.log(.error, "other")
        #expect(logger.flush(timeoutMs: 5000))
        close(fds[1])
        let text = Self.drain(fds[0])
        #expect(
            text == """
                popsplit: [warning] parse error near '\\u001B]0;PWNED\\u0007'\\nsecond line
                popsplit: [warning] same
                popsplit: [warning] the line before came 4 more times: popsplit: [warning] same
                popsplit: [error] other

                """)
    }

    @Test func aFullQueueDropsAndCounts() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        // A pipe holds 64 KiB: with nobody reading, the writer blocks and the queue (1 KiB) fills.
        let logger = StderrLogger(level: .warning, fd: fds[1], capacityBytes: 1024)
        for i in 0..<20_000 { logger.log(.warning, "line \(i) " + String(repeating: "x", count: 40)) }
        #expect(logger.queue.droppedCount > 0)
        // Reading now lets the writer through: the drop is reported.
        var seen = ""
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(10)
        while !seen.contains("were dropped: standard error was not being read"), Date() < deadline {
            let n = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            seen += String(decoding: chunk[0..<n], as: UTF8.self)
        }
        #expect(seen.contains("log lines were dropped: standard error was not being read"))
        // Drain until the writer has written everything: closing the descriptor while it still
        // writes would let its number, reused by a test running beside this one, receive the rest.
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        var flushed = false
        while !flushed, Date() < deadline.addingTimeInterval(10) {
            while chunk.withUnsafeMutableBytes({ read(fds[0], $0.baseAddress, $0.count) }) > 0 {}
            flushed = logger.flush(timeoutMs: 10)
        }
        #expect(flushed)
        close(fds[1])
    }
}
