import PopsplitJSON
import PopsplitRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pipes one workload through one server, once: spawn it, send `initialize` and wait for its
/// answer (start-up is not timed), then a writer thread writes every timed message while this
/// thread counts the reply frames until the server closes its stdout (after `exit`, or at the
/// end of its input).
enum BenchRunner {
    /// Bytes per read(2).
    static let readSize = 64 * 1024
    /// Give up after this long without a byte from the server, in milliseconds.
    static let stallTimeoutMs: Int32 = 30_000

    /// The result of one pass: the sample, and the reply bodies when `keepBodies` was set.
    static func run(_ workload: BenchWorkload, on server: BenchServer, keepBodies: Bool = false)
        throws(BenchError) -> (sample: BenchSample, bodies: [[UInt8]])
    {
        signal(SIGPIPE, SIG_IGN)
        let child = try ChildProcess.spawn(server.path, server.arguments)
        var counter = FrameCounter(keepsBodies: keepBodies)
        var chunk = [UInt8](repeating: 0, count: readSize)
        do throws(BenchError) {
            try handshake(workload, child: child, server: server, counter: &counter, chunk: &chunk)
        } catch {
            child.kill()
            throw error
        }
        let handshakeFrames = counter.frames
        let outcome = WriteOutcome()
        let timed = workload.timed
        let input = child.input
        let start = nowNs()
        guard
            let writer = BackgroundThread.start({
                outcome.succeeded = writeAll(input, timed)
                outcome.errorNumber = errno
                close(input)
            })
        else {
            child.kill()
            throw BenchError("cannot start the writer thread")
        }
        var lastFrame = start
        var failure: BenchError?
        do throws(BenchError) {
            while true {
                let before = counter.frames
                guard try read(child, into: &chunk, counter: &counter, server: server) else { break }
                if counter.frames != before { lastFrame = nowNs() }
            }
        } catch {
            failure = error
            _ = kill(child.pid, SIGKILL)
        }
        writer.join()
        let status = child.wait()
        if let failure { throw failure }
        guard outcome.succeeded else { throw BenchError("\(server.name): write failed (errno \(outcome.errorNumber))") }
        guard status == 0 else { throw BenchError("\(server.name) exited with status \(status)") }
        guard counter.isBetweenFrames else { throw BenchError("\(server.name) stopped inside a frame") }
        let sample = BenchSample(
            seconds: Double(lastFrame - start) / 1e9, sent: workload.timedMessages, requests: workload.timedRequests,
            received: counter.frames - handshakeFrames)
        return (sample, counter.bodies)
    }

    /// Writes `workload`'s handshake and reads until the answer to its last request (by id) has
    /// come, through `counter` (which then counts the handshake's frames).
    static func handshake(
        _ workload: BenchWorkload, child: ChildProcess, server: BenchServer, counter: inout FrameCounter, chunk: inout [UInt8]
    ) throws(BenchError) {
        // Written from a thread of its own: a large handshake (a hundred documents) fills the
        // server's output pipe while it is still being written.
        let outcome = WriteOutcome()
        let (input, bytes) = (child.input, workload.handshake)
        guard
            let writer = BackgroundThread.start({
                outcome.succeeded = writeAll(input, bytes)
                outcome.errorNumber = errno
            })
        else { throw BenchError("cannot start the handshake's writer thread") }
        var watcher = FrameCounter(keepsBodies: true)
        var seen = 0
        let last = JSONValue.int(Int64(workload.handshakeLastID))
        do throws(BenchError) {
            // Bounded: each pass reads at least one byte until the server closes its output.
            while true {
                let before = watcher.frames
                guard try read(child, into: &chunk, counter: &watcher, server: server) else {
                    throw BenchError("\(server.name) closed its output before answering the handshake")
                }
                guard watcher.frames != before else { continue }
                let answered = watcher.bodies[seen...].contains { body in (try? JSONCodec.parse(body))?["id"] == last }
                seen = watcher.frames
                if answered { break }
            }
        } catch {
            // The writer ends once the server is gone (EPIPE).
            _ = kill(child.pid, SIGKILL)
            writer.join()
            throw error
        }
        for body in watcher.bodies { counter.count(body: body) }
        writer.join()
        guard outcome.succeeded else { throw BenchError("\(server.name): cannot write the handshake (errno \(outcome.errorNumber))") }
    }

    /// Reads one chunk of the server's output into `counter`; false at the end of the output.
    static func read(_ child: ChildProcess, into chunk: inout [UInt8], counter: inout FrameCounter, server: BenchServer)
        throws(BenchError) -> Bool
    {
        while true {
            var descriptor = pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, stallTimeoutMs)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw BenchError("\(server.name) sent nothing for \(stallTimeoutMs / 1000) s") }
            #if canImport(Glibc)
                let count = chunk.withUnsafeMutableBytes { Glibc.read(child.output, $0.baseAddress, $0.count) }
            #else
                let count = chunk.withUnsafeMutableBytes { Darwin.read(child.output, $0.baseAddress, $0.count) }
            #endif
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw BenchError("reading \(server.name) failed (errno \(errno))") }
            if count == 0 { return false }
            let result = chunk.withUnsafeBytes { raw in
                Result { () throws(BenchError) in try counter.feed(UnsafeRawBufferPointer(rebasing: raw[0..<count])) }
            }
            try result.get()
            return true
        }
    }

    /// Writes all of `bytes` to `fd`; false on error (errno tells).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        DescriptorWriter.writeAll(bytes, to: fd)
    }

    /// The monotonic clock, in nanoseconds.
    static func nowNs() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
