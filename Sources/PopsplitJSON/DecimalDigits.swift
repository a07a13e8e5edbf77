/// Integers in decimal, written the one way every writer of the project writes them (`%lld`:
/// a minus sign for negatives, no leading zeros): JSON numbers, request ids, `Content-Length`.
public enum DecimalDigits {
    /// The number of digits of `magnitude` (1 for zero).
    public static func count(of magnitude: UInt64) -> Int {
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// The bytes `number` takes in decimal, its sign included.
    public static func length(of number: Int64) -> Int {
        count(of: number.magnitude) + (number < 0 ? 1 : 0)
    }

    /// Writes the digits of `magnitude` backwards, the last one just before `end`; the caller
    /// has room for ``count(of:)`` bytes there.
    static func write(_ magnitude: UInt64, endingAt end: UnsafeMutablePointer<UInt8>) {
        var cursor = end
        var rest = magnitude
        repeat {
            cursor -= 1
            cursor.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// Appends `number` in decimal to `output`.
    public static func append(_ number: Int64, to output: inout [UInt8]) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        let digits = count(of: magnitude)
        // 20 digits hold any 64-bit magnitude.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            guard let base = buffer.baseAddress else { return }
            write(magnitude, endingAt: base + digits)
            output.append(contentsOf: UnsafeBufferPointer(start: base, count: digits))
        }
    }
}
