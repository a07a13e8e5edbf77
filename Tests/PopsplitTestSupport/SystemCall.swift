#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's calls the test support names explicitly (a type's own `read` or `write` would
/// shadow them), from Glibc on Linux and Darwin on macOS; shared by the test targets.
public enum SystemCall {
    /// read(2).
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    /// write(2).
    public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    /// open(2) without a mode.
    public static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }
}
