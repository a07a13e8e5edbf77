/// Cuts an input into chunks of pseudo-random sizes, the same cuts for the same bytes: how a pipe
/// may deliver a stream (one byte at a time, a header split from its body, many frames at once).
///
/// The cuts come from a generator seeded with the input's own hash (FNV-1a), so no byte of the
/// input is spent on them and seed files are plain streams; any mutation changes the cuts.
public struct ChunkPlan {
    /// The chunks' sizes, in order; they add up to the input's size.
    public let sizes: [Int]
    /// The hash of the input (also usable to pick options).
    public let hash: UInt64

    /// The cuts of `bytes`: sizes from 1 to `maxChunk` (small ones more often).
    public init(_ bytes: UnsafeRawBufferPointer, maxChunk: Int = 512) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.hash = hash
        var state = hash | 1
        var sizes: [Int] = []
        var left = bytes.count
        while left > 0 {  // Bounded: every turn takes at least one byte.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let limit = (state & 3) == 0 ? maxChunk : 16
            let size = min(left, 1 + Int(state >> 8) % limit)
            sizes.append(size)
            left -= size
        }
        self.sizes = sizes
    }

    /// The chunks of `bytes` (the buffer this plan was made from), as views into it.
    public func chunks(of bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
        var result: [UnsafeRawBufferPointer] = []
        var start = 0
        for size in sizes {
            result.append(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + size)]))
            start += size
        }
        return result
    }
}
