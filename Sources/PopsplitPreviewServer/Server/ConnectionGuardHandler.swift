import NIOCore

/// The first handler of every connection, on the raw bytes before Hummingbird reads them. It
/// admits the connection into the ``ServerGate``'s table (pending; the oldest pending one is shed
/// at the cap), gives it ``PageLimits/headDeadlineSeconds`` to send its first head (else 408),
/// and checks EVERY request head with ``RequestHead/refusal(of:by:isFirst:)`` (the guard, one
/// `Host`, the absolute-form authority, no content, an upgrade only first). A refused head is
/// answered at once and the connection closed, with nothing after the head read (reads stop).
/// A passed first head makes the connection authenticated (else 503 at the cap). Since no
/// request carries content, the bytes after a passed head are the next head; after a WebSocket
/// upgrade they are frames, whose headers are followed to close an unmasked one with 1002.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// A close frame with status 1002 (protocol error), as a server sends it (unmasked).
    static let protocolErrorClose: [UInt8] = [0x88, 0x02, 0x03, 0xEA]

    /// The shared gate.
    let gate: ServerGate
    /// The connection's id in the gate's table (nil until added).
    var connectionId: Int?
    /// What the bytes read are now.
    var phase = ConnectionPhase.heads
    /// The bytes of a head not complete yet.
    var buffered: ByteBuffer?
    /// Requests passed on to Hummingbird.
    var requestsPassed = 0
    /// Responses Hummingbird finished (``ResponseEnded`` events).
    var responsesEnded = 0
    /// A refusal waiting for the responses in flight to end before it is written.
    var waitingRefusal: HeadRefusal?
    /// The first head's deadline.
    var deadline: Scheduled<Void>?
    /// The WebSocket frames' follower, after an upgrade.
    var scanner = WebSocketFrameScanner()
    /// Whether anything was written yet (the first bytes say whether the upgrade happened).
    var wroteAnything = false
    /// Whether the server answered `101 Switching Protocols`.
    var switchedProtocols = false

    /// A handler checking against `gate`.
    init(gate: ServerGate) {
        self.gate = gate
    }

    /// Admits the connection and arms the head deadline.
    func handlerAdded(context: ChannelHandlerContext) {
        let gate = self.gate
        let id = gate.admit(context.channel)
        connectionId = id
        context.channel.closeFuture.whenComplete { _ in gate.forget(id) }
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: .seconds(PageLimits.headDeadlineSeconds)) {
            let (handler, context) = bound.value
            if case .heads = handler.phase, handler.requestsPassed == 0 { handler.refuse(.headTimeout, context: context) }
        }
    }

    /// Cancels the deadline.
    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    /// Checks heads, follows frames, or drops what a refused connection sends.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        switch phase {
        case .refused:
            return
        case .frames:
            followFrames(bytes, context: context)
        case .heads:
            if buffered == nil {
                buffered = bytes
            } else {
                buffered?.writeBuffer(&bytes)
            }
            checkHeads(context: context)
        }
    }

    /// Passes on every complete head in the buffer that the guard lets through, refuses the
    /// first that it does not. Bounded: each turn takes at least one head's bytes out.
    func checkHeads(context: ChannelHandlerContext) {
        while case .heads = phase, var head = buffered, head.readableBytes > 0 {
            let view = head.readableBytesView
            guard let end = Self.endOfHead(view) else {
                if view.count > PageLimits.maximumHeadBytes { refuse(.headTooLarge, context: context) }
                return
            }
            let length = view.distance(from: view.startIndex, to: end)
            guard length <= PageLimits.maximumHeadBytes else {
                refuse(.headTooLarge, context: context)
                return
            }
            let text = String(decoding: view[view.startIndex..<end], as: UTF8.self)
            let isFirst = requestsPassed == 0
            if let refusal = RequestHead.refusal(of: text, by: gate.requestGuard, isFirst: isFirst) {
                refuse(refusal, context: context)
                return
            }
            if isFirst {
                deadline?.cancel()
                deadline = nil
                guard let id = connectionId, gate.authenticate(id) else {
                    refuse(.busy, context: context)
                    return
                }
            }
            guard let passed = head.readSlice(length: length) else { return }
            buffered = head.readableBytes > 0 ? head : nil
            requestsPassed += 1
            context.fireChannelRead(wrapInboundOut(passed))
            if isFirst, RequestHead(text)?.isWebSocketUpgrade == true {
                phase = .frames
                if let rest = buffered {
                    buffered = nil
                    followFrames(rest, context: context)
                }
                return
            }
        }
    }

    /// Passes frames on up to the first unmasked one, which closes the connection (1002 once
    /// the upgrade was answered; before, the upgrade is failing and the connection just closes).
    func followFrames(_ bytes: ByteBuffer, context: ChannelHandlerContext) {
        var bytes = bytes
        guard let offset = scanner.firstUnmaskedFrame(in: bytes.readableBytesView) else {
            context.fireChannelRead(wrapInboundOut(bytes))
            return
        }
        if offset > 0, let before = bytes.readSlice(length: offset) { context.fireChannelRead(wrapInboundOut(before)) }
        phase = .refused
        if let id = connectionId { gate.forget(id) }
        guard switchedProtocols else {
            context.close(promise: nil)
            return
        }
        let frame = context.channel.allocator.buffer(bytes: Self.protocolErrorClose)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame))).whenComplete { _ in context.close(promise: nil) }
    }

    /// Refuses: reads stop, nothing more is passed on; the answer is written once the responses
    /// in flight (to heads passed before) have ended, then the connection closes.
    func refuse(_ refusal: HeadRefusal, context: ChannelHandlerContext) {
        phase = .refused
        buffered = nil
        deadline?.cancel()
        deadline = nil
        if let id = connectionId { gate.forget(id) }
        if requestsPassed == responsesEnded {
            writeRefusal(refusal, context: context)
        } else {
            waitingRefusal = refusal
        }
    }

    /// Writes `refusal`'s answer and closes.
    func writeRefusal(_ refusal: HeadRefusal, context: ChannelHandlerContext) {
        let answer = context.channel.allocator.buffer(string: refusal.response)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(answer))).whenComplete { _ in context.close(promise: nil) }
    }

    /// Notes whether the first answer is `101 Switching Protocols`, and passes writes on.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if !wroteAnything {
            wroteAnything = true
            if case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
                switchedProtocols = buffer.getString(at: buffer.readerIndex, length: min(12, buffer.readableBytes)) == "HTTP/1.1 101"
            }
        }
        context.write(data, promise: promise)
    }

    /// Reads stop once the connection is refused (no body is read).
    func read(context: ChannelHandlerContext) {
        if case .refused = phase { return }
        context.read()
    }

    /// Counts the responses Hummingbird finished; writes a refusal that waited for them.
    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is ResponseEnded else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        responsesEnded += 1
        promise?.succeed(())
        if let refusal = waitingRefusal, requestsPassed == responsesEnded {
            waitingRefusal = nil
            writeRefusal(refusal, context: context)
        }
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
