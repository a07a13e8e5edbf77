import CJanssonArena

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
/// jansson's allocator finds the arena in use through a C thread-local (`CJanssonArena`: one
/// load, where a pthread key cost a call per block) holding the address of the free room of the
/// scope's state, which lives on the parsing thread's stack; the cut itself is C inlined into
/// the allocator.
struct JanssonParseArena {
    /// The free room of the current chunk, read and cut by jansson's allocator through the
    /// thread-local; its owner is this arena.
    private var region = popsplit_arena_region(cursor: nil, end: nil, owner: nil)

    /// The newest chunk; each chunk starts with the address of the one before it and its size.
    private var newestChunk: UnsafeMutableRawPointer?

    /// The size of the next chunk to allocate.
    private var nextChunkSize: Int

    /// The alignment of every block (`malloc`'s on 64-bit systems; `popsplit_arena_cut`'s).
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
        guard popsplit_arena_get() == nil else { return body() }
        var arena = JanssonParseArena(firstChunkSize: firstChunkSize(forTextOf: textSize))
        let result = withUnsafeMutablePointer(to: &arena) { state in
            guard let region = state.pointer(to: \.region) else { return body() }
            region.pointee.owner = UnsafeMutableRawPointer(state)
            popsplit_arena_set(region)
            defer { popsplit_arena_set(nil) }
            return body()
        }
        arena.freeChunks()
        return result
    }

    /// A block of `size` bytes from the arena whose free room is `region`, when the room left
    /// was too small: a new chunk is added. Nil when no memory is left (jansson then fails the
    /// parse).
    static func allocate(_ size: Int, growing region: UnsafeMutablePointer<popsplit_arena_region>) -> UnsafeMutableRawPointer? {
        guard size >= 0, size <= Int.max / 2, let owner = region.pointee.owner else { return nil }
        let arena = owner.assumingMemoryBound(to: JanssonParseArena.self)
        let rounded = (size + alignment - 1) & ~(alignment - 1)
        guard arena.pointee.addChunk(holding: rounded) else { return nil }
        return popsplit_arena_cut(region, size)
    }

    /// Starts a new chunk with room for at least `size` bytes; false when no memory is left.
    private mutating func addChunk(holding size: Int) -> Bool {
        let chunkSize = max(nextChunkSize, size + Self.chunkHeader)
        guard let chunk = chunkSize == Self.smallestChunk ? Self.takeSpareChunk() ?? malloc(chunkSize) : malloc(chunkSize)
        else { return false }
        JSONAllocations.recordAllocation()
        chunk.storeBytes(of: newestChunk, as: UnsafeMutableRawPointer?.self)
        chunk.storeBytes(of: chunkSize, toByteOffset: MemoryLayout<UnsafeMutableRawPointer?>.stride, as: Int.self)
        newestChunk = chunk
        region.cursor = (chunk + Self.chunkHeader).assumingMemoryBound(to: CChar.self)
        region.end = (chunk + chunkSize).assumingMemoryBound(to: CChar.self)
        nextChunkSize = min(nextChunkSize * 2, Self.largestChunk)
        return true
    }

    /// Frees every chunk, keeping one of the smallest size as the thread's spare.
    private mutating func freeChunks() {
        while let chunk = newestChunk {
            newestChunk = chunk.load(as: UnsafeMutableRawPointer?.self)
            let size = chunk.load(fromByteOffset: MemoryLayout<UnsafeMutableRawPointer?>.stride, as: Int.self)
            JSONAllocations.recordFree()
            if size != Self.smallestChunk || !Self.keepSpareChunk(chunk) { free(chunk) }
        }
        region = popsplit_arena_region(cursor: nil, end: nil, owner: nil)
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

    /// The pthread key holding the thread's spare chunk, freed when the thread ends; nil if
    /// the process had no key left (no chunk is then kept).
    private static let spareChunkKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { free($0) }) == 0 ? key : nil
    }()
}
