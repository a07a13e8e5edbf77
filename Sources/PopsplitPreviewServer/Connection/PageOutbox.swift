/// What waits to be sent to one page: at most one picture, where the newest
/// replaces a stale one (a patch replacing an unsent patch starts from the unsent one's base, the
/// picture the page has), and a bounded queue of other messages (results, timeline steps ...).
/// One picture is in flight at a time: the next is sent once the page acknowledges the last
/// (`ack`), so pictures wait here, where they coalesce, rather than in the socket's buffers.
/// Pure; ``PageConnection`` guards it with a lock.
public struct PageOutbox: Sendable {
    /// The most messages waiting besides the picture; beyond, the page is too slow and is closed.
    public let capacity: Int
    /// The picture waiting.
    var picture: PictureUpdate?
    /// The other messages waiting, oldest first.
    var messages: [String] = []
    /// Where the queue's head is in `messages` (dequeued in O(1)).
    var head = 0
    /// Whether a picture was sent and the page has not acknowledged it yet.
    public private(set) var pictureInFlight = false
    /// How many pictures were replaced before they were sent.
    public private(set) var coalesced = 0

    /// An empty outbox.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The number of messages waiting, the picture included.
    public var count: Int { messages.count - head + (picture == nil ? 0 : 1) }

    /// Puts a picture in, replacing a stale one.
    public mutating func put(_ update: PictureUpdate, whole: Bool = false) {
        let next = whole ? update.whole : update
        if let stale = picture {
            coalesced += 1
            picture = next.replacing(stale)
        } else {
            picture = next
        }
    }

    /// Queues a message; false when the queue is full (the message is dropped).
    public mutating func put(message: String) -> Bool {
        guard messages.count - head < capacity else { return false }
        messages.append(message)
        return true
    }

    /// The next message to send: queued messages first (in order), then the picture unless one is
    /// in flight.
    public mutating func take() -> String? {
        if head < messages.count {
            let message = messages[head]
            head += 1
            if head == messages.count {
                messages.removeAll(keepingCapacity: true)
                head = 0
            }
            return message
        }
        guard !pictureInFlight, let waiting = picture else { return nil }
        picture = nil
        pictureInFlight = true
        return waiting.patch() ?? waiting.full()
    }

    /// The page applied the picture in flight (or gave up on it): the next may go.
    public mutating func acknowledge() {
        pictureInFlight = false
    }
}
