import Foundation
import PopsplitJSON
import PopsplitTestSupport

/// A `popsplit` child process spoken to over real pipes: the test writes its stdin, threads
/// collect its stdout and stderr. Every read has a deadline; a daemon still running when the
/// test lets go of it is killed.
final class Daemon {
    /// The child's process id.
    let pid: pid_t
    /// The framing the test writes and expects back.
    let framing: Framing
    /// The child's standard output.
    let stdout: ByteSink
    /// The child's standard error.
    let stderr: ByteSink
    /// The write end of the child's standard input; -1 once closed.
    private var input: Int32
    /// How far the test has read stdout, in bytes.
    private var cursor = 0
    /// The exit code, once the child was reaped (128 + signal when killed).
    private var status: Int32?
    /// The id of the next request `request(_:_:)` sends.
    var nextID: Int64 = 1

    /// The read end of a stderr pipe nobody reads (`readStderr: false`), closed on `deinit`.
    private var unreadStderr: Int32 = -1

    /// Starts `popsplit <arguments>` (or the executable `program` beside it, `popsplit-bench`)
    /// in the repository's root directory. With `readStderr` false nobody ever reads the child's
    /// stderr: the pipe fills and stays full.
    init(
        _ arguments: [String] = ["serve"], framing: Framing = .contentLength, directory: String = BinaryLocator.repositoryRoot,
        readStderr: Bool = true, program: String? = nil
    ) throws {
        signal(SIGPIPE, SIG_IGN)
        let daemon = try BinaryLocator.popsplit()
        let binary = program.map { BinaryLocator.sibling(named: $0, of: daemon) } ?? daemon
        self.framing = framing
        let addChdir = try SpawnSupport.addChdir()
        // Pipes are created and marked close-on-exec under one lock with the spawn, so that no
        // other test's child inherits them (which would keep a pipe open and hide its end).
        SpawnSupport.lock.lock()
        defer { SpawnSupport.lock.unlock() }
        var stdinPipe: [Int32] = [0, 0]
        var stdoutPipe: [Int32] = [0, 0]
        var stderrPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw E2EError("pipe failed (errno \(errno))")
        }
        for fd in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        _ = addChdir(&actions, directory)
        let argv = ([binary] + arguments).map { strdup($0) }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv { free(pointer) }
            for pointer in environment { free(pointer) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, binary, &actions, nil, argv + [nil], environment + [nil])
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard spawned == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw E2EError("posix_spawn \(binary) failed (error \(spawned))")
        }
        pid = child
        input = stdinPipe[1]
        stdout = ByteSink(reading: stdoutPipe[0])
        if readStderr {
            stderr = ByteSink(reading: stderrPipe[0])
        } else {
            unreadStderr = stderrPipe[0]
            stderr = ByteSink(reading: SystemCall.open("/dev/null", O_RDONLY | O_CLOEXEC))
        }
    }

    /// Kills the child if the test did not see it exit.
    deinit {
        stop()
        if unreadStderr >= 0 { close(unreadStderr) }
    }

    // MARK: Writing

    /// Writes raw bytes to the child's stdin (all of them, or throws).
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                SystemCall.write(input, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw E2EError("writing to the daemon's stdin failed (errno \(errno))") }
            offset += written
        }
    }

    /// Writes the UTF-8 of `text` raw (no framing added).
    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Writes `bytes` one byte per write(2), pausing between bytes so that the daemon reads them
    /// one at a time.
    func writeBytewise(_ bytes: [UInt8], pauseMicroseconds: UInt32 = 300) throws {
        for byte in bytes {
            try write([byte])
            usleep(pauseMicroseconds)
        }
    }

    /// Writes one message, framed.
    func send(_ message: JSONValue) throws { try write(framing.frame(JSONCodec.serialize(message))) }

    /// Writes one message given as JSON text, framed.
    func send(text: String) throws { try write(framing.frame(Array(text.utf8))) }

    /// Closes the child's stdin (end of input).
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    // MARK: Reading

    /// The next message on stdout, read strictly; throws on timeout, end of output or a corrupt
    /// stream.
    func next(timeout: Double = 10) throws -> JSONValue {
        let reader = StrictFrameReader(framing: framing)
        var outcome: StrictFrameReader.Outcome = .incomplete
        let seen = stdout.wait(until: Date().addingTimeInterval(timeout)) { bytes, _ in
            outcome = reader.read(bytes, at: cursor)
            if case .incomplete = outcome { return false }
            return true
        }
        switch outcome {
        case .message(let value, let next):
            cursor = next
            return value
        case .corrupt(let why):
            throw E2EError(why)
        case .incomplete:
            let tail = StrictFrameReader.excerpt(seen.bytes, cursor)
            throw E2EError(
                seen.closed
                    ? "the daemon's stdout ended while a message was expected (unread: \(tail)); stderr: \(stderrText)"
                    : "no message from the daemon within \(timeout) s (unread: \(tail)); stderr: \(stderrText)")
        }
    }

    /// Checks that what was sent so far made the daemon write nothing more: a barrier request
    /// (`scene/list`, answered in every state, an error before `initialize` included) is sent,
    /// and the next message must be its reply. The daemon answers in order, so anything the
    /// earlier messages caused would come first. Not for use while a question is outstanding
    /// (the barrier would wait behind it).
    func expectNothingMore() throws {
        let barrier = JSONValue.string("barrier-\(nextID)")
        nextID += 1
        try send(["jsonrpc": "2.0", "id": barrier, "method": "scene/list"])
        let message = try next()
        guard message["id"] == barrier, message["method"] == nil else {
            throw E2EError("unexpected output from the daemon before the barrier's reply: \(JSONCodec.string(message))")
        }
    }

    /// Waits until stderr holds `count` lines containing `text` (within `timeout` seconds);
    /// false when they did not come.
    func waitForStderr(_ text: String, count: Int = 1, timeout: Double = 10) -> Bool {
        let needle = Array(text.utf8)
        let seen = stderr.wait(until: Date().addingTimeInterval(timeout)) { bytes, _ in
            var found = 0
            var index = 0
            while index + needle.count <= bytes.count, found < count {
                if bytes[index..<(index + needle.count)].elementsEqual(needle) {
                    found += 1
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return found >= count
        }
        return seen.done
    }

    /// The whole stdout once it has ended, parsed strictly from its first byte.
    func wholeOutput(timeout: Double = 10) throws -> [JSONValue] {
        let seen = stdout.wait(until: Date().addingTimeInterval(timeout)) { _, closed in closed }
        guard seen.closed else { throw E2EError("the daemon's stdout did not end within \(timeout) s") }
        return try StrictFrameReader(framing: framing).readAll(seen.bytes)
    }

    /// Whether every byte of stdout has been read by ``next(timeout:)``.
    var everythingRead: Bool { stdout.contents.bytes.count == cursor }

    /// What the daemon wrote to stderr so far.
    var stderrText: String { String(decoding: stderr.contents.bytes, as: UTF8.self) }

    /// Stderr once it has ended (the child exited).
    func finalStderr(timeout: Double = 10) -> String {
        let seen = stderr.wait(until: Date().addingTimeInterval(timeout)) { _, closed in closed }
        return String(decoding: seen.bytes, as: UTF8.self)
    }

    // MARK: Exit

    /// Waits for the child to exit; returns its exit code, or throws (after killing it) when it
    /// is still running at the deadline or was killed by a signal.
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while status == nil {
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid {
                let signal = raw & 0x7f
                status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
                if signal != 0 { throw E2EError("the daemon was killed by signal \(signal); stderr: \(stderrText)") }
                break
            }
            if reaped < 0, errno != EINTR { throw E2EError("waitpid failed (errno \(errno))") }
            if Date() > deadline {
                stop()
                throw E2EError("the daemon did not exit within \(timeout) s; stderr: \(stderrText)")
            }
            usleep(5000)
        }
        return status ?? -1
    }

    /// Kills and reaps the child if it is still running; closes stdin.
    func stop() {
        closeInput()
        guard status == nil else { return }
        kill(pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        status = 128 + SIGKILL
    }
}
