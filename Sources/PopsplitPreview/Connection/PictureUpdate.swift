import PopsplitRender

/// A new picture of a scene for one page: its elements, the elements of the picture it follows
/// (when a patch applies: same options, same orientation and screen), and how to draw it whole.
/// The patch and the whole picture are drawn when the update is sent (pure functions of values,
/// so on the connection's thread), and only the one sent is drawn.
public struct PictureUpdate: Sendable {
    /// The layout version the picture shows.
    public let version: Int
    /// The picture a patch starts from (its version and elements); nil: sent whole.
    public let base: (version: Int, elements: [SVGElement])?
    /// The picture's node elements.
    public let elements: [SVGElement]
    /// When the daemon made the update, in ms since 1970 (the page's `t`).
    public let sentAt: Double
    /// Draws the `full` message.
    public let full: @Sendable () -> String

    /// An update.
    public init(
        version: Int, base: (version: Int, elements: [SVGElement])?, elements: [SVGElement], sentAt: Double,
        full: @escaping @Sendable () -> String
    ) {
        self.version = version
        self.base = base
        self.elements = elements
        self.sentAt = sentAt
        self.full = full
    }

    /// The `patch` message from ``base``, or nil when the update is whole only.
    public func patch() -> String? {
        base.map { base in
            PageMessages.patch(SVGPatch(from: base.elements, to: elements), version: version, baseVersion: base.version, sentAt: sentAt)
        }
    }

    /// This update replacing `older`, which was never sent: a patch from `older`'s base when both
    /// are patches (the page has that base), else whole.
    public func replacing(_ older: PictureUpdate) -> PictureUpdate {
        PictureUpdate(
            version: version, base: base == nil ? nil : older.base, elements: elements, sentAt: sentAt, full: full)
    }

    /// This update, whole.
    public var whole: PictureUpdate {
        PictureUpdate(version: version, base: nil, elements: elements, sentAt: sentAt, full: full)
    }
}
