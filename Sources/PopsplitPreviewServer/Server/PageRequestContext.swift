import Hummingbird
import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// The request context of the page server's routes: Hummingbird's, with the WebSocket handler
/// reference the router's upgrade needs, the connection's channel (to close a page from any
/// thread) and the page slot an upgrade reserved (set by `shouldUpgrade`, read by the page).
struct PageRequestContext: RequestContext, WebSocketRequestContext {
    /// Hummingbird's storage.
    var coreContext: CoreRequestContextStorage
    /// Where the router puts the WebSocket handler of an upgrade.
    let webSocket: WebSocketHandlerReference<Self>
    /// The connection's channel.
    let channel: any Channel
    /// The page id the upgrade reserved (a reference, shared by the context's copies).
    let reservedPage: NIOLockedValueBox<Int?>

    /// A context for a request arriving on `source`'s channel.
    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
        reservedPage = NIOLockedValueBox(nil)
    }
}
