/// What waits to be sent to one page (issue 15, item 2): at most one picture, where the newest
/// replaces a stale one (a patch that replaces an unsent picture is sent whole, since the page
/// never saw its base), and a bounded queue of other messages (results, timeline steps ...).
/// Pure; ``PageConnection`` guards it with a lock.
public struct PageOutbox: Sendable {
    /// The most messages waiting besides the picture; beyond, the page is too slow and is closed.
    public let capacity: Int
    /// The picture waiting, and whether it must be sent whole.
    var picture: (update: PictureUpdate, whole: Bool)?
    /// The other messages waiting, oldest first.
    var messages: [String] = []
    /// Where the queue's head is in `messages` (dequeued in O(1)).
    var head = 0
    /// How many pictures were replaced before they were sent.
    public private(set) var coalesced = 0

    /// An empty outbox.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The number of messages waiting, the picture included.
    public var count: Int { messages.count - head + (picture == nil ? 0 : 1) }

    /// Puts a picture in, replacing a stale one (then sent whole).
    public mutating func put(_ update: PictureUpdate, whole: Bool = false) {
        if picture != nil {
            coalesced += 1
            picture = (update, true)
        } else {
            picture = (update, whole || update.patch == nil)
        }
    }

    /// Queues a message; false when the queue is full (the message is dropped).
    public mutating func put(message: String) -> Bool {
        guard messages.count - head < capacity else { return false }
        messages.append(message)
        return true
    }

    /// The next message to send: queued messages first (in order), then the picture.
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
        guard let waiting = picture else { return nil }
        picture = nil
        if !waiting.whole, let patch = waiting.update.patch { return patch }
        return waiting.update.full()
    }
}
