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
    /// The known string spelled by `bytes`, or nil.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch bytes.count {
        case 2: return match(bytes, "id")
        case 3: return match(bytes, "2.0")
        case 4: return match(bytes, "code") ?? match(bytes, "data")
        case 5: return match(bytes, "error") ?? match(bytes, "scene")
        case 6: return match(bytes, "method") ?? match(bytes, "params") ?? match(bytes, "result")
        case 7: return match(bytes, "jsonrpc") ?? match(bytes, "message")
        default: return nil
        }
    }

    /// `candidate` as a string when `bytes` spell it exactly (same length checked by the caller).
    private static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ candidate: StaticString) -> String? {
        guard let base = bytes.baseAddress, memcmp(base, candidate.utf8Start, bytes.count) == 0 else { return nil }
        return candidate.description
    }
}
