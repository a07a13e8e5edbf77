import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Sits among Hummingbird's HTTP handlers and tells the ``ConnectionGuardHandler`` (with a
/// ``ResponseEnded`` event) each time a response has been written to its end, so that a
/// refusal of a later, pipelined head is written after the responses before it, never inside
/// one.
final class ResponseEndMarker: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Passes the write on; after a response's end, sends the event.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd: Bool
        if case .end = unwrapOutboundIn(data) { isEnd = true } else { isEnd = false }
        context.write(data, promise: promise)
        if isEnd { context.triggerUserOutboundEvent(ResponseEnded(), promise: nil) }
    }
}
