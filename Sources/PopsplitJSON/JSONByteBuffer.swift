#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The growable block of memory ``JSONWriter`` writes into: appending a byte is a bounds check
/// and a store, appending a run is one `memcpy` (a Swift array checks uniqueness on every
/// append). Owns its memory; freed when the buffer goes away.
struct JSONByteBuffer: ~Copyable {
    /// The start of the block.
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    private(set) var count = 0
    /// Bytes the block holds.
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes (at least 64).
    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    /// Frees the block.
    deinit { base.deallocate() }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends a run of bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if capacity - count < bytes.count { grow(toHold: count + bytes.count) }
        memcpy(base + count, source, bytes.count)
        count += bytes.count
    }

    /// Makes room for `extra` more bytes (appends check anyway; this saves regrowing midway).
    mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(toHold: count + extra) }
    }

    /// Appends the bytes of an ASCII literal.
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the bytes written to `array`.
    func copy(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Moves to a block at least twice as large, holding at least `needed` bytes.
    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
