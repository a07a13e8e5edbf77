/// Text from a scene (titles, ids) made safe to print in a terminal and measured in terminal
/// columns (protocol.md section 12.3).
///
/// A title is the client's text: it may hold a newline, an escape sequence that clears the
/// screen or sets the window title, a bidirectional override, an unassigned code point. None of
/// that reaches a text picture: every control character becomes a visible stand-in (C0 as its
/// Control Pictures symbol, `␛` for ESC, `␡` for DEL, `�` for C1), and every other character that
/// is not printable (format characters other than the zero-width joiner, surrogates, private use,
/// unassigned code points, line and paragraph separators) becomes `�`. What is left is measured as
/// terminals measure it: a character (grapheme cluster) is 2 columns when it starts with an East
/// Asian Wide or Fullwidth code point or is shown as an emoji, 0 when it is only combining marks
/// (then it is dropped), 1 otherwise.
public enum TerminalText {
    /// A character and the columns it takes (1 or 2).
    public struct Unit: Equatable, Sendable {
        /// The character.
        public var character: Character
        /// Its width in columns: 1 or 2.
        public var width: Int
    }

    /// `text` with control and non-printable characters replaced (see the type's summary); at
    /// most `maxScalars` of its scalars are read (what is cut is marked `…`).
    public static func sanitized(_ text: String, maxScalars: Int = Int.max) -> String {
        // Most titles are short printable ASCII: hand them back as they are.
        if text.utf8.count <= maxScalars, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars.prefix(maxScalars) {
            out.append(stand(in: scalar, after: previous))
            previous = scalar
        }
        if !text.unicodeScalars.dropFirst(maxScalars).isEmpty { out.append("…") }
        return String(out)
    }

    /// The printable units of `text`, in order: sanitized, zero-width characters dropped. Reads
    /// only as much of `text` as `columns` columns can show (and one unit more, so that a caller
    /// sees that it does not fit): a title of a million characters costs what a grid line costs
    ///.
    public static func units(_ text: String, upTo columns: Int = 4096) -> [Unit] {
        // At most 8 scalars a column, and a few for the unit past the end: more is a pathological
        // pile of combining marks, cut.
        let clean = sanitized(text, maxScalars: max(0, columns) * 8 + 16)
        var units: [Unit] = []
        var total = 0
        if clean.utf8.allSatisfy({ $0 < 0x80 }) {
            for character in clean.prefix(max(0, columns) + 1) { units.append(Unit(character: character, width: 1)) }
            return units
        }
        for character in clean {
            let width = width(of: character)
            guard width > 0 else { continue }
            units.append(Unit(character: character, width: width))
            total += width
            if total > columns { break }
        }
        return units
    }

    /// The columns `text` takes once sanitized (counted up to `limit`, and one unit past it).
    public static func columns(_ text: String, upTo limit: Int = 4096) -> Int { units(text, upTo: limit).reduce(0) { $0 + $1.width } }

    /// The scalar shown for `scalar` (which follows `previous`): itself when printable, else its
    /// stand-in.
    static func stand(in scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"  // ␀ … ␟
        case 0x20..<0x7F: return scalar
        case 0x7F: return "\u{2421}"  // ␡
        case 0x80..<0xA0: return "\u{FFFD}"
        case 0x200D:
            // The zero-width joiner holds emoji sequences together; anywhere else it is shown.
            guard let previous, previous.value >= 0x80, previous.properties.isEmoji || previous == "\u{FE0F}" else { return "\u{FFFD}" }
            return scalar
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return "\u{FFFD}"
        default:
            // U+FFFE and U+FFFF are noncharacters (unassigned): caught above.
            return scalar
        }
    }

    /// The columns a (sanitized) character takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x7F {
            // A keycap (1️⃣, #️⃣) or a digit asked for as an emoji (U+FE0F) is shown 2 wide.
            return character.unicodeScalars.dropFirst().contains("\u{FE0F}") ? 2 : 1
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        // A text-default emoji (❤, ☺) asked for as an emoji (U+FE0F) is shown 2 wide.
        if character.unicodeScalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
        return 1
    }

    /// Whether `value` is East Asian Wide (W) or Fullwidth (F) in Unicode's EastAsianWidth.txt
    /// (the blocks that matter for titles; emoji are caught by their presentation property).
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth ranges, sorted.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
