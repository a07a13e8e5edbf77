import NIOCore

/// The first handler of a connection: reads the first request's head from the raw bytes and, when
/// it asks for a WebSocket that the ``RequestGuard`` refuses, answers `403 Forbidden` and closes
/// (hummingbird-websocket would answer a refused upgrade 400). Anything else goes on untouched to
/// Hummingbird, and the handler leaves the pipeline.
final class UpgradeGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// The most bytes of a head read; beyond, the request goes on to Hummingbird (which limits it).
    static let maximumHeadBytes = 16 * 1024
    /// The answer to a refused upgrade.
    static let forbidden =
        "HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 10\r\nConnection: close\r\n\r\nForbidden\n"

    /// The shared guard.
    let gate: ServerGate
    /// The bytes read so far.
    var buffered: ByteBuffer?
    /// Whether the decision was made (then bytes pass).
    var decided = false

    /// A handler checking against `gate`.
    init(gate: ServerGate) {
        self.gate = gate
    }

    /// Buffers until the head is complete, then decides.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        guard !decided else {
            context.fireChannelRead(data)
            return
        }
        if buffered == nil {
            buffered = bytes
        } else {
            buffered?.writeBuffer(&bytes)
        }
        guard let head = buffered else { return }
        let view = head.readableBytesView
        guard let end = Self.endOfHead(view) else {
            if view.count > Self.maximumHeadBytes { pass(context: context) }
            return
        }
        let text = String(decoding: view[view.startIndex..<end], as: UTF8.self)
        if let parsed = UpgradeHead(text), parsed.isWebSocketUpgrade, parsed.refusal(by: gate.requestGuard) != nil {
            decided = true
            buffered = nil
            let answer = context.channel.allocator.buffer(string: Self.forbidden)
            context.writeAndFlush(NIOAny(answer)).whenComplete { _ in context.close(promise: nil) }
            return
        }
        pass(context: context)
    }

    /// Hands what was read on and leaves the pipeline.
    func pass(context: ChannelHandlerContext) {
        decided = true
        if let head = buffered {
            buffered = nil
            context.fireChannelRead(wrapInboundOut(head))
        }
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    /// The index just past the head's first blank line (`\r\n\r\n`), if it is there.
    static func endOfHead(_ bytes: ByteBufferView) -> ByteBufferView.Index? {
        var index = bytes.startIndex
        var matched = 0
        let pattern: [UInt8] = [13, 10, 13, 10]
        while index < bytes.endIndex {
            matched = bytes[index] == pattern[matched] ? matched + 1 : (bytes[index] == 13 ? 1 : 0)
            index = bytes.index(after: index)
            if matched == 4 { return index }
        }
        return nil
    }
}
