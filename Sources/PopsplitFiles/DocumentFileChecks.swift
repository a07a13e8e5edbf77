import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks every file popsplit reads on a client's or a user's behalf goes through (scene
/// documents, session scripts): a regular file, within a size limit, read in bounded chunks.
/// A FIFO, a device or a directory is refused without being read (a FIFO or `/dev/stdin` would
/// block, `/dev/zero` would fill memory).
enum DocumentFileChecks {
    /// Why the file `info` describes is not read: it is not a regular file.
    static func refusal(_ info: stat, name: String) -> DocumentReadError? {
        let type = info.st_mode & S_IFMT
        guard type != S_IFREG else { return nil }
        let what: String
        switch type {
        case S_IFDIR: what = "a directory"
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        return DocumentReadError("cannot read \(name): it is \(what), not a regular file")
    }

    /// Why the file `info` describes is not read: it has more than `maxBytes` bytes.
    static func tooLarge(_ info: stat, name: String, maxBytes: Int, limitName: String = "maxDocumentBytes") -> DocumentReadError? {
        guard Int(info.st_size) > maxBytes else { return nil }
        return DocumentReadError("cannot read \(name): it has \(info.st_size) bytes, more than the limit of \(maxBytes) (\(limitName))")
    }

    /// Every byte of the open file `fd`, failing once more than `maxBytes` arrive (a file that
    /// grows while being read).
    static func readAll(_ fd: Int32, named name: String, maxBytes: Int, limitName: String = "maxDocumentBytes") -> Result<[UInt8], DocumentReadError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= maxBytes {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, maxBytes + 1 - bytes.count)) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(message(name, errno: errno))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .failure(DocumentReadError("cannot read \(name): it grew past the limit of \(maxBytes) bytes (\(limitName)) while being read"))
    }

    /// `bytes` as text when they are UTF-8, else why not, naming the first byte that is not.
    static func utf8Text(_ bytes: [UInt8], named name: String) -> Result<String, DocumentReadError> {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return .success(text) }
        // Not UTF-8 (decoding repaired it): find where.
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return .failure(DocumentReadError("cannot read \(name): it is not UTF-8 text (byte \(offset) does not begin a UTF-8 character)"))
    }

    /// The error for a failed system call on `name`: ``DocumentReadError/Kind/notFound`` for a
    /// missing file.
    static func message(_ name: String, errno code: Int32) -> DocumentReadError {
        if code == ENOENT || code == ENOTDIR { return DocumentReadError("cannot read \(name): no such file", kind: .notFound) }
        return DocumentReadError("cannot read \(name): \(String(cString: strerror(code)))")
    }
}
