import Foundation
import PopsplitRPC
import Testing

/// Process hygiene: the stream's descriptor is moved aside so stray writes cannot corrupt it.
@Suite struct StdoutDiversionTests {
    /// Reads what is available on a pipe's read end (after its writers closed).
    func drain(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes text to a descriptor.
    func put(_ text: String, _ fd: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// After diversion the private copy reaches the real stream; the old number reaches the target.
    @Test func privateCopyKeepsTheStreamAndTheOldNumberGoesToTheTarget() throws {
        var stream: [Int32] = [0, 0]
        var log: [Int32] = [0, 0]
        try #require(pipe(&stream) == 0 && pipe(&log) == 0)
        let privateFD = try StdioTransport.divert(stream[1], to: log[1])
        #expect(fcntl(privateFD, F_GETFD) & FD_CLOEXEC != 0)
        put("protocol\n", privateFD)
        put("stray print\n", stream[1])
        close(privateFD)
        close(stream[1])
        close(log[1])
        #expect(drain(stream[0]) == "protocol\n")
        #expect(drain(log[0]) == "stray print\n")
        close(stream[0])
        close(log[0])
    }
}
