import PopsplitJSON

/// Reads the daemon's output strictly: in Content-Length mode every frame must be exactly
/// `Content-Length: N\r\n\r\n` and a body of N bytes (no other header, no stray byte); in newline
/// mode every line must be one JSON text. Every body must parse as JSON. Anything else means the
/// stream is corrupt and is reported as an error.
struct StrictFrameReader {
    /// The framing expected.
    let framing: Framing

    /// What the bytes at `offset` hold.
    enum Outcome {
        /// One complete message and the offset just after it.
        case message(JSONValue, next: Int)
        /// The bytes end inside a message (wait for more).
        case incomplete
        /// The bytes cannot be the start of a valid frame.
        case corrupt(String)
    }

    /// Reads the message starting at `offset` of `bytes`.
    func read(_ bytes: [UInt8], at offset: Int) -> Outcome {
        switch framing {
        case .contentLength: return readFrame(bytes, at: offset)
        case .newline: return readLine(bytes, at: offset)
        }
    }

    /// Every message of a whole stream that must end at a frame boundary.
    func readAll(_ bytes: [UInt8]) throws -> [JSONValue] {
        var offset = 0
        var messages: [JSONValue] = []
        while offset < bytes.count {
            switch read(bytes, at: offset) {
            case .message(let value, let next):
                messages.append(value)
                offset = next
            case .incomplete:
                throw E2EError("stdout ends inside a frame at byte \(offset): \(Self.excerpt(bytes, offset))")
            case .corrupt(let why):
                throw E2EError(why)
            }
        }
        return messages
    }

    /// A Content-Length frame with nothing but that header.
    private func readFrame(_ bytes: [UInt8], at offset: Int) -> Outcome {
        let prefix = Array("Content-Length: ".utf8)
        let available = bytes.count - offset
        let compared = min(available, prefix.count)
        guard bytes[offset..<(offset + compared)].elementsEqual(prefix[0..<compared]) else {
            return .corrupt("stdout byte \(offset) does not start a `Content-Length: ` frame: \(Self.excerpt(bytes, offset))")
        }
        guard available > prefix.count else { return .incomplete }
        var index = offset + prefix.count
        var length = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 10 {
            length = length * 10 + Int(bytes[index] - 0x30)
            index += 1
            digits += 1
        }
        guard index < bytes.count else { return .incomplete }
        guard digits > 0 else { return .corrupt("Content-Length without digits at byte \(offset): \(Self.excerpt(bytes, offset))") }
        let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
        let got = bytes[index..<min(bytes.count, index + 4)]
        guard got.elementsEqual(separator[0..<got.count]) else {
            return .corrupt("the header of the frame at byte \(offset) is not exactly `Content-Length: N\\r\\n\\r\\n`: \(Self.excerpt(bytes, offset))")
        }
        guard got.count == 4, bytes.count - (index + 4) >= length else { return .incomplete }
        let body = bytes[(index + 4)..<(index + 4 + length)]
        do {
            return .message(try JSONCodec.parse(body), next: index + 4 + length)
        } catch {
            return .corrupt("the body of the frame at byte \(offset) is not JSON (\(error)): \(Self.excerpt(bytes, index + 4))")
        }
    }

    /// One line holding one JSON text.
    private func readLine(_ bytes: [UInt8], at offset: Int) -> Outcome {
        guard let end = bytes[offset...].firstIndex(of: 0x0A) else { return .incomplete }
        do {
            return .message(try JSONCodec.parse(bytes[offset..<end]), next: end + 1)
        } catch {
            return .corrupt("stdout line at byte \(offset) is not one JSON text (\(error)): \(Self.excerpt(bytes, offset))")
        }
    }

    /// Up to 120 bytes from `offset`, escaped, for error messages.
    static func excerpt(_ bytes: [UInt8], _ offset: Int) -> String {
        let slice = bytes[offset..<min(bytes.count, offset + 120)]
        return String(decoding: slice, as: UTF8.self).debugDescription
    }
}
