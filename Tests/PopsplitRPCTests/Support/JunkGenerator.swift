import PopsplitTestSupport

/// Generates the junk a broken client leaves on a Content-Length stream, and well-formed frames,
/// for the resynchronisation property.
///
/// Junk never forms a frame of its own that could take bytes after it: it is a frame whose
/// Content-Length is too short or counted in characters, a frame whose header ends in a bare CR,
/// a partial or invalid header (only ever the last junk before a frame, since more junk could
/// complete it), a header section without Content-Length, or noise (any bytes, invalid UTF-8
/// and NUL included, without the text `content-length:` in any case).
struct JunkGenerator {
    /// The random stream.
    var random: SplitMix64

    /// The kinds of junk.
    enum Kind: CaseIterable {
        /// A frame whose Content-Length is 1 to 30 bytes short.
        case tooShort
        /// A frame whose Content-Length counts characters, not bytes.
        case characters
        /// A frame whose header ends in a bare CR.
        case bareCR
        /// A header that never ends, or has an unusable length.
        case partialHeader
        /// A header section without Content-Length.
        case headerOnly
        /// Random bytes.
        case noise
    }

    /// Text pieces for bodies: ASCII, two-, three- and four-byte characters, escapes.
    static let pieces = ["a", "Z", "7", " ", "é", "€", "😀", "\\n", "\\\"", ":", "{", "}", "Content", "Length"]

    /// A request body with id `id`, a `params.s` string of a few pieces.
    mutating func body(id: Int) -> String {
        var text = ""
        for _ in 0..<random.int(in: 0...12) { text += random.element(Self.pieces) }
        return #"{"jsonrpc":"2.0","id":\#(id),"method":"echo","params":{"s":"\#(text)"}}"#
    }

    /// A well-formed frame of `body`, with one of the header spellings clients use.
    mutating func frame(_ body: String) -> [UInt8] {
        let n = body.utf8.count
        let header = random.element([
            "Content-Length: \(n)\r\n\r\n", "content-length: \(n)\r\n\r\n", "Content-Length:\(n)\r\n\r\n",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(n)\r\n\r\n",
            "Content-Length: \(n)\r\nContent-Type: application/json\r\n\r\n", "CONTENT-LENGTH: \(n)\n\n",
        ])
        return Array((header + body).utf8)
    }

    /// One piece of junk (its body, when it has one, uses id `id`); `terminal` when nothing but a
    /// frame may follow it.
    mutating func junk(id: Int) -> (bytes: [UInt8], terminal: Bool) {
        let kind = random.element(Kind.allCases)
        return (bytes(of: kind, id: id), kind == .partialHeader)
    }

    /// The bytes of one piece of junk of `kind`.
    mutating func bytes(of kind: Kind, id: Int) -> [UInt8] {
        switch kind {
        case .tooShort:
            let text = body(id: id)
            let length = max(0, text.utf8.count - random.int(in: 1...30))
            return Array("Content-Length: \(length)\r\n\r\n\(text)".utf8)
        case .characters:
            let text = body(id: id) + "é😀"
            return Array("Content-Length: \(text.count)\r\n\r\n\(text)".utf8)
        case .bareCR:
            let text = body(id: id)
            let ending = random.element(["\r\n\r", "\r\r", "\r", "\n\r", "\r\n\r\r"])
            return Array("Content-Length: \(text.utf8.count)\(ending)\(text)".utf8)
        case .partialHeader:
            return Array(
                random.element([
                    "Content-Length: 12", "Content-Length:", "Content-Len", "Content-Length", "Content-Length: 5\r",
                    "Content-Length: abc\r\n", "Content-Length: -1\r\n\r\n", "Content-Length: 99999999999999999999\r\n",
                    "Content-Length: 1 2\r\n\r\n", "Content-Type: x\r\nContent-Length: y\r\n\r\n",
                ]).utf8)
        case .headerOnly:
            return Array(random.element(["Content-Type: x\r\n\r\n", "X-A: b\r\n\r\n{}", ": x\r\n\r\n", "\r\n\r\n{\"id\":9}"]).utf8)
        case .noise:
            return noise()
        }
    }

    /// Up to 40 random bytes from an alphabet of troublemakers; never `content-length:`.
    mutating func noise() -> [UInt8] {
        let alphabet: [[UInt8]] = [
            Array("a".utf8), Array("Z".utf8), Array("0".utf8), Array(":".utf8), Array(" ".utf8), Array("\t".utf8),
            Array("{".utf8), Array("}".utf8), Array("\"".utf8), Array(",".utf8), Array("\r".utf8), Array("\n".utf8),
            Array("\r\n".utf8), [0x00], [0xFF], [0xC3], Array("é".utf8), Array("Content-Len".utf8),
            Array("Content-Type: x".utf8),
        ]
        while true {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(in: 1...40) { bytes += random.element(alphabet) }
            if !Self.holdsHeaderName(bytes) { return bytes }
        }
    }

    /// Whether `bytes` hold `content-length:` in any case.
    static func holdsHeaderName(_ bytes: [UInt8]) -> Bool {
        let name = Array("content-length:".utf8)
        let lower = bytes.map { (65...90).contains($0) ? $0 + 32 : $0 }
        guard lower.count >= name.count else { return false }
        return (0...(lower.count - name.count)).contains { lower[$0..<($0 + name.count)].elementsEqual(name) }
    }
}
