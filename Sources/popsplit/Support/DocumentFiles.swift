#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsplitService

/// The daemon's reader of scene document files (`scene/open {"path": ...}`, issue 9.3): it reads
/// only regular files, never more than the size limit, and only inside the workspace roots, with
/// `..` and symbolic links resolved before the check. A FIFO, a device or a directory is refused
/// without being read (a FIFO or `/dev/stdin` would block the daemon, `/dev/zero` would fill its
/// memory).
struct DocumentFiles {
    /// The directory relative paths are resolved against (`popsplit run`: the script's), or
    /// `nil` for the current directory.
    var base: String?
    /// Roots that always count, whatever `initialize` names (`popsplit run`: the script's
    /// directory).
    var extraRoots: [String] = []
    /// The roots when `initialize` names none, or `nil` for the current directory (`serve`).
    /// `popsplit run` and `render` play a script the user chose, as a shell plays one: `["/"]`.
    var defaultRoots: [String]?

    /// The text of the document `request` names (invalid UTF-8 is repaired), or why not.
    func text(of request: DocumentFileRequest) -> Result<String, DocumentReadError> {
        let directory = DocumentFiles.currentDirectory()
        let resolved = DocumentFiles.resolvingLinks(FileText.resolve(request.path, against: base), in: directory)
        let roots = (request.roots.isEmpty ? defaultRoots ?? [directory] : request.roots) + extraRoots
        var allowed: [String] = []
        for root in roots {
            let resolvedRoot = DocumentFiles.resolvingLinks(root, in: directory)
            if !allowed.contains(resolvedRoot) { allowed.append(resolvedRoot) }
        }
        guard allowed.contains(where: { WorkspacePath.isInside(resolved, root: $0) }) else {
            return .failure(DocumentReadError(
                "cannot read \(request.path): \(resolved) is outside the workspace roots (\(allowed.joined(separator: ", ")))",
                kind: .outsideWorkspace(resolved: resolved, roots: allowed)))
        }
        let name = request.path == resolved ? resolved : "\(request.path) (\(resolved))"
        return DocumentFiles.readRegularFile(resolved, named: name, maxBytes: request.maxBytes)
    }

    /// The text of the regular file at `path` of at most `maxBytes` bytes; `name` says which in
    /// messages.
    static func readRegularFile(_ path: String, named name: String, maxBytes: Int) -> Result<String, DocumentReadError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failure(name, errno: errno)) }
        if let refusal = refusal(info, name: name, maxBytes: maxBytes) { return .failure(refusal) }
        // O_NONBLOCK: should the file be swapped for a FIFO after the check, opening it cannot block.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(failure(name, errno: errno)) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return .failure(failure(name, errno: errno)) }
        if let refusal = refusal(info, name: name, maxBytes: maxBytes) { return .failure(refusal) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= maxBytes {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, maxBytes + 1 - bytes.count)) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(failure(name, errno: errno))
            }
            if n == 0 { return .success(String(decoding: bytes, as: UTF8.self)) }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .failure(DocumentReadError("cannot read \(name): it grew past the limit of \(maxBytes) bytes (maxDocumentBytes) while being read"))
    }

    /// Why the file `info` describes is not read: not a regular file, or over `maxBytes`.
    static func refusal(_ info: stat, name: String, maxBytes: Int) -> DocumentReadError? {
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
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
        guard Int(info.st_size) <= maxBytes else {
            return DocumentReadError("cannot read \(name): it has \(info.st_size) bytes, more than the limit of \(maxBytes) (maxDocumentBytes)")
        }
        return nil
    }

    /// The error for a failed system call on `name`: ``DocumentReadError/Kind/notFound`` for a
    /// missing file.
    static func failure(_ name: String, errno code: Int32) -> DocumentReadError {
        let reason = String(cString: strerror(code))
        if code == ENOENT || code == ENOTDIR { return DocumentReadError("cannot read \(name): no such file", kind: .notFound) }
        return DocumentReadError("cannot read \(name): \(reason)")
    }

    /// `path` (relative ones against `directory`) with symbolic links and `..` resolved as far as
    /// the path exists; the part that does not exist is appended, normalized (so that a missing
    /// file is still placed inside or outside a root).
    static func resolvingLinks(_ path: String, in directory: String) -> String {
        let normalized = WorkspacePath.normalized(path, against: directory)
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        if let real = realPath(absolute) { return real }
        // Walk up the normalized path to the deepest part that exists.
        var head = normalized
        var tail: [Substring] = []
        while head != "/", let slash = head.lastIndex(of: "/") {
            tail.insert(head[head.index(after: slash)...], at: 0)
            head = slash == head.startIndex ? "/" : String(head[..<slash])
            if let real = realPath(head) {
                return WorkspacePath.normalized(tail.joined(separator: "/"), against: real)
            }
        }
        return normalized
    }

    /// `realpath(3)` of `path`, or `nil`.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The current directory (`/` if it cannot be read).
    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
