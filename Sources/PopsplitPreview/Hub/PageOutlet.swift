import PopsplitPreviewLink

/// Where the frames for the pages go: the page server's pipe (``PageServerProcess``), or a test's
/// collector. Called on the session's thread; never blocks.
public protocol PageOutlet: AnyObject, Sendable {
    /// Sends `frame` to the page server.
    func deliver(_ frame: LinkFrame)
}
