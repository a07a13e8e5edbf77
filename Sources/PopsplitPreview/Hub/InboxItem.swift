/// Something for the session's thread from the page server's reader thread or the file watcher.
public enum InboxItem: Sendable {
    /// A page connected.
    case opened(RemotePage)
    /// A page disconnected.
    case closed(RemotePage)
    /// A page sent a text message.
    case message(RemotePage, String)
    /// The watched document changed on disk: reload scene `scene` from `path`.
    case reload(scene: String, path: String)
    /// Send the pages the pictures of the scenes changed since the last time (queued by the hub
    /// itself, so that drawing happens after the request's response was written).
    case publish
    /// The page server process ended (it crashed, was killed, or stopped reading): its pages are
    /// gone, and the next `preview/start` starts another.
    case serverEnded(PageServerProcess)
}
