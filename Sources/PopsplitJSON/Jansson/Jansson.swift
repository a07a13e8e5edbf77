import CJansson
import CJanssonArena

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// jansson's process-wide setup: the counting allocator (with its parse arenas) and the hash
/// seed, installed once before the first jansson call.
///
/// Every path into jansson calls ``ensureReady()`` first. The setup lives in a Swift global
/// initialiser, which the runtime runs exactly once even when threads race to it.
enum Jansson {
    /// Installs the setup if it is not installed yet; cheap afterwards.
    static func ensureReady() {
        _ = janssonIsReady
    }
}

/// True once ``Jansson`` is set up; evaluating it performs the setup (once, thread-safely).
private let janssonIsReady: Bool = {
    json_set_alloc_funcs(countingMalloc, countingFree)
    // Seed the object hash now, before any thread can race to seed it lazily.
    json_object_seed(0)
    return true
}()

/// jansson's `malloc`: a block of the thread's parse arena inside a parse
/// (``JanssonParseArena``), else the system's, counted in ``JSONAllocations``.
private let countingMalloc: @convention(c) (Int) -> UnsafeMutableRawPointer? = { size in
    if let region = popsplit_arena_get() {
        return popsplit_arena_cut(region, size) ?? JanssonParseArena.allocate(size, growing: region)
    }
    let block = malloc(size)
    if block != nil { JSONAllocations.recordAllocation() }
    return block
}

/// jansson's `free`: nothing inside a parse (the arena goes as a whole), else the system's,
/// counted in ``JSONAllocations``.
private let countingFree: @convention(c) (UnsafeMutableRawPointer?) -> Void = { block in
    guard let block, popsplit_arena_get() == nil else { return }
    JSONAllocations.recordFree()
    free(block)
}
