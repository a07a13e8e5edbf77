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
        let bytes = Array("\(prefix): [\(level)] \(message())\n".utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
