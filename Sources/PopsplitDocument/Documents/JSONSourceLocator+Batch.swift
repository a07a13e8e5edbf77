import PopsplitJSON

/// Many lookups in one pass over the text: what placing a document's diagnostics needs, at a cost
/// linear in the text however many diagnostics there are.
extension JSONSourceLocator {
    /// The place of each of `targets` (as ``location(of:target:)`` finds it); a path the text
    /// does not hold is placed at the value of its nearest ancestor the text holds (`nil` when
    /// not even `$` is found). One walk over the text finds every path (values off the paths are
    /// skipped whole), one sweep turns offsets into lines and columns; the bytes walked and swept
    /// are added to `work`.
    func places(of targets: [(path: DocumentPath, target: Target)], work: inout Int) -> [SourcePosition?] {
        let trie = LocatorTrie()
        for target in targets { trie.insert(target.path) }
        let start = skipWhitespace(from: 0)
        let end = walk(valueAt: start, node: trie) ?? bytes.count
        work += end
        let offsets: [Int?] = targets.map { target in
            guard let (node, exact) = trie.deepestFound(target.path) else { return nil }
            if exact, target.target == .key, let key = node.keyOffset { return key }
            return node.valueOffset
        }
        let positions = positions(of: offsets.compactMap { $0 }, work: &work)
        return offsets.map { offset in offset.flatMap { positions[$0] } }
    }

    /// The byte offset of each value at `paths` (as ``byteOffset(of:target:)`` finds it with
    /// ``Target/value``), `nil` for a path the text does not hold exactly: one walk over the text
    /// for all of them.
    public func valueOffsets(of paths: [DocumentPath]) -> [Int?] {
        let trie = LocatorTrie()
        for path in paths { trie.insert(path) }
        _ = walk(valueAt: skipWhitespace(from: 0), node: trie)
        return paths.map { path in
            guard let (node, exact) = trie.deepestFound(path), exact else { return nil }
            return node.valueOffset
        }
    }

    /// Records where the value at `start` begins in `node`, walks into the members and elements
    /// `node` asks for and skips the rest; the offset just after the value, or `nil` where the
    /// text is not JSON.
    private func walk(valueAt start: Int, node: LocatorTrie) -> Int? {
        guard start < bytes.count else { return nil }
        node.valueOffset = node.valueOffset ?? start
        guard !node.children.isEmpty else { return skipValue(at: start) }
        switch bytes[start] {
        case UInt8(ascii: "{"): return walkObject(at: start, node: node)
        case UInt8(ascii: "["): return walkArray(at: start, node: node)
        default: return skipValue(at: start)
        }
    }

    /// ``walk(valueAt:node:)`` for an object.
    private func walkObject(at start: Int, node: LocatorTrie) -> Int? {
        var i = skipWhitespace(from: start + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { return i + 1 }
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            guard let (name, afterKey) = readString(at: i) else { return nil }
            var j = skipWhitespace(from: afterKey)
            guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return nil }
            j = skipWhitespace(from: j + 1)
            let afterValue: Int?
            if let child = node.children[.key(name)], child.valueOffset == nil {
                child.keyOffset = i
                afterValue = walk(valueAt: j, node: child)
            } else {
                afterValue = skipValue(at: j)
            }
            guard let afterValue else { return nil }
            j = skipWhitespace(from: afterValue)
            guard j < bytes.count else { return nil }
            if bytes[j] == UInt8(ascii: "}") { return j + 1 }
            guard bytes[j] == UInt8(ascii: ",") else { return nil }
            i = skipWhitespace(from: j + 1)
        }
        return nil
    }

    /// ``walk(valueAt:node:)`` for an array.
    private func walkArray(at start: Int, node: LocatorTrie) -> Int? {
        var i = skipWhitespace(from: start + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { return i + 1 }
        var index = 0
        while i < bytes.count {
            let afterValue: Int?
            if let child = node.children[.index(index)] {
                afterValue = walk(valueAt: i, node: child)
            } else {
                afterValue = skipValue(at: i)
            }
            guard let afterValue else { return nil }
            let j = skipWhitespace(from: afterValue)
            guard j < bytes.count else { return nil }
            if bytes[j] == UInt8(ascii: "]") { return j + 1 }
            guard bytes[j] == UInt8(ascii: ",") else { return nil }
            i = skipWhitespace(from: j + 1)
            index += 1
        }
        return nil
    }

    /// The line and column of each of `offsets`, by offset, found in one sweep of the text up to
    /// the last of them.
    private func positions(of offsets: [Int], work: inout Int) -> [Int: SourcePosition] {
        var result: [Int: SourcePosition] = [:]
        var position = TextPosition()
        var i = 0
        for offset in Set(offsets).sorted() {
            let end = min(max(offset, 0), bytes.count)
            while i < end {
                position.advance(over: bytes[i])
                i += 1
            }
            result[offset] = SourcePosition(line: position.line, column: position.column)
        }
        work += i
        return result
    }
}
