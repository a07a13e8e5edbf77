import PopsplitJSON

/// Finds where a value, or the key that names it, is written in a JSON text: the position of
/// diagnostics the parser cannot give (a wrong type, an unknown key, a duplicate id).
///
/// A minimal tokenizer walks the text along a ``DocumentPath``: it skips whitespace, strings
/// (escapes included, so `"a\"]{"` is one string), numbers, literals and whole nested containers,
/// and decodes keys (`"ti\u0074le"` is `title`) to compare them. It is meant for text the parser
/// accepted; where the text does not match the path it answers `nil` rather than guess.
///
/// Columns count Unicode scalar values (see ``SourcePosition``). Pure: the same text and path
/// always give the same answer; each lookup scans at most the text before the answer.
public struct JSONSourceLocator: Sendable {
    /// The text as UTF-8.
    let bytes: [UInt8]

    /// A locator over `text`.
    public init(text: String) {
        bytes = Array(text.utf8)
    }

    /// The line and column where the value at `path` starts (its first character: `{`, `[`, `"`,
    /// a digit, `-`, `t`, `f` or `n`), or, with `target` ``Target/key``, where the key naming it
    /// starts (its opening quote). `nil` when the text holds no such value.
    public func location(of path: DocumentPath, target: Target = .value) -> SourcePosition? {
        byteOffset(of: path, target: target).map { location(atByteOffset: $0) }
    }

    /// The 0-based UTF-8 byte offset of what ``location(of:target:)`` finds, or `nil`.
    /// A key target on an array element (a path ending with an index) finds the element.
    public func byteOffset(of path: DocumentPath, target: Target = .value) -> Int? {
        var i = skipWhitespace(from: 0)
        for (step, component) in path.components.enumerated() {
            let isLast = step == path.components.count - 1
            switch component {
            case .key(let key):
                guard let found = member(named: key, inObjectAt: i) else { return nil }
                if isLast && target == .key { return found.key }
                i = found.value
            case .index(let index):
                guard let found = element(at: index, inArrayAt: i) else { return nil }
                i = found
            }
        }
        return i < bytes.count ? i : nil
    }

    /// The line and column of a UTF-8 byte offset (clamped to the text).
    public func location(atByteOffset offset: Int) -> SourcePosition {
        let position = TextPosition.of(offset: min(max(offset, 0), bytes.count), in: bytes)
        return SourcePosition(line: position.line, column: position.column)
    }
}
