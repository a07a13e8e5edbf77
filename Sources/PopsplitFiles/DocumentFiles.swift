import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The daemon's reader of scene document files (`scene/open {"path": ...}`, protocol.md section
/// 3, "Workspace roots"): it reads only regular files, never more than the size limit, and only
/// files that lie inside a workspace root *when they are opened*.
///
/// The confinement cannot race. A look at the path before opening it (links and `..`
/// resolved) only filters out what is plainly outside, without touching it; what decides is the
/// opened file itself: the path is opened as the system resolves it (``ConfinedFile``), the
/// descriptor's real location is read back from the kernel and must lie inside a root, and every
/// other check (type, size) is made on that descriptor. Swapping a name for a link to an outside
/// file, or a parent directory for a link to an outside directory, between the look and the
/// open, therefore gets a refusal, never the outside file's bytes.
public struct DocumentFiles: Sendable {
    /// The directory relative paths are resolved against (`popsplit run`: the script's), or
    /// `nil` for the current directory.
    public var base: String?
    /// Roots that always count, whatever `initialize` names (`popsplit run`: the script's
    /// directory).
    public var extraRoots: [String]
    /// The roots when `initialize` names none, or `nil` for the current directory (`serve`).
    /// `popsplit run` and `render` play a script the user chose, as a shell plays one: `["/"]`.
    public var defaultRoots: [String]?

    /// A reader; see the properties.
    public init(base: String? = nil, extraRoots: [String] = [], defaultRoots: [String]? = nil) {
        self.base = base
        self.extraRoots = extraRoots
        self.defaultRoots = defaultRoots
    }

    /// The text of the document `request` names (invalid UTF-8 is repaired), or why not.
    public func text(of request: DocumentFileRequest) -> Result<String, DocumentReadError> {
        let directory = DocumentFiles.currentDirectory()
        let absolute = WorkspacePath.absolute(FileText.resolve(request.path, against: base), against: directory)
        let allowed = resolvedRoots(request.roots, in: directory)
        // The look before: a path plainly outside every root is refused without being touched.
        let looked = DocumentFiles.resolvingLinks(absolute)
        guard allowed.contains(where: { WorkspacePath.isInside(looked, root: $0) }) else {
            return .failure(DocumentFiles.outside(request.path, resolved: looked, roots: allowed))
        }
        let name = request.path == looked ? looked : "\(request.path) (\(looked))"
        // What decides: the opened file's own location.
        let file: ConfinedFile
        switch ConfinedFile.open(absolute, insideAnyOf: allowed, named: name) {
        case .success(let opened): file = opened
        case .failure(.outside(let real)): return .failure(DocumentFiles.outside(request.path, resolved: real, roots: allowed))
        case .failure(.missing):
            // Gone between the look and the open: say "outside" if the name now leads outside,
            // so that a race tells nothing about files beyond the roots.
            let now = DocumentFiles.resolvingLinks(absolute)
            guard allowed.contains(where: { WorkspacePath.isInside(now, root: $0) }) else {
                return .failure(DocumentFiles.outside(request.path, resolved: now, roots: allowed))
            }
            return .failure(DocumentReadError("cannot read \(name): no such file", kind: .notFound))
        case .failure(.refused(let error)): return .failure(error)
        }
        defer { file.close() }
        return file.readText(named: name, maxBytes: request.maxBytes)
    }

    /// The roots in force for a request naming `roots`, with links and `..` resolved, each once.
    func resolvedRoots(_ roots: [String], in directory: String) -> [String] {
        var allowed: [String] = []
        for root in (roots.isEmpty ? defaultRoots ?? [directory] : roots) + extraRoots {
            let resolvedRoot = DocumentFiles.resolvingLinks(WorkspacePath.absolute(root, against: directory))
            if !allowed.contains(resolvedRoot) { allowed.append(resolvedRoot) }
        }
        return allowed
    }

    /// The refusal of `path`, found at `resolved`, outside `roots`.
    static func outside(_ path: String, resolved: String, roots: [String]) -> DocumentReadError {
        DocumentReadError(
            "cannot read \(path): \(resolved) is outside the workspace roots (\(roots.joined(separator: ", ")))",
            kind: .outsideWorkspace(resolved: resolved, roots: roots))
    }

    /// The absolute `path` with symbolic links and `..` resolved as the system resolves them, as
    /// far as the path exists; the part that does not exist is appended, normalized (so that a
    /// missing file is still placed inside or outside a root). Only a look: see ``ConfinedFile``
    /// for what decides.
    static func resolvingLinks(_ path: String) -> String {
        if let real = realPath(path) { return real }
        // Walk up the path as written (not normalized: `link/..` is where the link leads, then
        // up) to the deepest part that exists.
        var head = path
        var tail: [Substring] = []
        while head != "/", let slash = head.lastIndex(of: "/") {
            tail.insert(head[head.index(after: slash)...], at: 0)
            head = slash == head.startIndex ? "/" : String(head[..<slash])
            if let real = realPath(head) {
                return WorkspacePath.normalized(tail.joined(separator: "/"), against: real)
            }
        }
        return WorkspacePath.normalized(path, against: "/")
    }

    /// `realpath(3)` of `path`, or `nil`.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why `root` cannot be a workspace root named on the command line (`popsplit serve
    /// --workspace-root`), or `nil`: it must name an existing directory.
    public static func rootProblem(_ root: String) -> String? {
        guard !root.isEmpty, !root.utf8.contains(0), root.utf8.count <= WorkspaceRoots.maxLength else {
            return "takes a directory's path (1 to \(WorkspaceRoots.maxLength) bytes), got \"\(root)\""
        }
        var info = stat()
        guard stat(root, &info) == 0 else { return "\(root): \(FileText.reason(errno))" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(root): not a directory" }
        return nil
    }

    /// The current directory (`/` if it cannot be read).
    public static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
