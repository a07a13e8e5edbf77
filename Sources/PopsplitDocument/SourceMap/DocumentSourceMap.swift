import PopsplitJSON

/// Where a scene document's text declares each id, and which declaration a place in the text
/// belongs to (an editor jumps from a node to its source and from the cursor to its
/// node). Built in one pass over the text (``JSONScanner`` reads the strings), kept with the scene
/// until the next `scene/open` or `scene/reload`, and asked in O(log n): a cursor that moves costs
/// what one lookup costs, whatever the document holds.
///
/// A declaration is every object with an `"id"` member whose value is a string: controllers,
/// views, bar button items, popover controllers, segues, action sheets. The first declaration of
/// an id wins (a duplicate is a diagnostic of its own).
public struct DocumentSourceMap: Sendable, Equatable {
    /// The declarations, in the order their objects open in the text.
    public let declarations: [SourceDeclaration]
    /// The first declaration of each id: its index in ``declarations``.
    let firstById: [String: Int]
    /// The text's lines, for positions.
    public let lines: TextLines

    /// The map of `text`. A text the JSON parser accepted gives every declaration; anything else
    /// gives those read before the scan lost its way.
    public init(text: String) {
        let bytes = Array(text.utf8)
        lines = TextLines(bytes: bytes)
        declarations = Self.scan(bytes)
        var firstById: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() where firstById[declaration.id] == nil {
            firstById[declaration.id] = index
        }
        self.firstById = firstById
    }

    /// The map of a text in another format (a storyboard's XML): `declared` gives each id's byte
    /// range in `text` (an element's start tag to its end tag), in any order; enclosing
    /// declarations become parents as for JSON objects.
    public init(text: String, declared: [(id: String, start: Int, end: Int)]) {
        lines = TextLines(bytes: Array(text.utf8))
        var sorted = declared.map { SourceDeclaration(id: $0.id, start: $0.start, end: $0.end, parent: nil) }
        sorted.sort { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        var open: [Int] = []
        for index in sorted.indices {
            while let last = open.last, sorted[last].end <= sorted[index].start { open.removeLast() }
            sorted[index].parent = open.last
            open.append(index)
        }
        declarations = sorted
        var firstById: [String: Int] = [:]
        for (index, declaration) in sorted.enumerated() where firstById[declaration.id] == nil { firstById[declaration.id] = index }
        self.firstById = firstById
    }

    /// The declaration of `id`, if the text has one.
    public func declaration(of id: String) -> SourceDeclaration? { firstById[id].map { declarations[$0] } }

    /// The innermost declaration whose object holds byte `offset`, if any: the last object opened
    /// at or before it (a binary search), or the closest of its parents that still holds it.
    public func innermost(at offset: Int) -> SourceDeclaration? {
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let index = candidate {
            if declarations[index].contains(offset) { return declarations[index] }
            candidate = declarations[index].parent
        }
        return nil
    }

    /// The range of a declaration in `encoding`.
    public func range(of declaration: SourceDeclaration, encoding: PositionEncoding) -> SourceRange {
        SourceRange(
            start: lines.point(ofByte: declaration.start, encoding: encoding),
            end: lines.point(ofByte: declaration.end, encoding: encoding))
    }

    /// One open container while scanning.
    private struct OpenContainer {
        /// Where it opens.
        var start: Int
        /// Whether it is an object (else an array).
        var isObject: Bool
        /// The key whose value comes next (objects).
        var key: String?
        /// The id the object declares, once read.
        var id: String?
        /// This object's slot in the declarations found, reserved when its id is read.
        var slot: Int?
    }

    /// Every declaration of `bytes`, in opening order, each with its closest enclosing one: one
    /// pass over the text, containers at most ``JSONCodec/maxDepth`` deep (deeper text stops the
    /// scan), then one pass over the declarations (objects nest, so a stack finds the parents).
    static func scan(_ bytes: [UInt8]) -> [SourceDeclaration] {
        var declarations = objects(declaringIdsIn: bytes).sorted { $0.start < $1.start }
        var open: [Int] = []
        for index in declarations.indices {
            while let last = open.last, declarations[last].end <= declarations[index].start { open.removeLast() }
            declarations[index].parent = open.last
            open.append(index)
        }
        return declarations
    }

    /// The objects of `bytes` that declare an id, in the order their ids are read (a text cut
    /// short leaves its open objects ending at the end of the text).
    static func objects(declaringIdsIn bytes: [UInt8]) -> [SourceDeclaration] {
        var found: [SourceDeclaration] = []
        var stack: [OpenContainer] = []
        var expectsKey = false
        let text = bytes[...]
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < JSONCodec.maxDepth else { return found }
                let isObject = bytes[i] == UInt8(ascii: "{")
                stack.append(OpenContainer(start: i, isObject: isObject))
                expectsKey = isObject
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let closed = stack.popLast() else { return found }
                if let slot = closed.slot { found[slot].end = i + 1 }
                expectsKey = false
                i += 1
            case UInt8(ascii: ","):
                expectsKey = stack.last?.isObject ?? false
                i += 1
            case UInt8(ascii: "\""):
                guard let (string, next) = JSONScanner.readString(text, at: i) else { return found }
                if expectsKey {
                    stack[stack.count - 1].key = string
                    expectsKey = false
                } else if var top = stack.last, top.isObject, top.key == "id", top.id == nil {
                    top.id = string
                    top.slot = found.count
                    found.append(SourceDeclaration(id: string, start: top.start, end: bytes.count, parent: nil))
                    stack[stack.count - 1] = top
                }
                i = next
            default:
                i += 1
            }
        }
        return found
    }
}
