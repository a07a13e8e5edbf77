import Foundation

/// The transport's liveness check without real processes: every pid is alive until ``kill(_:)``
/// is called for it; every check is recorded with its time. Shared by the transport's thread
/// and the test.
final class FakeProcessTable: @unchecked Sendable {
    /// Guards the state below.
    private let lock = NSLock()
    /// The pids reported gone.
    private var dead: Set<Int32> = []
    /// The pids checked, in order, with when (seconds since the table was made).
    private var checks: [(pid: Int32, at: Double)] = []
    /// When the table was made.
    private let start = Date()

    /// Makes `pid` gone from the next check on.
    func kill(_ pid: Int32) {
        lock.lock()
        dead.insert(pid)
        lock.unlock()
    }

    /// The check the transport calls: records it and answers whether `pid` is alive.
    func isAlive(_ pid: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        checks.append((pid, Date().timeIntervalSince(start)))
        return !dead.contains(pid)
    }

    /// The pids checked so far, in order.
    var checkedPids: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return checks.map(\.pid)
    }

    /// When each check happened, in seconds since the table was made.
    var checkTimes: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return checks.map(\.at)
    }
}
