import Foundation

/// A real process standing in for the editor whose pid the daemon watches: `sleep 30`, spawned
/// and reaped by the test. Killing it leaves no zombie (a zombie still answers kill(pid, 0)).
final class StandInEditor {
    /// The child's process id.
    let pid: pid_t
    /// Whether the child was reaped.
    private var reaped = false

    /// Spawns `sleep 30` (found on PATH).
    init() throws {
        SpawnSupport.lock.lock()
        defer { SpawnSupport.lock.unlock() }
        let arguments: [String] = ["sleep", "30"]
        let argv = arguments.map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "sleep", nil, nil, argv + [nil], environ)
        guard spawned == 0 else { throw E2EError("posix_spawnp sleep failed (error \(spawned))") }
        pid = child
    }

    /// Kills the child (SIGKILL) and reaps it, so that the pid names no process any more.
    func killAndReap() {
        guard !reaped else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped = true
    }

    /// Kills the child if the test did not.
    deinit { killAndReap() }
}
