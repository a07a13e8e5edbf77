import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitTestSupport

/// A ``StdioTransport`` serving a ``FakeHandler`` on its own thread over two real pipe(2)
/// pairs: the test writes the client's bytes and reads the daemon's.
final class PipeHarness: @unchecked Sendable {
    /// The client's end of the daemon's input (written by the test); -1 once closed.
    private(set) var clientWrite: Int32 = -1
    /// The client's end of the daemon's output (read by the test).
    let clientRead: Int32
    /// The daemon's ends, closed when the transport returns.
    private let daemonRead: Int32
    /// (write end of the output pipe)
    private let daemonWrite: Int32
    /// The log shared with the daemon thread.
    let logger = LockedLogger()
    /// Signalled when the transport returns.
    private let done = DispatchSemaphore(value: 0)
    /// Guards `code`.
    private let lock = NSLock()
    /// The transport's exit code, once returned.
    private var code: Int32?
    /// Decodes what the daemon wrote.
    private var decoder = FrameDecoder()

    /// Creates the pipes and starts the daemon thread. `clientProcessId` is the transport's
    /// command-line pid; `processes`, when given, answers its liveness checks (every process is
    /// alive otherwise); `gate` is what the handler's `wait` method blocks on.
    init(clientProcessId: Int32? = nil, processes: FakeProcessTable? = nil, gate: DispatchSemaphore? = nil) throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw HarnessError.pipe }
        daemonRead = input[0]
        clientWrite = input[1]
        clientRead = output[0]
        daemonWrite = output[1]
        let (read, write, logger) = (daemonRead, daemonWrite, logger)
        let thread = Thread { [self] in
            let session = RPCSession(handler: FakeHandler(gate: gate), logger: logger)
            let transport = StdioTransport(
                inputFD: read, outputFD: write, clientProcessId: clientProcessId,
                processIsAlive: { pid in processes?.isAlive(pid) ?? true })
            let result = transport.run(session: session)
            close(read)
            close(write)
            lock.lock()
            code = result
            lock.unlock()
            done.signal()
        }
        thread.start()
    }

    /// Writes client bytes.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(clientWrite, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Closes the daemon's input (end of input).
    func closeInput() {
        if clientWrite >= 0 { close(clientWrite) }
        clientWrite = -1
    }

    /// Reads until `count` messages arrived or `timeoutMs` passed; returns them as compact JSON.
    func read(count: Int, timeoutMs: Int = 5000) -> [String] {
        var messages: [String] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(Double(timeoutMs) / 1000)
        while messages.count < count, Date() < deadline {
            var descriptor = pollfd(fd: clientRead, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { SystemCall.read(clientRead, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            for event in decoder.feed(Array(chunk[0..<n])) {
                if case .message(let body) = event { messages.append(String(decoding: body, as: UTF8.self)) }
            }
        }
        return messages
    }

    /// The framing the daemon's output was detected to use.
    var outputMode: FramingMode? { decoder.mode }

    /// Waits for the transport to return; its exit code, or nil on timeout.
    func exitCode(timeoutMs: Int = 5000) -> Int32? {
        guard done.wait(timeout: .now() + .milliseconds(timeoutMs)) == .success else { return nil }
        done.signal()
        lock.lock()
        defer { lock.unlock() }
        return code
    }

    /// Closes the test's ends (after the daemon returned).
    func shutDown() {
        closeInput()
        close(clientRead)
    }

    /// Why a harness could not start.
    enum HarnessError: Error { case pipe }
}
