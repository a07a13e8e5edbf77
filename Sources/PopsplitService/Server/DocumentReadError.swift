/// Why a scene document file could not be read (`scene/open {"path": ...}`).
public struct DocumentReadError: Error, Sendable, Equatable {
    /// A sentence a person understands: `cannot read /x.json: No such file or directory`.
    public var message: String

    /// An error.
    public init(_ message: String) { self.message = message }
}
