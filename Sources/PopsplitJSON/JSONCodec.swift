import CJansson

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses bytes into ``JSONValue`` through jansson, and serialises values back as jansson
/// writes them (with ``JSONWriter``, which matches `json_dumpb` byte for byte, minus its tree).
///
/// Parsing (`json_loadb`, straight from the caller's buffer) accepts any top-level value and
/// rejects, with a ``JSONParseError`` and never a crash:
/// - duplicate object keys (code 14),
/// - invalid UTF-8, raw or as an escaped lone surrogate (code 5 or 8),
/// - nesting deeper than ``maxDepth`` containers (code 2),
/// - integers outside `Int64` and reals beyond `Double` such as `1e400` (code 15),
/// - `\u0000` in keys (code 13; `\u0000` in strings is accepted: `JSON_ALLOW_NUL`),
/// - a raw NUL byte anywhere (code 8; jansson drops one that follows a number or a literal, so
///   it is looked for after jansson accepted the text),
/// - trailing bytes after the value (code 7), truncated text (code 6), syntax errors (code 8).
///
/// Numbers written without a fraction or exponent become ``JSONValue/int(_:)``; all others
/// ``JSONValue/double(_:)`` (`1e-400` becomes `0.0`).
///
/// Serialisation is compact (no spaces, no newlines), keeps object members in order, writes
/// integral doubles that fit in `Int64` as integers (`100.0` -> `100`, `-0.0` -> `0`), other
/// finite doubles with ``realPrecision`` significant digits (`0.1` -> `0.1`, `1e20` -> `1e20`),
/// and NaN or infinities as `null`. Containers nested deeper than ``maxDepth`` are written as
/// `null` (jansson's writer recurses without a limit). Strings may contain NUL, written
/// `\u0000` and read back (keys holding NUL are written but not read back).
///
/// Every call is thread-safe and self-contained: jansson values never outlive the call, and
/// all the blocks jansson allocated are freed before it returns (see ``JSONAllocations``).
public enum JSONCodec {
    /// Significant digits used for non-integral reals (`%.15g`): `160.333` prints `160.333`,
    /// `0.1` prints `0.1`; a double needing 16 or 17 digits does not round-trip exactly.
    public static let realPrecision = 15

    /// The deepest container nesting parsed or written (jansson's parser limit): a text with
    /// this many nested arrays or objects parses; one more is an error.
    public static let maxDepth = 2048

    /// Parses one JSON text (any top-level value) in place, without copying the bytes: the fast
    /// path. Rejects duplicate keys, invalid UTF-8, nesting deeper than ``maxDepth``, integers
    /// beyond 64 bits and raw NUL bytes.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        Jansson.ensureReady()
        // The tree is read in the parse's arena and never deleted: the arena goes at once.
        let parsed = JanssonParseArena.during(textSize: bytes.count) { () -> Result<JSONValue, JSONParseError> in
            var error = json_error_t()
            guard let root = load(bytes, &error) else { return .failure(JSONParseError(jansson: error)) }
            // jansson drops a raw NUL that follows a number or a literal: refuse the text here.
            if let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) {
                return .failure(JSONParseError.rawNul(in: bytes, at: base.distance(to: UnsafeRawPointer(nul))))
            }
            return .success(JSONValue(borrowing: root))
        }
        return try parsed.get()
    }

    /// `json_loadb` on `bytes`; call it inside a parse arena (the tree is not deleted).
    private static func load(_ bytes: UnsafeRawBufferPointer, _ error: inout json_error_t) -> UnsafeMutablePointer<json_t>? {
        if let base = bytes.baseAddress {
            return json_loadb(base.assumingMemoryBound(to: CChar.self), bytes.count, decodeFlags, &error)
        }
        // An empty buffer may have no address: give jansson a valid one, with length 0.
        return withUnsafePointer(to: CChar(0)) { json_loadb($0, 0, decodeFlags, &error) }
    }

    /// Parses one JSON text held in an array of bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONParseError) in try parse(raw) }
        }
        return try result.get()
    }

    /// Parses one JSON text held in a slice of bytes (a frame inside a read buffer).
    public static func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONParseError) in try parse(raw) }
        }
        return try result.get()
    }

    /// Parses one JSON text held in a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(JSONParseError) in try parse(UnsafeRawBufferPointer(utf8)) }
        }
        return try result.get()
    }

    /// Appends the compact serialisation of `value` to `buffer` (keys in order, no spaces,
    /// integral reals as integers). Reuse one buffer across calls to avoid reallocations.
    ///
    /// Written by ``JSONWriter`` straight into the buffer, byte for byte what jansson's
    /// `json_dumpb` writes for the same value (see ``referenceSerialization(_:)``).
    public static func serialize(_ value: JSONValue, into buffer: inout [UInt8]) {
        JSONWriter.write(value, into: &buffer)
    }

    /// The compact serialisation of `value`.
    public static func serialize(_ value: JSONValue) -> [UInt8] {
        var buffer: [UInt8] = []
        JSONWriter.write(value, into: &buffer)
        return buffer
    }

    /// Whether any of the UTF-8 bytes `utf8` must be escaped in a JSON string (a control byte,
    /// a quote, a backslash): checked a word at a time.
    public static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        return JSONWriter.needsEscape(base, utf8.count)
    }

    /// The compact serialisation of `value` as a string.
    public static func string(_ value: JSONValue) -> String {
        String(decoding: serialize(value), as: UTF8.self)
    }

    /// The compact serialisation of `value` by jansson itself: a jansson tree built with
    /// ``JanssonTreeBuilder`` and dumped with `json_dumpb`. The reference the tests hold
    /// ``JSONWriter`` to; slower (a block per node, a loop-check table per dump).
    static func referenceSerialization(_ value: JSONValue) -> [UInt8] {
        var builder = JanssonTreeBuilder()
        guard let owner = builder.tree(for: value) else { return Array("null".utf8) }
        return owner.dumpedBytes(estimate: builder.estimatedSize)
    }
}

extension JSONCodec {
    /// `json_loadb` flags: `JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_ALLOW_NUL` (strings
    /// are then read with their length, NUL included).
    static let decodeFlags = Int(JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_ALLOW_NUL)

    /// `json_dumpb` flags: `JSON_COMPACT | JSON_ENCODE_ANY | JSON_REAL_PRECISION(15)`; the last
    /// is a function-like macro that does not import, so its bits (`(n & 0x1F) << 11`) are
    /// computed here.
    static let encodeFlags = Int(JSON_COMPACT | JSON_ENCODE_ANY) | ((realPrecision & 0x1F) << 11)
}
