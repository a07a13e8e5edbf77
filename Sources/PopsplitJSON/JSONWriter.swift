import CJansson

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a ``JSONValue`` as compact JSON straight into a byte buffer: the bytes jansson's
/// `json_dumpb` writes for the same value with ``JSONCodec``'s flags, without building a jansson
/// tree first (which costs a block per node, and `json_dumpb` a loop-check table per call and a
/// `snprintf` per container; that was two fifths of the daemon's time per small request).
///
/// Byte-for-byte what jansson 2.14 writes with `JSON_COMPACT | JSON_ENCODE_ANY |
/// JSON_REAL_PRECISION(15)` from the tree ``JanssonTreeBuilder`` builds (the tests compare the
/// two on many values):
/// - objects keep member order, no blanks; containers nested deeper than
///   ``JSONCodec/maxDepth`` are written as `null`;
/// - strings: `"` and `\` escaped with a backslash, `\b \f \n \r \t` by name, other bytes
///   below 0x20 as `\u00XX` (uppercase hex), everything else raw UTF-8 (`/` is not escaped);
/// - integers in decimal; doubles integral and in `Int64` as integers (`-0.0` -> `0`), NaN and
///   infinities as `null`, other doubles with `%.15g` then jansson's fix-ups (no `+` and no
///   leading zeros in the exponent: `1e-05` -> `1e-5`; `.0` added when neither `.` nor `e`).
enum JSONWriter {
    /// Appends the compact form of `value` to `array`.
    static func write(_ value: JSONValue, into array: inout [UInt8]) {
        var buffer = JSONByteBuffer(capacity: 256)
        write(value, depth: 0, into: &buffer)
        buffer.copy(to: &array)
    }

