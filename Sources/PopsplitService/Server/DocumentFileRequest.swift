/// What the daemon asks its file reader for when a request names a document by `path`
/// (protocol.md, section 7, `scene/open`): the path as the client wrote it, the workspace roots
/// the client named at `initialize`, and the most bytes a document may have.
///
/// The reader (the executable's, which alone does file I/O) resolves a relative `path` against
/// its own directory, resolves `..` and symbolic links, refuses a path outside every root
/// (``DocumentReadError/Kind/outsideWorkspace(resolved:roots:)``), reads only regular files and
/// never more than `maxBytes` bytes.
public struct DocumentFileRequest: Sendable, Equatable {
    /// The default of ``maxBytes``: 8 MiB.
    public static let defaultMaxBytes = 8 * 1024 * 1024
    /// The largest ``maxBytes`` the daemon takes: 64 MiB, the largest frame (protocol.md, section 2).
    public static let largestMaxBytes = 64 * 1024 * 1024

    /// The path as the request gave it.
    public var path: String
    /// The workspace roots the client named at `initialize` (absolute paths, or relative to the
    /// daemon's directory), in order; empty when it named none: the reader's defaults apply.
    public var roots: [String]
    /// The most bytes the document may have.
    public var maxBytes: Int

    /// A request.
    public init(path: String, roots: [String], maxBytes: Int) {
        self.path = path
        self.roots = roots
        self.maxBytes = maxBytes
    }
}
