import PopsplitJSON
import PopsplitTestSupport

/// One-region edits of a document's text, as an editor's keystrokes and pastes make them: a
/// string retyped (often to another id of the document, or a wrong type), a key renamed, a number
/// changed, a controller or view copied beside itself, bytes inserted (quotes, commas, braces,
/// newlines that move every later position) or deleted. Many leave JSON that does not parse.
enum RandomTextEdit {
    /// Words a retyped string takes: ids the examples use, wrong and right names, odd text.
    static let words = [
        "nav", "list", "detail", "root", "split", "master", "tabs", "inbox", "more", "navigation", "tabBar",
        "navigatoin", "plain", "table", "label", "button", "", "x", "statusBar", "nav.back", "é\\u00e9", "a\\\"b",
        "Inbix", "popover", "settings",
    ]
    /// Text an insertion adds.
    static let snippets = [
        "\"", ",", "{", "}", "[", "]", " ", "\n", "\n\n  ", "1", ":", "\"x\": 1, ", "{\"id\": \"new\"}, ", "\"type\": \"tabBar\", ",
        "\"id\": \"nav\", ", "null, ", "é", "\t",
    ]

    /// `text` with one region changed, drawn from `random`.
    static func edit(_ text: String, _ random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return "{}" }
        switch random.below(6) {
        case 0, 1:
            retypeString(&bytes, &random)
        case 2:
            copyContainer(&bytes, &random)
        case 3:
            let at = random.below(bytes.count + 1)
            bytes.insert(contentsOf: Array(snippets[random.below(snippets.count)].utf8), at: at)
        case 4:
            let at = random.below(bytes.count)
            bytes.removeSubrange(at..<min(bytes.count, at + random.int(in: 1...12)))
        default:
            changeNumber(&bytes, &random)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the contents of a random string (a key or a value) with a word.
    static func retypeString(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
        guard !quotes.isEmpty else { return }
        let start = quotes[random.below(quotes.count)]
        guard let end = JSONScanner.skipString(bytes[...], at: start) else { return }
        bytes.replaceSubrange((start + 1)..<(end - 1), with: Array(words[random.below(words.count)].utf8))
    }

    /// Copies a random object or array after itself, with a comma.
    static func copyContainer(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let opens = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") || bytes[$0] == UInt8(ascii: "[") }
        guard !opens.isEmpty else { return }
        let start = opens[random.below(opens.count)]
        guard let end = JSONScanner.skipValue(bytes[...], at: start) else { return }
        bytes.insert(contentsOf: [UInt8(ascii: ",")] + bytes[start..<end], at: end)
    }

    /// Replaces a random digit with another.
    static func changeNumber(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let digits = bytes.indices.filter { bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }
        guard !digits.isEmpty else { return }
        bytes[digits[random.below(digits.count)]] = UInt8(ascii: "0") + UInt8(random.below(10))
    }
}
