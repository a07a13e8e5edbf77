#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A logger writing `popsplit: [level] message` lines to a file descriptor (standard error by
/// default) with write(2), one call per line so lines from threads do not interleave.
public final class StderrLogger: RPCLogger, Sendable {
    /// The least important level written.
    public let level: LogLevel
    /// The descriptor written to.
    public let fd: Int32
    /// The prefix of every line.
    public let prefix: String

    /// A logger writing lines at `level` and above to `fd`.
    public init(level: LogLevel, fd: Int32 = 2, prefix: String = "popsplit") {
        self.level = level
        self.fd = fd
        self.prefix = prefix
    }

    /// Writes the line when its level is shown; write errors are ignored (nowhere to report).
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level <= self.level else { return }
        _ = DescriptorWriter.writeAll(Array("\(prefix): [\(level)] \(message())\n".utf8), to: fd)
    }
}
