/// Why the preview server did not start (the port is taken ...).
public struct PreviewStartError: Error, Sendable, Equatable {
    /// What went wrong.
    public let message: String
}
