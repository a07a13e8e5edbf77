#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server spawned with `posix_spawn`, its stdin and stdout connected to pipes held by the
/// benchmark (stderr is inherited). Both pipe ends kept here are close-on-exec, so a later
/// child never holds them open.
struct ChildProcess {
    /// The child's process id.
    let pid: pid_t
    /// The write end of the child's stdin.
    let input: Int32
    /// The read end of the child's stdout.
    let output: Int32

    /// The nanoseconds the child has run on a CPU so far (the first field of
    /// `/proc/<pid>/schedstat`, kept by the scheduler to the nanosecond), or `nil` where there is
    /// no such file.
    func cpuNanoseconds() -> UInt64? {
        guard let file = fopen("/proc/\(pid)/schedstat", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: " ").first.flatMap { UInt64($0) }
    }

    /// Spawns `path` with `arguments` (not counting argv[0], which is `path`).
    static func spawn(_ path: String, _ arguments: [String]) throws(BenchError) -> ChildProcess {
        var stdinPipe: [Int32] = [-1, -1]
        var stdoutPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0 else { throw BenchError("pipe failed (errno \(errno))") }
        guard pipe(&stdoutPipe) == 0 else {
            close(stdinPipe[0])
            close(stdinPipe[1])
            throw BenchError("pipe failed (errno \(errno))")
        }
        // The benchmark spawns from one thread: setting close-on-exec after pipe() races nothing.
        for fd in stdinPipe + stdoutPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, nil, argv + [nil], environ)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        guard status == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            throw BenchError("cannot start \(path): \(String(cString: strerror(status)))")
        }
        return ChildProcess(pid: child, input: stdinPipe[1], output: stdoutPipe[0])
    }

    /// Waits for the child to end and closes the stdout pipe; returns its exit status (128 + the
    /// signal when a signal ended it).
    func wait() -> Int32 {
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Kills the child (after a failure) and reaps it.
    func kill() {
        #if canImport(Glibc)
            _ = Glibc.kill(pid, SIGKILL)
        #elseif canImport(Darwin)
            _ = Darwin.kill(pid, SIGKILL)
        #endif
        close(input)
        _ = wait()
    }
}
