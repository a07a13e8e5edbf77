/// The two framings of the protocol (protocol.md, section 2), as the test client writes and
/// strictly reads them.
enum Framing: Sendable {
    /// `Content-Length: N\r\n\r\n` + N bytes of body.
    case contentLength
    /// One compact JSON message per line.
    case newline

    /// `body` framed for the daemon.
    func frame(_ body: [UInt8]) -> [UInt8] {
        switch self {
        case .contentLength: return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        case .newline: return body + [0x0A]
        }
    }
}
