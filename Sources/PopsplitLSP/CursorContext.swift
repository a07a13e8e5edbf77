import PopsplitDocument
import PopsplitJSON

/// Where a cursor stands in a scene document's JSON text, for completion: in an object where a
/// key goes, or where the value of a key (or an element of its array) goes; whether inside a
/// string already begun. Read by one pass over the text before the cursor, which need not parse
/// (the document being typed).
struct CursorContext {
    /// What goes at the cursor.
    enum Place: Equatable {
        /// A key of the object at ``CursorContext/objectPath``.
        case key
        /// The value of `key` of that object.
        case value(key: String)
        /// An element of the array that is the value of `key` of that object.
        case element(key: String)

        /// Whether an element of an array (the object concerned is one level further out).
        var isElement: Bool {
            if case .element = self { return true }
            return false
        }
    }

    /// The path of the object concerned (the one taking the key, or holding the key whose value
    /// goes here).
    let objectPath: DocumentPath
    /// What goes at the cursor.
    let place: Place
    /// The keys that object already has, before and after the cursor.
    var keys: [String]
    /// The string members of that object read before the cursor (its `type`, `kind` ...).
    let strings: [String: String]
    /// The offset of the opening quote when the cursor is inside a string begun before it.
    let stringStart: Int?

    /// A context with its members.
    private init(objectPath: DocumentPath, place: Place, keys: [String], strings: [String: String], stringStart: Int?) {
        self.objectPath = objectPath
        self.place = place
        self.keys = keys
        self.strings = strings
        self.stringStart = stringStart
    }

    /// One open object or array while scanning.
    private struct Open {
        /// Whether an object (else an array).
        let isObject: Bool
        /// The container's path.
        let path: DocumentPath
        /// The last key read (objects).
        var key: String?
        /// Whether a key (objects) or a value (arrays) may come next.
        var expectsEntry = true
        /// Whether a colon was read after ``key`` and its value has not come yet.
        var expectsValue = false
        /// Elements read so far (arrays).
        var count = 0
        /// Keys read (objects).
        var keys: [String] = []
        /// String members read (objects).
        var strings: [String: String] = [:]
    }

    /// The context of byte `offset` in `bytes`, or `nil` where nothing can be completed (outside
    /// every object, after a value before its comma, past ``JSONCodec/maxDepth`` levels).
    init?(bytes: [UInt8], offset: Int) {
        let end = min(max(offset, 0), bytes.count)
        var stack: [Open] = []
        var i = 0
        while i < end {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < JSONCodec.maxDepth else { return nil }
                let path = Self.childPath(of: stack.last) ?? .root
                stack.append(Open(isObject: byte == UInt8(ascii: "{"), path: path))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                Self.valueRead(in: &stack)
                i += 1
            case UInt8(ascii: ":"):
                if !stack.isEmpty { stack[stack.count - 1].expectsValue = true }
                i += 1
            case UInt8(ascii: ","):
                if !stack.isEmpty {
                    stack[stack.count - 1].expectsEntry = true
                    if !stack[stack.count - 1].isObject { stack[stack.count - 1].count += 1 }
                }
                i += 1
            case UInt8(ascii: "\""):
                guard let (string, next) = JSONScanner.readString(bytes[...], at: i), next <= end else {
                    // The cursor is inside this string.
                    guard var context = Self.context(stack, stringStart: i) else { return nil }
                    let after = JSONScanner.skipString(bytes[...], at: i) ?? bytes.count
                    context.keys += Self.laterKeys(bytes, from: after, levels: context.place.isElement ? 1 : 0)
                    self = context
                    return
                }
                if var top = stack.last, top.isObject, top.expectsEntry, !top.expectsValue {
                    top.key = string
                    top.keys.append(string)
                    top.expectsEntry = false
                    stack[stack.count - 1] = top
                } else {
                    if var top = stack.last, top.isObject, top.expectsValue, let key = top.key {
                        top.strings[key] = string
                        stack[stack.count - 1] = top
                    }
                    Self.valueRead(in: &stack)
                }
                i = next
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            default:
                // A number or a literal: its characters up to the next delimiter.
                while i < end, !Self.delimiters.contains(bytes[i]) { i += 1 }
                if i < end { Self.valueRead(in: &stack) }
            }
        }
        guard var context = Self.context(stack, stringStart: nil) else { return nil }
        context.keys += Self.laterKeys(bytes, from: end, levels: context.place.isElement ? 1 : 0)
        self = context
    }

    /// The keys of the object the scan stands in (`levels` containers out) from `start` to its
    /// end: strings directly in it followed by a colon. One pass, to the end of the text at most.
    private static func laterKeys(_ bytes: [UInt8], from start: Int, levels: Int) -> [String] {
        var keys: [String] = []
        var depth = levels
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return keys }
                i += 1
            case UInt8(ascii: "\""):
                guard let (string, next) = JSONScanner.readString(bytes[...], at: i) else { return keys }
                let colon = JSONScanner.skipWhitespace(bytes[...], from: next)
                if depth == 0, colon < bytes.count, bytes[colon] == UInt8(ascii: ":") { keys.append(string) }
                i = next
            default:
                i += 1
            }
        }
        return keys
    }

    /// Bytes that end a number or a literal.
    private static let delimiters: Set<UInt8> = [
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""),
    ]

    /// The context for the innermost open container of `stack`.
    private static func context(_ stack: [Open], stringStart: Int?) -> CursorContext? {
        guard let top = stack.last else { return nil }
        if top.isObject {
            if top.expectsValue, let key = top.key {
                return CursorContext(objectPath: top.path, place: .value(key: key), keys: top.keys, strings: top.strings, stringStart: stringStart)
            }
            guard top.expectsEntry else { return nil }
            return CursorContext(objectPath: top.path, place: .key, keys: top.keys, strings: top.strings, stringStart: stringStart)
        }
        guard top.expectsEntry, stack.count >= 2, case .key(let key)? = top.path.last, let holder = top.path.parent else { return nil }
        let owner = stack[stack.count - 2]
        return CursorContext(objectPath: holder, place: .element(key: key), keys: owner.keys, strings: owner.strings, stringStart: stringStart)
    }

    /// The path of the value that comes next in `parent` (the document itself without one).
    private static func childPath(of parent: Open?) -> DocumentPath? {
        guard let parent else { return nil }
        if parent.isObject { return parent.key.map { parent.path.appending($0) } ?? parent.path }
        return parent.path.appending(parent.count)
    }

    /// Marks the innermost container as having read a whole value.
    private static func valueRead(in stack: inout [Open]) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].expectsEntry = false
        stack[stack.count - 1].expectsValue = false
    }
}
