import Synchronization

/// Counts the memory blocks jansson holds, to prove that parsing and serialising leak nothing.
///
/// jansson allocates through a counting allocator installed before its first use. Every
/// ``JSONCodec`` call frees all it allocated before returning, on the same thread, so ``live``
/// is zero whenever no call is running (`popsplit run --check-json-leaks` prints it at exit).
public enum JSONAllocations {
    /// The number of blocks jansson holds right now, across the whole process.
    public static var live: Int {
        liveBlocks.load(ordering: .relaxed)
    }

    /// The blocks jansson allocated and freed on the calling thread while `body` ran; its
    /// ``JSONAllocationTally/net`` is zero when `body` leaked nothing.
    ///
    /// Exact even while other threads use jansson (tests run in parallel): only the calling
    /// thread's blocks are counted. `body` is synchronous, so it cannot change threads.
    public static func tally<E: Error>(during body: () throws(E) -> Void) throws(E) -> JSONAllocationTally {
        measuringThreads.add(1, ordering: .sequentiallyConsistent)
        defer { measuringThreads.subtract(1, ordering: .sequentiallyConsistent) }
        let before = ThreadAllocationTally.current
        try body()
        let after = ThreadAllocationTally.current
        return JSONAllocationTally(allocated: after.allocated - before.allocated, freed: after.freed - before.freed)
    }

    /// Records one block allocated; called by jansson's allocator.
    static func recordAllocation() {
        liveBlocks.wrappingAdd(1, ordering: .relaxed)
        if measuringThreads.load(ordering: .relaxed) > 0 {
            ThreadAllocationTally.countAllocation()
        }
    }

    /// Records one block freed; called by jansson's allocator.
    static func recordFree() {
        liveBlocks.wrappingSubtract(1, ordering: .relaxed)
        if measuringThreads.load(ordering: .relaxed) > 0 {
            ThreadAllocationTally.countFree()
        }
    }

    /// Blocks jansson holds, process-wide.
    private static let liveBlocks = Atomic<Int>(0)

    /// How many ``tally(during:)`` calls are running; per-thread counting is on while above 0.
    private static let measuringThreads = Atomic<Int>(0)
}
