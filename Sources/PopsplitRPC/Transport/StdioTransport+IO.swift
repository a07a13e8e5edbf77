import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls of the loop.
extension StdioTransport {
    /// Waits until the input is readable (true) or the next question deadline or client process
    /// check comes (false, after ticking the session into `pending`). The caller has written
    /// everything it held: nothing waits in `pending` while this blocks.
    func wait(for session: RPCSession, into pending: inout OutputBuffer) -> Bool {
        let now = clock()
        let wakeUps = [session.nextDeadline, livenessCheckDue(session: session)].compactMap { $0 }
        let timeout: Int32 =
            wakeUps.min().map { wakeUp in
                let (wait, overflow) = wakeUp.subtractingReportingOverflow(now)
                return overflow ? Int32.max : Int32(clamping: max(0, wait))
            } ?? -1
        if let side = sideChannel { return wait(for: session, side: side, timeout: timeout, into: &pending) }
        var descriptor = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        if ready > 0 { return true }
        if ready < 0, errno != EINTR {
            session.logger.log(.error, "poll failed (errno \(errno))")
            return true
        }
        if ready == 0 {
            pending.append(session.tick(nowMs: clock()).wire, encoder: FrameEncoder(mode: session.framing))
        }
        return false
    }

    /// ``wait(for:into:)`` with a side channel: polls stdin and the side channel's descriptor; runs
    /// the side channel's work (into `pending`) when it is ready; true when stdin is.
    func wait(for session: RPCSession, side: any TransportSideChannel, timeout: Int32, into pending: inout OutputBuffer) -> Bool {
        var descriptors = [
            pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: side.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout)
        if ready < 0 {
            if errno != EINTR { session.logger.log(.error, "poll failed (errno \(errno))") }
            return errno != EINTR
        }
        if descriptors[1].revents != 0 {
            pending.append(side.drain(into: session, nowMs: clock()).wire, encoder: FrameEncoder(mode: session.framing))
        }
        if descriptors[0].revents != 0 { return true }
        if ready == 0 {
            pending.append(session.tick(nowMs: clock()).wire, encoder: FrameEncoder(mode: session.framing))
        }
        return false
    }

    /// Frames `messages` into `pending`, writing it whenever it reaches 64 KiB
    /// (``OutputBuffer/chunkBytes``); false (after logging) when a write failed: the client is gone.
    func emit(_ messages: [OutgoingMessage], encoder: FrameEncoder, into pending: inout OutputBuffer, logger: any RPCLogger) -> Bool {
        guard !messages.isEmpty else { return true }
        guard pending.append(messages, encoder: encoder, writingFullChunksTo: { writeAll($0) }) else {
            logger.log(.error, "write failed (errno \(errno)): the client is gone")
            return false
        }
        return true
    }

    /// Writes what `pending` holds, if anything, and empties it; false (after logging) when the
    /// write failed: the client is gone.
    func flush(_ pending: inout OutputBuffer, logger: any RPCLogger) -> Bool {
        guard !pending.isEmpty else { return true }
        guard writeAll(pending.bytes) else {
            logger.log(.error, "write failed (errno \(errno)): the client is gone")
            return false
        }
        pending.clear()
        return true
    }

    /// Writes all of `bytes` to the output, through partial writes and EINTR; false on error.
    func writeAll(_ bytes: [UInt8]) -> Bool {
        DescriptorWriter.writeAll(bytes, to: outputFD)
    }
}
