/// A new picture of a scene for one page: as a patch from the version before (when one applies)
/// and as a whole SVG, drawn only when needed (a pure function of a layout value, so it may run on
/// the connection's thread).
public struct PictureUpdate: Sendable {
    /// The layout version the picture shows.
    public let version: Int
    /// The `patch` message, when the update is a patch from `version - 1`; nil: whole only.
    public let patch: String?
    /// Draws the `full` message.
    public let full: @Sendable () -> String

    /// An update.
    public init(version: Int, patch: String?, full: @escaping @Sendable () -> String) {
        self.version = version
        self.patch = patch
        self.full = full
    }
}
