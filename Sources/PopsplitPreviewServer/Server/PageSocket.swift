import HummingbirdWebSocket
import NIOCore
import PopsplitJSON
import PopsplitPreviewLink

/// One page's WebSocket: a writer that sends what the connection's outbox holds, and a reader
/// that hands the page's messages to the daemon, bounded in size and rate.
enum PageSocket {
    /// Whether `text` is an `ack` message (`{"type": "ack", ...}`, at most 200 bytes).
    static func isAcknowledgement(_ text: String) -> Bool {
        guard text.utf8.count <= 200, let value = try? JSONCodec.parse(text) else { return false }
        return value["type"] == "ack"
    }

    /// Serves `connection` until either side ends. Throws what the page's stream threw (a text
    /// message that is not UTF-8, a message over ``PageLimits/maximumMessageBytes``, a protocol
    /// error): hummingbird-websocket then closes the WebSocket with that error's status (1007,
    /// 1009, 1002), so the channel must be left open for it.
    static func serve(
        _ connection: PageConnection, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, link: any PageEvents
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in connection.wakes {
                    while let text = connection.take() {
                        do {
                            try await outbound.write(.text(text))
                        } catch {
                            connection.close()
                            return
                        }
                    }
                }
            }
            group.addTask {
                var limiter = RateLimiter(burst: PageLimits.burst, perSecond: PageLimits.perSecond)
                // A failing stream throws out of the group first (the writer still waits), and the
                // channel stays open for the close frame.
                for try await message in inbound.messages(maxSize: PageLimits.maximumMessageBytes) {
                    guard case .text(let text) = message else {
                        connection.send(ServerMessages.error("messages are JSON text"))
                        continue
                    }
                    // Acknowledgements are the flow control of pictures: taken here, at once.
                    if PageSocket.isAcknowledgement(text) {
                        connection.acknowledge()
                        continue
                    }
                    guard limiter.allow(nowMs: WallClock.monotonicMs()) else {
                        connection.send(ServerMessages.error("too many messages: at most \(PageLimits.perSecond) a second"))
                        continue
                    }
                    if !link.message(connection, text: text) {
                        connection.send(ServerMessages.error("the daemon is busy: message dropped"))
                    }
                }
                connection.close()
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
