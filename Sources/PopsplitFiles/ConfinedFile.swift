import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened only if it lies inside one of a set of directories, decided on the
/// opened descriptor so that no rename between a check and the open can slip another file in
/// (protocol.md section 3, "Workspace roots").
///
/// On Linux the path is first opened with `O_PATH`, which resolves it exactly as the system does
/// (links, `..` after a link) but opens nothing: no device's driver runs, no FIFO blocks. The
/// kernel then says where that file really is (`/proc/self/fd/N`); it must lie inside a root.
/// Its type and size are read from the same descriptor, and only a regular file inside a root is
/// reopened for reading, through the descriptor itself, so the bytes read are that file's. On
/// other systems (macOS) the file is opened for reading without blocking and its location read
/// with `F_GETPATH`.
struct ConfinedFile {
    /// Why a file was not opened.
    enum Refusal: Error {
        /// The opened file lies at `real`, outside every root.
        case outside(real: String)
        /// No file at the path.
        case missing
        /// Anything else: not a regular file, too large, not readable, location unknown.
        case refused(DocumentReadError)
    }

    /// The descriptor open for reading.
    let fd: Int32
    /// Where the kernel says the file is.
    let realPath: String

    /// Opens the file at the absolute `path` if, once opened, it lies inside one of `roots`
    /// (absolute, resolved paths) and is a regular file; `name` says which in messages.
    static func open(_ path: String, insideAnyOf roots: [String], named name: String) -> Result<ConfinedFile, Refusal> {
        #if os(Linux)
            let handle = Glibc.open(path, ConfinedFile.openPathOnly | O_CLOEXEC)
            guard handle >= 0 else { return .failure(failure(name, errno: errno)) }
            defer { Glibc.close(handle) }
            // Not a regular file (a pipe has no path to check): refused for what it is.
            var info = stat()
            guard fstat(handle, &info) == 0 else { return .failure(failure(name, errno: errno)) }
            if let refusal = DocumentFileChecks.refusal(info, name: name) { return .failure(.refused(refusal)) }
            guard let real = location(of: handle) else {
                return .failure(.refused(DocumentReadError("cannot read \(name): its location cannot be verified (is /proc mounted?)")))
            }
            guard roots.contains(where: { WorkspacePath.isInside(real, root: $0) }) else { return .failure(.outside(real: real)) }
            // The same file, reopened for reading through its descriptor (a regular file: no side
            // effects, nothing blocks).
            let fd = Glibc.open("/proc/self/fd/\(handle)", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { return .failure(failure(name, errno: errno)) }
            return .success(ConfinedFile(fd: fd, realPath: real))
        #else
            let fd = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { return .failure(failure(name, errno: errno)) }
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
            guard fcntl(fd, F_GETPATH, &buffer) == 0 else {
                Darwin.close(fd)
                return .failure(.refused(DocumentReadError("cannot read \(name): its location cannot be verified")))
            }
            let real = String(cString: buffer)
            guard roots.contains(where: { WorkspacePath.isInside(real, root: $0) }) else {
                Darwin.close(fd)
                return .failure(.outside(real: real))
            }
            return .success(ConfinedFile(fd: fd, realPath: real))
        #endif
    }

    #if os(Linux)
        /// Linux's `O_PATH` (glibc declares it only for `_GNU_SOURCE`): the same value on every
        /// architecture Swift runs on (x86_64, aarch64, arm, riscv64, s390x, ppc64le).
        static let openPathOnly: Int32 = 0o10_000_000

        /// Where the file open at `descriptor` is, as the kernel names it, or `nil` when unknown.
        static func location(of descriptor: Int32) -> String? {
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
                guard let start = pointer.baseAddress else { return -1 }
                return readlink("/proc/self/fd/\(descriptor)", start, 4096)
            }
            guard count > 0, count < 4096 else { return nil }
            let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Pipes, sockets and anonymous files have no path; a file deleted since is `... (deleted)`.
            guard text.hasPrefix("/") else { return nil }
            return text
        }
    #endif

    /// The text of the file, after checking again on the descriptor that it is a regular file
    /// within `maxBytes`, and reading no more than that; a file that is not UTF-8 is refused, as
    /// the same bytes sent as `text` are (never repaired to U+FFFD).
    func readText(named name: String, maxBytes: Int) -> Result<String, DocumentReadError> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(DocumentFileChecks.message(name, errno: errno)) }
        if let refusal = DocumentFileChecks.refusal(info, name: name) ?? DocumentFileChecks.tooLarge(info, name: name, maxBytes: maxBytes) {
            return .failure(refusal)
        }
        return DocumentFileChecks.readAll(fd, named: name, maxBytes: maxBytes).flatMap { DocumentFileChecks.utf8Text($0, named: name) }
    }

    /// Closes the descriptor.
    func close() {
        #if canImport(Glibc)
            _ = Glibc.close(fd)
        #else
            _ = Darwin.close(fd)
        #endif
    }

    /// The refusal for a failed system call on `name`.
    static func failure(_ name: String, errno code: Int32) -> Refusal {
        if code == ENOENT || code == ENOTDIR { return .missing }
        return .refused(DocumentFileChecks.message(name, errno: code))
    }
}
