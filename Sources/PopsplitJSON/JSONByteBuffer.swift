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

    /// Appends a run of bytes. Runs of up to 16 bytes (keys, ids, short strings: most of what
    /// the encoders write) are copied with two overlapping word moves instead of a call to
    /// `memcpy`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let length = bytes.count
        if capacity - count < length { grow(toHold: count + length) }
        let target = base + count
        if length <= 16 {
            Self.copySmall(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), length)
        } else {
            memcpy(target, source, length)
        }
        count += length
    }

    /// Copies `length` bytes (1 to 16) from `source` to `target`: two overlapping moves of the
    /// widest word that fits, or one to three single bytes.
    @inline(__always)
    private static func copySmall(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, _ length: Int) {
        if length >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            if length > 1 {
                target.storeBytes(of: source.load(fromByteOffset: length - 1, as: UInt8.self), toByteOffset: length - 1, as: UInt8.self)
                target.storeBytes(of: source.load(fromByteOffset: length / 2, as: UInt8.self), toByteOffset: length / 2, as: UInt8.self)
            }
        }
    }

    /// Appends a member name that needs no escaping, quoted and followed by its colon, after a
    /// comma when `afterComma`: `,"name":` in one reservation.
    mutating func appendKey(_ name: StaticString, afterComma: Bool) {
        appendKey(name.utf8Start, length: name.utf8CodeUnitCount, afterComma: afterComma)
    }

    /// ``appendKey(_:afterComma:)`` for the `length` bytes at `start`, copied as they are.
    mutating func appendKey(_ start: UnsafePointer<UInt8>, length: Int, afterComma: Bool) {
        let needed = length + (afterComma ? 4 : 3)
        if capacity - count < needed { grow(toHold: count + needed) }
        var cursor = base + count
        if afterComma {
            cursor.pointee = UInt8(ascii: ",")
            cursor += 1
        }
        cursor.pointee = UInt8(ascii: "\"")
        cursor += 1
        if length > 16 {
            memcpy(cursor, start, length)
        } else if length > 0 {
            Self.copySmall(from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(cursor), length)
        }
        cursor += length
        cursor[0] = UInt8(ascii: "\"")
        cursor[1] = UInt8(ascii: ":")
        count = base.distance(to: cursor) + 2
    }

    /// Appends `magnitude` in decimal, its digits written in place.
    mutating func appendDecimal(_ magnitude: UInt64) {
        let digits = DecimalDigits.count(of: magnitude)
        if capacity - count < digits { grow(toHold: count + digits) }
        DecimalDigits.write(magnitude, endingAt: base + count + digits)
        count += digits
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

    /// Appends the bytes in `range` (clamped to those written) to `array`.
    func copy(_ range: Range<Int>, to array: inout [UInt8]) {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        array.append(contentsOf: UnsafeBufferPointer(start: base + lower, count: upper - lower))
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
