#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole byte buffers to file descriptors: the one write loop of popsplit.
public enum DescriptorWriter {
    /// Writes all of `bytes` to `fd`, through partial writes, EINTR and EAGAIN; false on any other
    /// error (the caller decides whether that matters).
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
