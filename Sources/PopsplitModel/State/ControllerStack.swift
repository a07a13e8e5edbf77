/// A navigation controller's stack of controller ids, root first (NAV-01): a persistent list whose
/// versions share their storage.
///
/// A scene is a value and a command works on a copy of it, so the stack a command changes is still
/// held by the scene it started from. An array would be copied whole by every push and pop. Here
/// the ids are kept in full chunks of ``chunkSize`` that never change once made, shared by every
/// version holding them, and a tail of at most ``chunkSize`` that pushes and pops change: a push
/// or a pop copies the tail (and, when it fills or empties the tail, the list of chunks, one
/// reference per chunk), never the ids below it. Two versions compare, and find where they part,
/// by their shared chunks first (an array's storage identity), then by the ids after them.
public struct ControllerStack: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// How many ids a chunk holds.
    static let chunkSize = 32

    /// The full chunks, bottom first: each holds exactly ``chunkSize`` ids and never changes.
    private var chunks: [[String]]
    /// The ids above the chunks, at most ``chunkSize``: what a push or a pop changes.
    private var tail: [String]

    /// An empty stack.
    public init() {
        chunks = []
        tail = []
    }

    /// The stack of `ids`, root first.
    public init<Ids: Sequence>(_ ids: Ids) where Ids.Element == String {
        self.init()
        for id in ids { append(id) }
    }

    /// The stack of the literal's ids, root first.
    public init(arrayLiteral ids: String...) { self.init(ids) }

    /// The position of the root.
    public var startIndex: Int { 0 }
    /// The position after the top.
    public var endIndex: Int { chunks.count * Self.chunkSize + tail.count }

    /// The id at `position` (0: the root).
    public subscript(position: Int) -> String {
        let chunked = chunks.count * Self.chunkSize
        guard position < chunked else { return tail[position - chunked] }
        return chunks[position / Self.chunkSize][position % Self.chunkSize]
    }

    /// Pushes `id` on top: copies the tail, and the chunk list when the tail is full.
    public mutating func append(_ id: String) {
        if tail.count == Self.chunkSize {
            chunks.append(tail)
            tail = []
        }
        tail.append(id)
    }

    /// Pops the top id (the stack must not be empty): copies the tail, and the chunk list when the
    /// tail is empty (the last chunk becomes the tail).
    @discardableResult
    public mutating func removeLast() -> String {
        if tail.isEmpty, let last = chunks.popLast() { tail = last }
        return tail.removeLast()
    }

    /// How many ids this stack and `other` share from the root: what follows is what changed
    /// between them. Chunks the two share cost one comparison each (one in all when they share the
    /// list of chunks), then the ids after them one each.
    func commonPrefixCount(with other: ControllerStack) -> Int {
        let sharedChunks = Swift.min(chunks.count, other.chunks.count)
        var full = 0
        if chunks == other.chunks {
            full = sharedChunks
        } else {
            while full < sharedChunks, chunks[full] == other.chunks[full] { full += 1 }
        }
        var count = full * Self.chunkSize
        let shorter = Swift.min(self.count, other.count)
        while count < shorter, self[count] == other[count] { count += 1 }
        return count
    }

    /// The ids from `position` up, root side first.
    func ids(from position: Int) -> [String] { Array(self[position...]) }

    /// Whether the two stacks hold the same ids in the same order: shared chunks cost one comparison
    /// each, and two versions that share their chunks and their tail one in all.
    public static func == (lhs: ControllerStack, rhs: ControllerStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // The same number of chunks and ids: the ids are in the same places.
        if lhs.chunks.count == rhs.chunks.count { return lhs.chunks == rhs.chunks && lhs.tail == rhs.tail }
        return lhs.commonPrefixCount(with: rhs) == lhs.count
    }

    /// Hashes the ids in order (as an array of them hashes).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for id in self { hasher.combine(id) }
    }

    /// The ids as an array writes them: `["home", "detail"]`.
    public var description: String { Array(self).description }
}
