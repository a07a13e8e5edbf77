/// A text's lines, for turning byte offsets into positions and back in O(log lines + line
/// length): the byte offset where each line starts (lines end at `\n`, as in ``SourcePosition``).
public struct TextLines: Sendable, Equatable {
    /// The text as UTF-8.
    let bytes: [UInt8]
    /// The offset of each line's first byte; the first is 0.
    let starts: [Int]

    /// The lines of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The zero-based line holding byte `offset` (clamped to the text).
    func line(ofByte offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The bytes of line `line` without its `\n`.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let start = starts[line]
        let end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        return bytes[start..<max(start, end)]
    }

    /// The position of byte `offset` (clamped to the text) in `encoding`. An offset inside a
    /// multi-byte character counts that character's units before it.
    public func point(ofByte offset: Int, encoding: PositionEncoding) -> SourcePoint {
        let clamped = min(max(offset, 0), bytes.count)
        let line = line(ofByte: clamped)
        let prefix = bytes[starts[line]..<clamped]
        var units = 0
        for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars { units += encoding.units(of: scalar) }
        return SourcePoint(line: line, character: units)
    }

    /// The byte offset of `point` in `encoding`: a line past the last is the end of the text, a
    /// character past the line's end is the line's end (LSP: positions are clamped to the line),
    /// and one inside a character (half a surrogate pair) is that character's start.
    public func byteOffset(of point: SourcePoint, encoding: PositionEncoding) -> Int {
        guard point.line >= 0 else { return 0 }
        guard point.line < starts.count else { return bytes.count }
        let line = lineBytes(point.line)
        var offset = line.startIndex
        var units = 0
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            let width = encoding.units(of: scalar)
            guard units + width <= point.character else { break }
            units += width
            offset += UTF8.width(scalar)
        }
        return min(offset, line.endIndex)
    }

    /// The byte offset of a 1-based line and a 1-based column in Unicode scalars (a diagnostic's
    /// place, ``SourcePosition``), clamped to the text.
    public func byteOffset(line: Int, column: Int) -> Int {
        byteOffset(of: SourcePoint(line: line - 1, character: column - 1), encoding: .utf32)
    }
}
