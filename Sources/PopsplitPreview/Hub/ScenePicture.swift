import PopsplitPreviewLink

/// A new picture of a scene for the pages with some options: its elements, the version of the
/// picture a patch starts from (same options, orientation and screen), and the SVG around the
/// elements. The page server draws the patch or the whole picture when it sends it.
public struct ScenePicture: Sendable {
    /// The layout version the picture shows.
    public let version: Int
    /// The version of the picture a patch starts from; nil: sent whole.
    public let baseVersion: Int?
    /// The picture's node elements.
    public let elements: [PictureElement]
    /// When the daemon made it, in ms since 1970 (the page's `t`).
    public let sentAt: Double
    /// The SVG before the elements.
    public let head: String
    /// The SVG after the elements.
    public let tail: String
}
