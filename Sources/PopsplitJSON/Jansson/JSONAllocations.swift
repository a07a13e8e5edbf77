import Synchronization

/// Counts the memory blocks jansson holds, to prove that parsing and serialising leak nothing.
///
/// jansson allocates through a counting allocator installed before its first use. Every
/// ``JSONCodec`` call frees all it allocated before returning, on the same thread, so ``live``
/// is zero whenever no call is running (`popsplit run --check-json-leaks` prints it at exit).
/// Counting is off until something asks for it (``countLiveBlocks()``, ``tally(during:)``):
/// the daemon's messages then pay one relaxed load a block rather than an atomic addition.
public enum JSONAllocations {
    /// The number of blocks jansson holds right now, across the whole process, counted since
    /// ``countLiveBlocks()`` was called (zero before).
    public static var live: Int {
        liveBlocks.load(ordering: .relaxed)
    }

    /// The blocks jansson allocated, process-wide, since ``countLiveBlocks()`` was called: above
    /// zero after any jansson call, so a leak check that reads ``live`` can show that it counted.
    public static var allocatedSinceCounting: Int {
        allocatedBlocks.load(ordering: .relaxed)
    }

    /// Starts counting the blocks jansson holds process-wide (``live``). Call it before the
    /// first jansson call whose blocks should be counted: a block allocated before and freed
    /// after would count as -1.
    public static func countLiveBlocks() {
        watching.bitwiseOr(1, ordering: .sequentiallyConsistent)
    }

    /// The blocks jansson allocated and freed on the calling thread while `body` ran; its
    /// ``JSONAllocationTally/net`` is zero when `body` leaked nothing.
    ///
    /// Exact even while other threads use jansson (tests run in parallel): only the calling
    /// thread's blocks are counted. `body` is synchronous, so it cannot change threads.
    public static func tally<E: Error>(during body: () throws(E) -> Void) throws(E) -> JSONAllocationTally {
        watching.add(2, ordering: .sequentiallyConsistent)
        defer { watching.subtract(2, ordering: .sequentiallyConsistent) }
        let before = ThreadAllocationTally.current
        try body()
        let after = ThreadAllocationTally.current
        return JSONAllocationTally(allocated: after.allocated - before.allocated, freed: after.freed - before.freed)
    }

    /// Records one block allocated; called by jansson's allocator.
    static func recordAllocation() {
        let now = watching.load(ordering: .relaxed)
        guard now != 0 else { return }
        if now & 1 != 0 {
            liveBlocks.wrappingAdd(1, ordering: .relaxed)
            allocatedBlocks.wrappingAdd(1, ordering: .relaxed)
        }
        if now > 1 { ThreadAllocationTally.countAllocation() }
    }

    /// Records one block freed; called by jansson's allocator.
    static func recordFree() {
        let now = watching.load(ordering: .relaxed)
        guard now != 0 else { return }
        if now & 1 != 0 { liveBlocks.wrappingSubtract(1, ordering: .relaxed) }
        if now > 1 { ThreadAllocationTally.countFree() }
    }

    /// Blocks jansson holds, process-wide, counted while bit 0 of ``watching`` is set.
    private static let liveBlocks = Atomic<Int>(0)

    /// Blocks jansson allocated, process-wide, counted while bit 0 of ``watching`` is set.
    private static let allocatedBlocks = Atomic<Int>(0)

    /// What counts, in one word so that the allocator's common case is one load: bit 0 set once
    /// ``countLiveBlocks()`` was called; the rest, twice the number of ``tally(during:)`` calls
    /// running (per-thread counting is on while it is above 1).
    private static let watching = Atomic<Int>(0)
}
