/// A place in UTF-8 text as people count it (one line and column counter): lines from
/// 1, columns from 1 in Unicode scalars (a multi-byte character is one column), advanced byte by
/// byte.
public struct TextPosition: Sendable, Equatable {
    /// The line, from 1.
    public var line = 1
    /// The column of the next byte, from 1.
    public var column = 1

    /// The start of a text.
    public init() {}

    /// Moves past `byte`: a newline starts the next line; the first byte of a UTF-8 sequence is
    /// one column (continuation bytes are none).
    public mutating func advance(over byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The place of byte `offset` of `bytes` (clamped to them).
    public static func of(offset: Int, in bytes: some Collection<UInt8>) -> TextPosition {
        var position = TextPosition()
        for byte in bytes.prefix(max(0, offset)) { position.advance(over: byte) }
        return position
    }
}
