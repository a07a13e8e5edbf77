/// Why a PNG could not be made.
public struct RasterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a person (names the Debian package when a library is missing).
    public var message: String

    /// An error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
