/// The secret every request to the preview server carries (`?token=`): 128 random bits from the
/// system's generator (getrandom(2) on Linux), written as 32 lowercase hex digits.
public struct PreviewToken: Sendable, Equatable {
    /// The token as it appears in URLs.
    public let text: String

    /// The number of random bytes.
    public static let byteCount = 16

    /// A fresh random token.
    public static func random() -> PreviewToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return PreviewToken(bytes: bytes)
    }

    /// The token of `bytes` (hex).
    init(bytes: [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        self.text = String(decoding: text, as: UTF8.self)
    }

    /// A token read back from its text (a token file); nil unless exactly 32 lowercase hex digits.
    public init?(text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == PreviewToken.byteCount * 2,
            utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.text = text
    }

    /// Whether `candidate` is this token, compared in time independent of where they differ.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(text.utf8)
        let b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
