import Foundation

/// The bytes a child process wrote to one of its pipes, collected by a reader thread; readers
/// wait on it with a deadline.
final class ByteSink: @unchecked Sendable {
    /// Guards `bytes` and `closed`, and signals each change.
    private let condition = NSCondition()
    /// Everything read so far.
    private var bytes: [UInt8] = []
    /// Whether the pipe reached end of file.
    private var closed = false

    /// Starts a thread reading `fd` to its end, then closing it.
    init(reading fd: Int32) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                condition.lock()
                if count > 0 {
                    bytes.append(contentsOf: chunk[0..<count])
                } else {
                    closed = true
                }
                condition.broadcast()
                condition.unlock()
                if count <= 0 { break }
            }
            close(fd)
        }
        thread.start()
    }

    /// A copy of the bytes read so far, and whether the pipe is at its end.
    var contents: (bytes: [UInt8], closed: Bool) {
        condition.lock()
        defer { condition.unlock() }
        return (bytes, closed)
    }

    /// Waits until `done` holds for the contents or `deadline` passes; returns the last contents
    /// seen and whether `done` held.
    func wait(until deadline: Date, for done: ([UInt8], Bool) -> Bool) -> (bytes: [UInt8], closed: Bool, done: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if done(bytes, closed) { return (bytes, closed, true) }
            if closed || !condition.wait(until: deadline) { return (bytes, closed, done(bytes, closed)) }
        }
    }
}
