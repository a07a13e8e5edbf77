#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Descriptors 0, 1 and 2 as the daemon finds them at start: any of them may be
/// closed, and stdout and stderr may be one pipe or one file. Standard output must carry the
/// protocol and nothing else (protocol.md section 3, "Logs").
public enum StandardDescriptors {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed, lowest first, so that no later
    /// `open` or `dup` takes one of their numbers (a private copy of stdout landing on 2 would
    /// receive the log). Returns the numbers that were closed.
    @discardableResult
    public static func reserve() -> [Int32] {
        var reserved: [Int32] = []
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            // The lowest free number is `fd` itself: the ones below it are open by now.
            let opened = open("/dev/null", O_RDWR)
            if opened == fd {
                reserved.append(fd)
            } else if opened >= 0 {
                _ = dup2(opened, fd)
                close(opened)
                reserved.append(fd)
            }
        }
        return reserved
    }

    /// Whether `first` and `second` are the same pipe, socket or file (same device and inode),
    /// other than a terminal: then a log written to one lands in the stream of the other.
    /// A terminal is a person reading both, and is exempt.
    public static func shareAStream(_ first: Int32, _ second: Int32) -> Bool {
        var a = stat()
        var b = stat()
        guard fstat(first, &a) == 0, fstat(second, &b) == 0 else { return false }
        guard a.st_dev == b.st_dev, a.st_ino == b.st_ino else { return false }
        return isatty(first) == 0
    }

    /// Points `fd` at `/dev/null`.
    static func silence(_ fd: Int32) {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return }
        _ = dup2(null, fd)
        close(null)
    }
}
