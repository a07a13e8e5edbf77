import CJansson

/// Builds a jansson tree from a ``JSONValue`` with the stealing `*_new` setters, and estimates
/// the size of its compact dump on the way.
///
/// Ownership: every constructor returns a new reference; `json_array_append_new` and
/// `json_object_setn_new_nocheck` steal the child's reference (even when they fail), so no
/// child is released here. A value jansson cannot hold is written as `null`: NaN and infinities
/// (`json_real` refuses them), containers deeper than ``JSONCodec/maxDepth``, and any
/// constructor failure (out of memory).
struct JanssonTreeBuilder {
    /// The size of the compact dump in bytes: exact or above for everything but string escapes
    /// (a quote, backslash or control character takes more than one byte).
    private(set) var estimatedSize = 0

    /// The tree for `value`, owned; nil only when jansson could not allocate its root.
    mutating func tree(for value: JSONValue) -> JanssonOwner? {
        Jansson.ensureReady()
        guard let root = node(for: value, depth: 0) else { return nil }
        return JanssonOwner(adopting: root)
    }

    /// A new reference to the node for `value`, whose enclosing containers number `depth`.
    private mutating func node(for value: JSONValue, depth: Int) -> UnsafeMutablePointer<json_t>? {
        switch value {
        case .null:
            estimatedSize += 4
            return json_null()
        case .bool(let flag):
            estimatedSize += 5
            return flag ? json_true() : json_false()
        case .int(let integer):
            estimatedSize += 20
            return json_integer(json_int_t(integer))
        case .double(let real):
            return node(for: real)
        case .string(let string):
            estimatedSize += string.utf8.count + 2
            return Self.string(string)
        case .array(let elements):
            guard depth < JSONCodec.maxDepth else { return node(for: .null, depth: depth) }
            guard let array = json_array() else { return nil }
            estimatedSize += 2 + max(elements.count - 1, 0)
            for element in elements {
                let child = node(for: element, depth: depth + 1) ?? json_null()
                json_array_append_new(array, child)
            }
            return array
        case .object(let object):
            guard depth < JSONCodec.maxDepth else { return node(for: .null, depth: depth) }
            guard let jsonObject = json_object() else { return nil }
            estimatedSize += 2 + max(object.count - 1, 0)
            for member in object.members {
                estimatedSize += member.key.utf8.count + 3
                let child = node(for: member.value, depth: depth + 1) ?? json_null()
                Self.withBytes(of: member.key) { bytes, count in
                    _ = json_object_setn_new_nocheck(jsonObject, bytes, count, child)
                }
            }
            return jsonObject
        }
    }

    /// A new reference to the node for a double: an integer when integral and in `Int64`'s
    /// range, `null` when not finite, a real otherwise.
    private mutating func node(for real: Double) -> UnsafeMutablePointer<json_t>? {
        if let integer = Int64(exactly: real) {
            estimatedSize += 20
            return json_integer(json_int_t(integer))
        }
        guard real.isFinite else {
            estimatedSize += 4
            return json_null()
        }
        estimatedSize += 24
        return json_real(real)
    }

    /// A new string node holding exactly the string's UTF-8 bytes (NUL included).
    private static func string(_ string: String) -> UnsafeMutablePointer<json_t>? {
        // Swift strings are valid UTF-8: skip jansson's second check.
        withBytes(of: string) { bytes, count in json_stringn_nocheck(bytes, count) }
    }

    /// Lends `string`'s UTF-8 bytes (not NUL-terminated) and their count to `body`, with a
    /// valid address even for an empty string.
    private static func withBytes<R>(of string: String, _ body: (UnsafePointer<CChar>, Int) -> R) -> R {
        var string = string
        return string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else {
                return withUnsafePointer(to: CChar(0)) { body($0, 0) }
            }
            return body(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), utf8.count)
        }
    }
}
