import PopsplitPreviewLink

/// A new picture of a scene for one page: its elements, the elements of the picture it follows
/// (when a patch applies: same options, orientation and screen), and the SVG around the
/// elements. The patch or the whole picture is drawn when the update is sent (pure functions of
/// values, so on the connection's thread), and only the one sent is drawn.
public struct PictureUpdate: Sendable {
    /// The layout version the picture shows.
    public let version: Int
    /// The picture a patch starts from (its version and elements); nil: sent whole.
    public let base: (version: Int, elements: [PictureElement])?
    /// The picture's node elements.
    public let elements: [PictureElement]
    /// When the daemon made the update, in ms since 1970 (the page's `t`).
    public let sentAt: Double
    /// The SVG before the elements.
    public let head: String
    /// The SVG after the elements.
    public let tail: String

    /// An update.
    public init(
        version: Int, base: (version: Int, elements: [PictureElement])?, elements: [PictureElement], sentAt: Double,
        head: String, tail: String
    ) {
        self.version = version
        self.base = base
        self.elements = elements
        self.sentAt = sentAt
        self.head = head
        self.tail = tail
    }

    /// The `patch` message from ``base``, or nil when the update is whole only.
    public func patch() -> String? {
        base.map { base in
            let delta = PictureDelta(from: base.elements, to: elements)
            return ServerMessages.patch(
                changed: delta.changed, removed: delta.removed, order: elements.map(\.id), version: version,
                baseVersion: base.version, sentAt: sentAt)
        }
    }

    /// The `full` message: the whole picture.
    public func full() -> String {
        var svg = head
        for element in elements { svg += element.markup }
        return ServerMessages.full(svg: svg + tail, version: version, sentAt: sentAt)
    }

    /// This update replacing `older`, which was never sent: a patch from `older`'s base when both
    /// are patches (the page has that base), else whole.
    public func replacing(_ older: PictureUpdate) -> PictureUpdate {
        PictureUpdate(
            version: version, base: base == nil ? nil : older.base, elements: elements, sentAt: sentAt, head: head, tail: tail)
    }

    /// This update, whole.
    public var whole: PictureUpdate {
        PictureUpdate(version: version, base: nil, elements: elements, sentAt: sentAt, head: head, tail: tail)
    }
}
