/// Why the preview server did not start (the page server is missing, the port is taken ...).
public struct PreviewStartError: Error, Sendable, Equatable {
    /// What went wrong.
    public let message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }
}
