#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watching the client process: the daemon exits when the editor that started it is gone
/// (LSP's `processId` convention), even if its end of the input pipe stays open (a pipe inherited
/// by a grandchild, an editor killed with SIGKILL ...).
extension StdioTransport {
    /// Whether process `pid` exists: `kill(pid, 0)` fails with ESRCH only when there is no such
    /// process (EPERM means it exists but belongs to someone else).
    public static func processExists(_ pid: Int32) -> Bool {
        !(kill(pid, 0) == -1 && errno == ESRCH)
    }

    /// The process watched now: the command line's, else the one `initialize` named; nil when
    /// none.
    func watchedProcessId(session: RPCSession) -> Int32? {
        clientProcessId ?? session.clientProcessId
    }

    /// When the watched process must next be checked (on ``clock``'s scale, milliseconds), for
    /// poll(2)'s timeout; nil when no process is watched.
    func livenessCheckDue(session: RPCSession) -> Int64? {
        guard watchedProcessId(session: session) != nil else { return nil }
        return nextLivenessCheckMs ?? clock()
    }

    /// Checks the watched process when a check is due (at once the first time, then at most
    /// once per ``livenessIntervalMs``); true, after logging, when it is gone.
    func clientIsGone(session: RPCSession) -> Bool {
        guard let pid = watchedProcessId(session: session) else { return false }
        let now = clock()
        if let next = nextLivenessCheckMs, now < next { return false }
        if nextLivenessCheckMs == nil {
            let source = clientProcessId != nil ? "--client-process-id" : "initialize"
            session.logger.log(.info, "watching client process \(pid) (from \(source))")
        }
        nextLivenessCheckMs = now + StdioTransport.livenessIntervalMs
        guard !processIsAlive(pid) else {
            session.logger.log(.trace, "client process \(pid) is alive")
            return false
        }
        session.logger.log(.info, "client process \(pid) is gone: exiting")
        return true
    }
}
