#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsplitRPC
import PopsplitService

/// Reads and writes whole text files with the C library: scripts, goldens and pictures the
/// command line names (scene documents a request names go through ``DocumentFiles``).
enum FileText {
    /// The bytes of the file at `path`, or why not.
    static func bytes(_ path: String) -> Result<[UInt8], DocumentReadError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(DocumentReadError("cannot read \(path): \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(DocumentReadError("cannot read \(path): \(String(cString: strerror(errno)))"))
            }
            if n == 0 { return .success(result) }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The text of the file at `path` (invalid UTF-8 is repaired), or why not.
    static func text(_ path: String) -> Result<String, DocumentReadError> {
        bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `path` resolved against `directory` when relative (and `directory` is given).
    static func resolve(_ path: String, against directory: String?) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory.isEmpty ? path : directory + "/" + path
    }

    /// The directory part of `path` (`""` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Writes `text` to `path`, replacing it; false on failure.
    static func write(_ text: String, to path: String) -> Bool {
        write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, replacing it; false on failure.
    static func write(bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return DescriptorWriter.writeAll(bytes, to: fd)
    }
}
