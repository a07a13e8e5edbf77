#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON-RPC member names (and `"2.0"`) found in every message, recognised by their bytes
/// while a parsed tree is converted, so that they become string literals instead of being
/// validated and copied again (jansson has already checked the UTF-8).
enum KnownStrings {
    /// The known string spelled by `bytes`, or nil. The strings returned are literals (no
    /// allocation, no copy).
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch bytes.count {
        case 2: return spells(bytes, "id") ? "id" : nil
        case 3: return spells(bytes, "2.0") ? "2.0" : nil
        case 4: return spells(bytes, "code") ? "code" : spells(bytes, "data") ? "data" : nil
        case 5: return spells(bytes, "error") ? "error" : spells(bytes, "scene") ? "scene" : nil
        case 6:
            return spells(bytes, "method") ? "method" : spells(bytes, "params") ? "params" : spells(bytes, "result") ? "result" : nil
        case 7: return spells(bytes, "jsonrpc") ? "jsonrpc" : spells(bytes, "message") ? "message" : nil
        default: return nil
        }
    }

    /// Whether `bytes` are exactly the bytes of `candidate` (of the same length).
    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ candidate: StaticString) -> Bool {
        guard let base = bytes.baseAddress, bytes.count == candidate.utf8CodeUnitCount else { return false }
        return memcmp(base, candidate.utf8Start, bytes.count) == 0
    }
}
