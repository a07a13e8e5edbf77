/// How many jansson memory blocks were allocated and freed (see ``JSONAllocations``).
public struct JSONAllocationTally: Sendable, Equatable {
    /// Blocks allocated.
    public var allocated: Int
    /// Blocks freed.
    public var freed: Int

    /// Blocks allocated and not freed: zero when nothing leaked.
    public var net: Int { allocated - freed }

    /// A tally of `allocated` and `freed` blocks.
    public init(allocated: Int, freed: Int) {
        self.allocated = allocated
        self.freed = freed
    }
}
