import PopsplitJSON

/// A scene the preview follows (a `preview/start` or an open page): its timeline, the pictures
/// last sent, whether its document is broken, the node outlined.
struct WatchedScene {
    /// The steps, newest last.
    var timeline: Timeline
    /// The picture last sent, by ``PageOptions/pictureKey``.
    var sent: [String: SentPicture] = [:]
    /// The error of the last `scene/reload` that failed, until one succeeds.
    var broken: JSONValue?
    /// The node `preview/highlight` outlined.
    var highlight: String?
}
