/// A picture of a scene for one page, as the daemon sends it to the page server: the whole SVG is
/// `head`, every element's markup in order, then `tail`; the elements come as the change from the
/// previous picture the daemon sent for the same page (so a keystroke's picture is a few hundred
/// bytes on the pipe). The page server keeps each page's last picture to apply the change to, and
/// draws the page's `patch` or `full` message when the page is ready for it.
public struct PagePicture: Equatable, Sendable {
    /// The page.
    public var page: Int
    /// The layout version the picture shows.
    public var version: Int
    /// The version of the page's previous picture when a patch from it applies (the same options,
    /// orientation and screen), else nil: the picture is sent whole.
    public var baseVersion: Int?
    /// When the daemon drew it, in ms since 1970 (the page's `t`).
    public var sentAt: Double
    /// The SVG before the elements (the start tag, definitions, the screen).
    public var head: String
    /// The SVG after the elements (overlays, the caption, the end tag).
    public var tail: String
    /// The change of the elements from the previous picture sent for the page (from none, for
    /// the page's first).
    public var elements: PictureDelta

    /// A picture.
    public init(page: Int, version: Int, baseVersion: Int?, sentAt: Double, head: String, tail: String, elements: PictureDelta) {
        self.page = page
        self.version = version
        self.baseVersion = baseVersion
        self.sentAt = sentAt
        self.head = head
        self.tail = tail
        self.elements = elements
    }
}
