/// One message on the pipe between the daemon and its page server (`popsplit-preview`), in
/// either direction (docs/preview.md, "The page server's pipe"). The daemon holds the scenes and
/// sends only bytes for pages; the page server holds the sockets and sends what pages said.
public enum LinkFrame: Equatable, Sendable {
    // MARK: From the daemon to the page server

    /// Bind `host`:`port` (0: an ephemeral port) and guard every request with `token`. The first
    /// frame, and only once; the token travels here, never on the command line (which other
    /// users may read in `/proc`).
    case start(host: String, port: Int, token: String)
    /// Queue `text` (a page message, protocol.md 13.3) for page `page`.
    case send(page: Int, text: String)
    /// A new picture for a page (coalesced there with one not yet sent).
    case picture(PagePicture)
    /// Close page `page`.
    case close(page: Int)
    /// Accept the page through `origin` too (an ``ExternalOrigin``'s text; the page server
    /// parses it again and ignores one that does not parse).
    case allowOrigin(String)
    /// Close every page and exit.
    case stop

    // MARK: From the page server to the daemon

    /// The server listens on `port`.
    case ready(port: Int)
    /// The server could not start, for the reason `message`; the process then exits.
    case failed(message: String)
    /// Page `page` connected, showing `scene` (nil: the list of scenes).
    case opened(page: Int, scene: String?)
    /// Page `page` sent the text message `text` (within the page limits: size, rate).
    case message(page: Int, text: String)
    /// Page `page` disconnected.
    case closed(page: Int)
}
