import Testing

@testable import PopsplitPreviewServer

/// A client's unmasked frame is found in the raw bytes (RFC 6455 5.1), across any split.
@Suite struct WebSocketFrameScannerTests {
    /// A frame with `payload`, masked or not, with the length's 7, 16 or 64-bit form.
    static func frame(_ payload: [UInt8], masked: Bool) -> [UInt8] {
        var bytes: [UInt8] = [0x81]
        let mask: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            bytes.append(mask | UInt8(payload.count))
        } else if payload.count < 65536 {
            bytes += [mask | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(mask | 127)
            bytes += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        if masked { bytes += [1, 2, 3, 4] }
        return bytes + payload
    }

    @Test func maskedFramesPassAndTheFirstUnmaskedOneIsFound() {
        let masked =
            Self.frame(Array(repeating: 7, count: 10), masked: true) + Self.frame(Array(repeating: 0x80, count: 300), masked: true)
            + Self.frame(Array(repeating: 1, count: 70_000), masked: true)
        let stream = masked + Self.frame([1, 2, 3], masked: false)
        var whole = WebSocketFrameScanner()
        #expect(whole.firstUnmaskedFrame(in: stream) == masked.count)
        var clean = WebSocketFrameScanner()
        #expect(clean.firstUnmaskedFrame(in: masked) == nil)
        // Split anywhere, the answer is the same place (or 0 when the header began earlier).
        for cut in [1, 2, 5, 16, 17, 300, masked.count - 1, masked.count, masked.count + 1] {
            var split = WebSocketFrameScanner()
            #expect(split.firstUnmaskedFrame(in: stream[..<cut]) == nil)
            let rest = stream[cut...]
            let expected = cut <= masked.count ? masked.count - cut : 0
            #expect(split.firstUnmaskedFrame(in: rest) == expected, "cut at \(cut)")
        }
    }
}
