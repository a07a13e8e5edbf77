import Testing
import Foundation
import PopsplitRPC

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
