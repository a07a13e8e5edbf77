import PopsplitRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory popsplit writes files into, held open by descriptor: every file is written to a
/// new temporary file beside its final name (created exclusively, never through a link) and then
/// renamed into place, so a symbolic link, a hard link or a FIFO planted at the final name is
/// replaced, never followed or written through, and a reader never sees half a file.
///
/// The directory itself is the one the user named (links in that path are followed: it is their
/// choice). Directories popsplit makes below the deepest one that exists are made one component
/// at a time and opened without following links, so none of them can be swapped for a link to
/// somewhere else between being made and being written into.
public final class OutputDirectory {
    /// The open directory.
    let fd: Int32
    /// Its path as the user named it, for messages (`""`: the working directory).
    public let path: String

    /// The most components of a path made at once (as `mkdir -p`).
    static let maximumNewComponents = 64
    /// The most names tried for a temporary file before giving up.
    static let maximumTemporaryNames = 16

    /// A directory open at `fd`, named `path`.
    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit {
        close(fd)
    }

    /// Opens the existing directory `path` (`""`: the working directory), or says why not
    /// (`cannot write NAME: REASON`, naming `writing` when given).
    public static func open(_ path: String, writing name: String? = nil) -> Result<OutputDirectory, FileWriteError> {
        let fd = openDirectory(path.isEmpty ? "." : path, at: AT_FDCWD, followingLinks: true)
        guard fd >= 0 else { return .failure(FileWriteError(action: "write", path: name ?? path, errno: errno)) }
        return .success(OutputDirectory(fd: fd, path: path))
    }

    /// Opens the directory `path`, making it and its missing parents first (as `mkdir -p`): the
    /// parts it makes are made and opened one by one without following links.
    public static func make(_ path: String) -> Result<OutputDirectory, FileWriteError> {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        var existing = path
        // The deepest ancestor that exists (or the root, or the working directory).
        while !components.isEmpty {
            var info = stat()
            if stat(existing, &info) == 0 { break }
            guard errno == ENOENT, missing.count < maximumNewComponents, let last = components.popLast() else {
                return .failure(FileWriteError(action: "make directory", path: path, errno: errno))
            }
            missing.insert(last, at: 0)
            existing = (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
        }
        if existing.isEmpty { existing = "." }
        var fd = openDirectory(existing, at: AT_FDCWD, followingLinks: true)
        guard fd >= 0 else {
            let code = errno
            return .failure(
                code == ENOTDIR
                    ? FileWriteError(path: path, reason: "cannot make directory \(path): \(existing) exists and is not a directory")
                    : FileWriteError(action: "make directory", path: path, errno: code))
        }
        for component in missing {
            if mkdirat(fd, component, 0o755) != 0, errno != EEXIST {
                let code = errno
                close(fd)
                return .failure(FileWriteError(action: "make directory", path: path, errno: code))
            }
            let next = openDirectory(component, at: fd, followingLinks: false)
            let code = errno
            close(fd)
            guard next >= 0 else {
                return .failure(
                    code == ELOOP || code == ENOTDIR
                        ? FileWriteError(path: path, reason: "cannot make directory \(path): \(component) is not a directory (a link is not followed)")
                        : FileWriteError(action: "make directory", path: path, errno: code))
            }
            fd = next
        }
        return .success(OutputDirectory(fd: fd, path: path))
    }

    /// Opens the directory `name` relative to `base`, following a link at its last component
    /// only when `followingLinks`.
    static func openDirectory(_ name: String, at base: Int32, followingLinks: Bool) -> Int32 {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        return openat(base, name, flags)
    }

    /// The path of `name` inside this directory, for messages.
    public func pathOf(_ name: String) -> String {
        path.isEmpty ? name : (path.hasSuffix("/") ? path + name : path + "/" + name)
    }

    /// Writes `bytes` as the file `name` (a single component, no `/`) with `mode` (less the
    /// umask): `nil`, or why not. A file already there is replaced whole; whatever is at `name`
    /// (a link, a FIFO, a file with other links) is replaced, never followed or written through.
    public func write(_ bytes: [UInt8], as name: String, mode: mode_t = 0o644) -> FileWriteError? {
        let shown = pathOf(name)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            return FileWriteError(path: shown, reason: "cannot write \(shown): not a file name")
        }
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<Self.maximumTemporaryNames {
            temporary = "." + String(name.prefix(100)) + ".tmp-" + Self.randomSuffix()
            file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { return FileWriteError(action: "write", path: shown, errno: errno) }
        errno = 0
        let written = DescriptorWriter.writeAll(bytes, to: file)
        let writeErrno = errno
        let closed = close(file) == 0
        let closeErrno = errno
        var failure: FileWriteError?
        if !written {
            failure =
                writeErrno == 0
                ? FileWriteError(path: shown, reason: "cannot write \(shown): the write stopped short")
                : FileWriteError(action: "write", path: shown, errno: writeErrno)
        } else if !closed {
            failure = FileWriteError(action: "write", path: shown, errno: closeErrno)
        } else if renameat(fd, temporary, fd, name) != 0 {
            failure = FileWriteError(action: "write", path: shown, errno: errno)
        }
        if failure != nil { unlinkat(fd, temporary, 0) }
        return failure
    }

    /// Twelve random lowercase hex digits.
    static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() & 0xFFFF_FFFF_FFFF
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}
