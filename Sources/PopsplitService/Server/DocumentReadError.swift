/// Why a scene document file could not be read (`scene/open {"path": ...}`).
public struct DocumentReadError: Error, Sendable, Equatable {
    /// What went wrong, as the daemon answers it (protocol.md, sections 4 and 8.11).
    public enum Kind: Sendable, Equatable {
        /// No file at the path (`-32010`, diagnostic kind `fileNotFound`).
        case notFound
        /// A file that is not a document to read: a directory, a FIFO, a device, one larger than
        /// the limit, one the daemon may not read (`-32010`, diagnostic kind `unreadable`).
        case unreadable
        /// A path outside every workspace root (`-32602` at `params.path`); `resolved` is the
        /// path with `..` and symbolic links resolved, `roots` the roots allowed, resolved too.
        case outsideWorkspace(resolved: String, roots: [String])
    }

    /// What went wrong.
    public var kind: Kind
    /// A sentence a person understands: `cannot read /x.json: no such file`.
    public var message: String

    /// An error of `kind` (by default ``Kind/unreadable``).
    public init(_ message: String, kind: Kind = .unreadable) {
        self.kind = kind
        self.message = message
    }
}
