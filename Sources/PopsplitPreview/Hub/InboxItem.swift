/// Something for the session's thread from the preview server's threads or the file watcher.
public enum InboxItem: Sendable {
    /// A page connected.
    case opened(PageConnection)
    /// A page disconnected.
    case closed(PageConnection)
    /// A page sent a text message.
    case message(PageConnection, String)
    /// The watched document changed on disk: reload scene `scene` from `path`.
    case reload(scene: String, path: String)
    /// Send the pages the pictures of the scenes changed since the last time (queued by the hub
    /// itself, so that drawing happens after the request's response was written).
    case publish
}
