import NIOConcurrencyHelpers
import NIOCore
import PopsplitPreviewLink

/// One open page (a WebSocket): its scene, its outbox and how to wake its writer. Written to from
/// the session's thread, read by the connection's own task; a slow page never blocks the writer
/// of the outbox (pictures coalesce, the queue is bounded, an overflowing page is closed).
public final class PageConnection: Sendable {
    /// The connection's number (unique in the process).
    public let id: Int
    /// The scene the page shows (nil: the list of scenes).
    public let scene: String?
    /// The outbox and whether the connection is closed.
    let box: NIOLockedValueBox<(outbox: PageOutbox, closed: Bool)>
    /// The last picture the daemon sent for the page (its version and elements), which the next
    /// one's change applies to; written by the daemon link's reader thread only.
    let shown = NIOLockedValueBox<(version: Int, elements: [PictureElement])?>(nil)
    /// Wakes the writer.
    let wake: AsyncStream<Void>.Continuation
    /// The wake-ups the writer waits on.
    let wakes: AsyncStream<Void>
    /// The channel, to close it from any thread.
    let channel: (any Channel)?

    /// A connection for `scene` over `channel`.
    public init(id: Int, scene: String?, channel: (any Channel)?, capacity: Int = 256) {
        self.id = id
        self.scene = scene
        self.channel = channel
        box = NIOLockedValueBox((PageOutbox(capacity: capacity), false))
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        wakes = stream
        wake = continuation
    }

    /// Whether the connection was closed.
    public var isClosed: Bool { box.withLockedValue { $0.closed } }

    /// Takes a picture from the daemon: its elements are the change from the page's last one; a
    /// patch applies when the daemon says it starts from that one's version.
    public func receive(_ picture: PagePicture) {
        let update = shown.withLockedValue { shown -> PictureUpdate in
            let elements = picture.elements.applied(to: shown?.elements ?? [])
            var base: (version: Int, elements: [PictureElement])?
            if let previous = shown, let baseVersion = picture.baseVersion, previous.version == baseVersion { base = previous }
            shown = (picture.version, elements)
            return PictureUpdate(
                version: picture.version, base: base, elements: elements, sentAt: picture.sentAt, head: picture.head,
                tail: picture.tail)
        }
        send(picture: update)
    }

    /// Sends a picture (coalesced with one not yet sent).
    public func send(picture: PictureUpdate, whole: Bool = false) {
        let open = box.withLockedValue { state -> Bool in
            guard !state.closed else { return false }
            state.outbox.put(picture, whole: whole)
            return true
        }
        if open { wake.yield() }
    }

    /// Sends a message; a page whose queue is full is closed (it stopped reading).
    public func send(_ message: String) {
        let outcome = box.withLockedValue { state -> Bool? in
            guard !state.closed else { return nil }
            return state.outbox.put(message: message)
        }
        switch outcome {
        case true?: wake.yield()
        case false?: close()
        case nil: break
        }
    }

    /// The next message to write, or nil.
    func take() -> String? {
        box.withLockedValue { state in state.closed ? nil : state.outbox.take() }
    }

    /// The page applied the picture in flight: the next may go.
    public func acknowledge() {
        let open = box.withLockedValue { state -> Bool in
            state.outbox.acknowledge()
            return !state.closed
        }
        if open { wake.yield() }
    }

    /// How many pictures were replaced before they were sent.
    public var coalesced: Int { box.withLockedValue { $0.outbox.coalesced } }

    /// Closes the connection (from any thread): nothing more is sent, the socket is closed.
    public func close() {
        guard finish() else { return }
        channel?.close(promise: nil)
    }

    /// Ends the connection's writer (from any thread): nothing more is sent, and the socket is
    /// left to the WebSocket library, which closes it after its close frame. True when the
    /// connection was open.
    @discardableResult
    func finish() -> Bool {
        let wasOpen = box.withLockedValue { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        if wasOpen { wake.finish() }
        return wasOpen
    }
}