    /// Appends `value`, enclosed by `depth` containers.
    static func write(_ value: JSONValue, depth: Int, into buffer: inout JSONByteBuffer) {
        switch value {
        case .null:
            buffer.append(null)
        case .bool(let flag):
            buffer.append(flag ? trueText : falseText)
        case .int(let integer):
            writeInteger(integer, into: &buffer)
        case .double(let real):
            writeReal(real, into: &buffer)
        case .string(let string):
            writeString(string, into: &buffer)
        case .array(let elements):
            guard depth < JSONCodec.maxDepth else { return buffer.append(null) }
            buffer.append(UInt8(ascii: "["))
            var first = true
            for element in elements {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                write(element, depth: depth + 1, into: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let object):
            guard depth < JSONCodec.maxDepth else { return buffer.append(null) }
            buffer.append(UInt8(ascii: "{"))
            var first = true
            for member in object.members {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                writeString(member.key, into: &buffer)
                buffer.append(UInt8(ascii: ":"))
                write(member.value, depth: depth + 1, into: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// `null` as bytes.
    private static let null: StaticString = "null"
    /// `true` as bytes.
    private static let trueText: StaticString = "true"
    /// `false` as bytes.
    private static let falseText: StaticString = "false"

    // MARK: Numbers

    /// Appends `count` / 1000 in decimal, trailing zeros of the fraction dropped (`1.25`,
    /// `-0.005`): `%.15g`'s digits for the double nearest it. `count` is not a multiple of 1000
    /// and within ±(10^15 - 1).
    static func writeThousandths(_ count: Int64, into buffer: inout JSONByteBuffer) {
        let magnitude = count.magnitude
        if count < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.appendDecimal(magnitude / 1000)
        buffer.append(UInt8(ascii: "."))
        var fraction = magnitude % 1000
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // The fraction's digits, zero-padded on the left (`.05` is 5 with two digits).
        var divisor: UInt64 = digits == 3 ? 100 : (digits == 2 ? 10 : 1)
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends an integer in decimal (`%lld`).
    static func writeInteger(_ integer: Int64, into buffer: inout JSONByteBuffer) {
        if integer < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.appendDecimal(integer.magnitude)
    }

    /// Appends a double as ``JanssonTreeBuilder`` has jansson write it. A double that is the
    /// nearest to a whole number of thousandths (most reals here: durations, points) is written
    /// from that number's digits, which are what `%.15g` prints for it, without `printf`.
    static func writeReal(_ real: Double, into buffer: inout JSONByteBuffer) {
        if let integer = Int64(exactly: real) { return writeInteger(integer, into: &buffer) }
        guard real.isFinite else { return buffer.append(null) }
        let thousandths = (real * 1000).rounded()
        if abs(thousandths) < 1e15, let count = Int64(exactly: thousandths), count % 1000 != 0, Double(count) / 1000 == real {
            return writeThousandths(count, into: &buffer)
        }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { text in
            guard let base = text.baseAddress else { return }
            let printed = popsplit_format_real(base, 64, Int32(JSONCodec.realPrecision), real)
            guard printed > 0, printed < 64 else { return buffer.append(null) }
            appendRealText(UnsafeBufferPointer(start: base, count: Int(printed)), into: &buffer)
        }
    }

    /// Appends `%g` output with jansson's fix-ups: `.0` when it has neither `.` nor `e`; no `+`
    /// and no leading zeros in the exponent.
    private static func appendRealText(_ text: UnsafeBufferPointer<CChar>, into buffer: inout JSONByteBuffer) {
        let bytes = UnsafeRawBufferPointer(text).bindMemory(to: UInt8.self)
        guard let e = bytes.firstIndex(of: UInt8(ascii: "e")) else {
            buffer.append(bytes)
            if !bytes.contains(UInt8(ascii: ".")) { buffer.append(".0") }
            return
        }
        buffer.append(UnsafeBufferPointer(rebasing: bytes[...e]))
        var index = e + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            buffer.append(UInt8(ascii: "-"))
            index += 1
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        // The exponent's leading zeros go (`e+05` -> `e5`, `e-07` -> `e-7`); `%g` never prints
        // a zero exponent.
        while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
        if index < bytes.count { buffer.append(UnsafeBufferPointer(rebasing: bytes[index...])) }
    }

    // MARK: Strings

    /// Appends a quoted, escaped string (also used for keys).
    static func writeString(_ string: String, into buffer: inout JSONByteBuffer) {
        buffer.append(UInt8(ascii: "\""))
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            writeEscaped(utf8, into: &buffer)
        }
        if copied == nil {
            var string = string
            string.withUTF8 { writeEscaped($0, into: &buffer) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 bytes with quotes, backslashes and control bytes escaped: clean runs are
    /// copied whole. Eight bytes at a time are passed over when none of them may need escaping.
    static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into buffer: inout JSONByteBuffer) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        // Most strings (ids, kinds, names) need no escape: checked a word at a time, copied whole.
        guard needsEscape(base, count) else { return buffer.append(utf8) }
        var runStart = 0
        var index = 0
        while index < count {
            if count - index >= 8, !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    buffer.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                    appendEscape(byte, into: &buffer)
                    runStart = index + 1
                }
                index += 1
            }
        }
        buffer.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }

    /// Whether one of the eight bytes of `word` may be a control byte, `"` or `\` (the classic
    /// "has a byte less than n" and "has a zero byte" tests; a false alarm only costs a byte
    /// loop, a miss cannot happen).
    /// Whether any of the `count` bytes at `base` needs an escape: words of eight (the last one
    /// overlapping), two overlapping half-words for 4 to 7 bytes, single bytes below that.
    @inline(__always)
    static func needsEscape(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var index = 0
            while index + 8 <= count {
                if mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
                index += 8
            }
            return index < count && mayNeedEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        if count >= 4 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return mayNeedEscape(low | high << 32)
        }
        var index = 0
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            index += 1
        }
        return false
    }

    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)) != 0
    }

    /// Appends the escape of a quote, a backslash or a control byte.
    private static func appendEscape(_ byte: UInt8, into buffer: inout JSONByteBuffer) {
        let named: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            default: nil
            }
        buffer.append(UInt8(ascii: "\\"))
        if let named { return buffer.append(named) }
        let hex: StaticString = "0123456789ABCDEF"
        buffer.append("u00")
        buffer.append(hex.utf8Start[Int(byte >> 4)])
        buffer.append(hex.utf8Start[Int(byte & 0xF)])
    }
}
