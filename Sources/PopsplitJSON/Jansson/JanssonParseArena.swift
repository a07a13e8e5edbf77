#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where jansson's blocks come from while one text is parsed on a thread: a few chunks, cut
/// front to back and let go together once the parsed tree has been read.
///
/// A parsed tree lives only until it has become a ``JSONValue``; freeing it block by block
/// (`json_delete` walks every object's hash table and frees each member) cost as much as a
/// third of the parse. Inside ``during(textSize:_:)`` jansson's allocator cuts blocks from the
/// arena (16-byte aligned, like `malloc`'s) and its `free` does nothing: the only jansson call
/// in that scope is `json_loadb`, which frees only blocks it allocated there. The tree is never
/// deleted; the chunks are freed when the scope ends, whether the parse succeeded or not.
///
/// Bounds: the first chunk is sized from the text (``firstChunkSize(forTextOf:)``: 4 KiB to
/// 1 MiB), each next one twice the last (at most ``largestChunk``, or the block asked for when
/// larger), so a parse holds at most about twice what jansson asked for in all (the blocks it
/// let go during the parse, its growing string buffers and hash tables, are not reused). Every
/// chunk is one block of ``JSONAllocations`` while a parse holds it, so the leak checks count
/// chunks. Between parses each thread keeps one spare chunk of the smallest size (4 KiB; freed
/// when the thread ends), so that a small request's parse allocates nothing from the system.
///
/// The arena in use is found through a pthread key (Swift has no thread-local variables)
/// holding the address of the scope's state, which lives on the parsing thread's stack.
struct JanssonParseArena {
    /// The next free byte of the current chunk (nil before the first chunk).
    private var cursor: UnsafeMutableRawPointer?

    /// The end of the current chunk.
    private var end: UnsafeMutableRawPointer?

    /// The newest chunk; each chunk starts with the address of the one before it.
    private var newestChunk: UnsafeMutableRawPointer?

    /// The size of the next chunk to allocate.
    private var nextChunkSize: Int

    /// The alignment of every block (`malloc`'s on 64-bit systems).
    static let alignment = 16

    /// The room at the start of a chunk for the address of the previous chunk and the chunk's
    /// size (kept aligned).
    static let chunkHeader = 16

    /// The smallest chunk, the one a thread keeps between parses.
    static let smallestChunk = 4 << 10

    /// The largest chunk made by doubling; a larger block gets a chunk of its own size.
    static let largestChunk = 8 << 20

    /// The first chunk's size for a text of `count` bytes: 8 bytes of room per byte of text,
    /// between 4 KiB (a JSON-RPC request fits, tree and lexer buffers) and 1 MiB.
    static func firstChunkSize(forTextOf count: Int) -> Int {
        min(max(count * 8, smallestChunk), 1 << 20)
    }

    /// An arena whose first chunk will be `firstChunkSize` bytes.
    private init(firstChunkSize: Int) {
        nextChunkSize = firstChunkSize
    }

    /// Runs `body` with jansson's blocks on this thread cut from an arena sized for a text of
    /// `textSize` bytes, then frees the arena. `body` must not keep any jansson value. Inside
    /// another arena's scope on the same thread, `body` runs in that arena.
    static func during<R>(textSize: Int, _ body: () -> R) -> R {
        guard let key = arenaKey, pthread_getspecific(key) == nil else { return body() }
        var arena = JanssonParseArena(firstChunkSize: firstChunkSize(forTextOf: textSize))
        let result = withUnsafeMutablePointer(to: &arena) { state in
            _ = pthread_setspecific(key, state)
            defer { _ = pthread_setspecific(key, nil) }
            return body()
        }
        arena.freeChunks()
        return result
    }

    /// The calling thread's arena in use, or nil outside ``during(textSize:_:)``.
    static var current: UnsafeMutablePointer<JanssonParseArena>? {
        guard let key = arenaKey, let state = pthread_getspecific(key) else { return nil }
        return state.assumingMemoryBound(to: JanssonParseArena.self)
    }

    /// A block of `size` bytes, or nil when no memory is left (jansson then fails the parse).
    mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0, size <= Int.max / 2 else { return nil }
        let rounded = (size + Self.alignment - 1) & ~(Self.alignment - 1)
        if let cursor, let end, cursor.distance(to: end) >= rounded {
            self.cursor = cursor + rounded
            return cursor
        }
        guard let chunk = addChunk(holding: rounded) else { return nil }
        cursor = chunk + rounded
        return chunk
    }

    /// Starts a new chunk with room for at least `size` bytes; returns its first free byte.
    private mutating func addChunk(holding size: Int) -> UnsafeMutableRawPointer? {
        let chunkSize = max(nextChunkSize, size + Self.chunkHeader)
        guard let chunk = chunkSize == Self.smallestChunk ? Self.takeSpareChunk() ?? malloc(chunkSize) : malloc(chunkSize)
        else { return nil }
        JSONAllocations.recordAllocation()
        chunk.storeBytes(of: newestChunk, as: UnsafeMutableRawPointer?.self)
        chunk.storeBytes(of: chunkSize, toByteOffset: MemoryLayout<UnsafeMutableRawPointer?>.stride, as: Int.self)
        newestChunk = chunk
        end = chunk + chunkSize
        nextChunkSize = min(nextChunkSize * 2, Self.largestChunk)
        return chunk + Self.chunkHeader
    }

    /// Frees every chunk, keeping one of the smallest size as the thread's spare.
    private mutating func freeChunks() {
        while let chunk = newestChunk {
            newestChunk = chunk.load(as: UnsafeMutableRawPointer?.self)
            let size = chunk.load(fromByteOffset: MemoryLayout<UnsafeMutableRawPointer?>.stride, as: Int.self)
            JSONAllocations.recordFree()
            if size != Self.smallestChunk || !Self.keepSpareChunk(chunk) { free(chunk) }
        }
        cursor = nil
        end = nil
    }

    /// The thread's spare chunk, taken (nil when it has none).
    private static func takeSpareChunk() -> UnsafeMutableRawPointer? {
        guard let key = spareChunkKey, let chunk = pthread_getspecific(key) else { return nil }
        _ = pthread_setspecific(key, nil)
        return chunk
    }

    /// Keeps `chunk` as the thread's spare if it has none; false when it was not kept.
    private static func keepSpareChunk(_ chunk: UnsafeMutableRawPointer) -> Bool {
        guard let key = spareChunkKey, pthread_getspecific(key) == nil else { return false }
        return pthread_setspecific(key, chunk) == 0
    }

    /// The pthread key holding the address of the thread's arena in use; nil if the process
    /// had no key left (parses then use `malloc` block by block).
    private static let arenaKey = makeKey(destructor: nil)

    /// The pthread key holding the thread's spare chunk, freed when the thread ends; nil if
    /// the process had no key left (no chunk is then kept).
    private static let spareChunkKey = makeKey(destructor: { free($0) })

    /// A new pthread key whose values `destructor` gets when their thread ends; nil if none is left.
    private static func makeKey(destructor: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) -> pthread_key_t? {
        var key = pthread_key_t()
        return pthread_key_create(&key, destructor) == 0 ? key : nil
    }
}
