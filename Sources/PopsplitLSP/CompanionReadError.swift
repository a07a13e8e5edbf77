/// Why a companion document could not be read (said in the daemon's diagnostic).
public struct CompanionReadError: Error, Equatable {
    /// The reason, in words.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
