import PopsplitRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file only its owner may read, such as the preview's token file: read only when it is a
/// regular file (not a link), owned by the user running popsplit and neither readable nor
/// writable by anyone else; created exclusively with mode 0600, never through a link.
public enum PrivateFile {
    /// The bytes of the private file at `path` (at most `maxBytes`), `nil` when there is no file,
    /// or why it is refused (naming the check it failed and how to mend it).
    public static func contents(of path: String, maxBytes: Int) -> Result<[UInt8]?, FileWriteError> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .success(nil) }
            if code == ELOOP { return .failure(FileWriteError(path: path, reason: "refused \(path): it is a symbolic link")) }
            return .failure(FileWriteError(action: "read", path: path, errno: code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FileWriteError(action: "read", path: path, errno: errno)) }
        if let refusal = refusal(info, path: path) { return .failure(refusal) }
        guard Int(info.st_size) <= maxBytes else {
            return .failure(FileWriteError(path: path, reason: "refused \(path): it has \(info.st_size) bytes, more than \(maxBytes)"))
        }
        var bytes = [UInt8](repeating: 0, count: maxBytes + 1)
        var count = 0
        while count <= maxBytes {
            let n = bytes.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress.map { $0 + count }, raw.count - count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return .failure(FileWriteError(action: "read", path: path, errno: errno)) }
            if n == 0 { break }
            count += n
        }
        guard count <= maxBytes else {
            return .failure(FileWriteError(path: path, reason: "refused \(path): it grew past \(maxBytes) bytes while being read"))
        }
        return .success(Array(bytes[0..<count]))
    }

    /// Why the file `info` describes is not private: not a regular file, someone else's, or
    /// open to others; nil when it is private.
    static func refusal(_ info: stat, path: String) -> FileWriteError? {
        guard info.st_mode & S_IFMT == S_IFREG else {
            return FileWriteError(path: path, reason: "refused \(path): it is not a regular file")
        }
        guard info.st_uid == geteuid() else {
            return FileWriteError(path: path, reason: "refused \(path): it belongs to user \(info.st_uid), not to user \(geteuid())")
        }
        let open = info.st_mode & 0o077
        guard open == 0 else {
            let mode = String(info.st_mode & 0o777, radix: 8)
            return FileWriteError(
                path: path, reason: "refused \(path): others may read or write it (mode \(mode)); `chmod 600 \(path)` keeps it private")
        }
        return nil
    }

    /// Writes `bytes` as the private file `path` (mode 0600): created exclusively when missing;
    /// when a private file is there already, replaced through a temporary file renamed into place.
    /// `nil`, or why not.
    public static func write(_ bytes: [UInt8], to path: String) -> FileWriteError? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0 {
            guard errno == EEXIST else { return FileWriteError(action: "write", path: path, errno: errno) }
            // Something is there: replaced only if it is private (a link or another's file is refused).
            switch contents(of: path, maxBytes: 1 << 20) {
            case .failure(let refusal): return refusal
            case .success: break
            }
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { String(path[..<$0]) } ?? ""
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            switch OutputDirectory.open(slash != nil && directory.isEmpty ? "/" : directory, writing: path) {
            case .failure(let error): return error
            case .success(let opened): return opened.write(bytes, as: name, mode: 0o600)
            }
        }
        errno = 0
        let written = DescriptorWriter.writeAll(bytes, to: fd)
        let writeErrno = errno
        let closed = close(fd) == 0
        if !written || !closed { return FileWriteError(action: "write", path: path, errno: writeErrno == 0 ? EIO : writeErrno) }
        return nil
    }
}
