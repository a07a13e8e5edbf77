/// Finds the byte places of the tags libxml2's streaming reader reports, in the order it reports
/// them: one cursor moves forward through the text, skipping comments, CDATA sections,
/// processing instructions and declarations, so the whole file is scanned once. libxml2 says
/// which element comes next; the scanner says where its tags are and on which line and column.
struct XMLTagScanner {
    /// The text as UTF-8.
    let bytes: [UInt8]
    /// Where the next search starts.
    private(set) var cursor = 0
    /// The 1-based line of `counted`.
    private var line = 1
    /// The 1-based column (in Unicode scalars) of `counted`.
    private var column = 1
    /// How far lines have been counted.
    private var counted = 0

    /// A scanner over `bytes`, at its start.
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The next start tag named `name`: the offset of its `<`, the offset just past its `>`, and
    /// whether it is an empty-element tag (`/>`); nil when the text holds no such tag after the
    /// cursor. Moves the cursor past the tag.
    mutating func startTag(named name: String) -> (start: Int, end: Int, isEmpty: Bool)? {
        let wanted = Array(name.utf8)
        while let open = nextMarkup() {
            let nameStart = open + 1
            guard nameStart < bytes.count, bytes[nameStart] != UInt8(ascii: "/") else {
                cursor = tagEnd(from: open + 1) ?? bytes.count
                continue
            }
            let end = tagEnd(from: nameStart) ?? bytes.count
            cursor = end
            if matches(wanted, at: nameStart) {
                let isEmpty = end >= 2 && bytes[end - 2] == UInt8(ascii: "/")
                return (open, end, isEmpty)
            }
        }
        return nil
    }

    /// The offset of a `<!NAME` declaration before the first element's start tag (comments and
    /// processing instructions skipped), if the prolog has one.
    func prologDeclaration(named name: String) -> Int? {
        var index = 0
        let wanted = Array(("<!" + name).utf8)
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if let past = pastCommentOrInstruction(at: index) {
                index = past
            } else {
                guard index + wanted.count <= bytes.count else { return nil }
                for (i, byte) in wanted.enumerated() where bytes[index + i] != byte { return nil }
                return index
            }
        }
        return nil
    }

    /// The next end tag named `name`: the offset just past its `>`; nil when none follows.
    mutating func endTag(named name: String) -> Int? {
        let wanted = Array(name.utf8)
        while let open = nextMarkup() {
            let end = tagEnd(from: open + 1) ?? bytes.count
            cursor = end
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "/"), matches(wanted, at: open + 2) { return end }
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`, which must not lie
    /// before an offset asked about earlier (places are asked in document order): lines and
    /// columns are counted incrementally, so a file costs one pass however long its lines.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        let target = min(max(offset, counted), bytes.count)
        var index = counted
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        counted = target
        return (line, column)
    }

    /// The offset of the next `<` that opens a tag, skipping comments, CDATA sections,
    /// processing instructions and `<!` declarations; nil at the end of the text.
    private mutating func nextMarkup() -> Int? {
        var index = cursor
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if let past = pastCommentOrInstruction(at: index) {
                index = past
            } else if starts("<![CDATA[", at: index) {
                index = find("]]>", from: index + 9).map { $0 + 3 } ?? bytes.count
            } else if starts("<!", at: index) {
                index = tagEnd(from: index + 2) ?? bytes.count
            } else {
                cursor = index
                return index
            }
        }
        cursor = bytes.count
        return nil
    }

    /// The offset just past the comment or processing instruction starting at `index` (the end
    /// of the text when it is not closed), nil when none starts there.
    private func pastCommentOrInstruction(at index: Int) -> Int? {
        if starts("<!--", at: index) { return find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count }
        if starts("<?", at: index) { return find("?>", from: index + 2).map { $0 + 2 } ?? bytes.count }
        return nil
    }

    /// The offset just past the `>` closing the tag whose name starts at `from` (quoted
    /// attribute values may hold `>`); nil when the text ends first.
    private func tagEnd(from: Int) -> Int? {
        var index = from
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// Whether the name `wanted` stands at `offset`, followed by the end of the name.
    private func matches(_ wanted: [UInt8], at offset: Int) -> Bool {
        guard offset + wanted.count <= bytes.count else { return false }
        for (i, byte) in wanted.enumerated() where bytes[offset + i] != byte { return false }
        let after = offset + wanted.count
        guard after < bytes.count else { return true }
        switch bytes[after] {
        case UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D: return true
        default: return false
        }
    }

    /// Whether `literal` stands at `offset`.
    private func starts(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for i in 0..<count where bytes[offset + i] != pointer[i] { return false }
        return true
    }

    /// The offset of the next `literal` at or after `from`.
    private func find(_ literal: StaticString, from: Int) -> Int? {
        var index = from
        while index < bytes.count {
            if starts(literal, at: index) { return index }
            index += 1
        }
        return nil
    }
}
