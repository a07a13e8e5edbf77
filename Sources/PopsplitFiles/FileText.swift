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

    /// Writes `bytes` to `path`, replacing it: `nil`, or why not (the system's reason). Written
    /// safely (``OutputDirectory/write(_:as:mode:)``): to a temporary file beside it, renamed into
    /// place, so a link planted at `path` is replaced and never followed.
    public static func writeFailure(bytes: [UInt8], to path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        switch OutputDirectory.open(slash != nil && directory.isEmpty ? "/" : directory, writing: path) {
        case .failure(let error): return error.reason
        case .success(let opened): return opened.write(bytes, as: name)?.reason
        }
    }

    /// The system's text for the error number `code` (`No such file or directory`).
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
