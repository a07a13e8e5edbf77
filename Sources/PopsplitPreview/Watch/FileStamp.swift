#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells a file changed: its modification time, size and inode (an editor that saves by
/// renaming a new file over the old changes the inode).
struct FileStamp: Equatable, Sendable {
    /// Seconds and nanoseconds of the last modification.
    let seconds: Int, nanoseconds: Int
    /// The size in bytes.
    let size: Int64
    /// The inode.
    let inode: UInt64

    /// The stamp of the file at `path`; nil when it cannot be read (being replaced, removed).
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return FileStamp(
                seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec), size: Int64(info.st_size),
                inode: UInt64(info.st_ino))
        #else
            return FileStamp(
                seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int64(info.st_size),
                inode: UInt64(info.st_ino))
        #endif
    }
}
