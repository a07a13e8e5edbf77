import PopsplitRPC
import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes whole files the command line names: session scripts, goldens and pictures
/// (scene documents a request names go through ``DocumentFiles``). Everything read is checked as
/// documents are: regular files only, within a size limit, read in bounded chunks.
public enum FileText {
    /// The default limit on a file the command line names (``bytes(_:maxBytes:limitName:)``): 64 MiB.
    public static let defaultMaxBytes = 64 * 1024 * 1024
    /// The largest limit an option may set: 1 GiB.
    public static let largestMaxBytes = 1024 * 1024 * 1024

    /// The bytes of the regular file at `path`, at most `maxBytes` of them (`limitName` names the
    /// option that sets the limit in messages), or why not. A FIFO, a device or a directory is
    /// refused without being read.
    public static func bytes(_ path: String, maxBytes: Int = defaultMaxBytes, limitName: String = "--max-script-bytes") -> Result<[UInt8], DocumentReadError> {
        // O_NONBLOCK: opening a FIFO cannot block; it is then refused by its type.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(DocumentFileChecks.message(path, errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(DocumentFileChecks.message(path, errno: errno)) }
        if let refusal = DocumentFileChecks.refusal(info, name: path)
            ?? DocumentFileChecks.tooLarge(info, name: path, maxBytes: maxBytes, limitName: limitName)
        {
            return .failure(refusal)
        }
        return DocumentFileChecks.readAll(fd, named: path, maxBytes: maxBytes, limitName: limitName)
    }

    /// The text of the file at `path` (invalid UTF-8 is repaired), or why not; as ``bytes(_:maxBytes:limitName:)``.
    public static func text(_ path: String, maxBytes: Int = defaultMaxBytes, limitName: String = "--max-script-bytes") -> Result<String, DocumentReadError> {
        bytes(path, maxBytes: maxBytes, limitName: limitName).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `path` resolved against `directory` when relative (and `directory` is given).
    public static func resolve(_ path: String, against directory: String?) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory.isEmpty ? path : directory + "/" + path
    }

    /// The directory part of `path` (`""` for a bare file name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Writes `text` to `path`, replacing it; false on failure.
    public static func write(_ text: String, to path: String) -> Bool {
        writeFailure(bytes: Array(text.utf8), to: path) == nil
    }

    /// Writes `bytes` to `path`, replacing it; false on failure.
    public static func write(bytes: [UInt8], to path: String) -> Bool {
        writeFailure(bytes: bytes, to: path) == nil
    }

    /// Writes `text` to `path`, replacing it: `nil`, or why not, as a person reads it
    /// (`cannot write /nonexistent/x.png: No such file or directory`).
    public static func writeFailure(_ text: String, to path: String) -> String? {
        writeFailure(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, replacing it: `nil`, or why not (the system's reason).
    public static func writeFailure(bytes: [UInt8], to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "cannot write \(path): \(reason(errno))" }
        errno = 0
        let written = DescriptorWriter.writeAll(bytes, to: fd)
        let writeErrno = errno
        let closed = close(fd) == 0
        let closeErrno = errno
        if !written { return "cannot write \(path): \(writeErrno == 0 ? "the write stopped short" : reason(writeErrno))" }
        if !closed { return "cannot write \(path): \(reason(closeErrno))" }
        return nil
    }

    /// Makes the directory `path` and its missing parents unless it is one already: `nil`, or why not.
    public static func makeDirectoryFailure(_ path: String) -> String? {
        makeDirectoryFailure(path, depth: 0)
    }

    /// ``makeDirectoryFailure(_:)``, making missing parents first (as `mkdir -p`), at most 64 deep.
    private static func makeDirectoryFailure(_ path: String, depth: Int) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "cannot make directory \(path): it exists and is not a directory"
        }
        if errno == ENOENT, depth < 64, let slash = path.lastIndex(of: "/"), slash > path.startIndex {
            if let failure = makeDirectoryFailure(String(path[..<slash]), depth: depth + 1) { return failure }
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return "cannot make directory \(path): \(reason(errno))" }
        return nil
    }

    /// The system's text for the error number `code` (`No such file or directory`).
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
