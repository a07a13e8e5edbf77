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
}
