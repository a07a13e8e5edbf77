import PopsplitPreviewLink

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting the page server: `posix_spawn` with its stdin and stdout on two new pipes (stderr is
/// the daemon's), and the handshake (its `ready` or `failed` frame). Every system call's result
/// is checked; on failure every descriptor made is closed.
enum ChildSpawn {
    /// Spawns `path` with no arguments; the daemon's ends of the pipes are close-on-exec, so no
    /// other child inherits them, and the page server sees the end of its stdin exactly when the
    /// daemon is gone.
    static func spawn(path: String) throws(PreviewStartError) -> SpawnedChild {
        // A write to a page server that died must fail with EPIPE, not end the daemon.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw PreviewStartError(message: "cannot create a pipe to the page server (errno \(errno))") }
        guard pipe(&fromChild) == 0 else {
            let code = errno
            closeAll(toChild)
            throw PreviewStartError(message: "cannot create a pipe from the page server (errno \(code))")
        }
        let all = toChild + fromChild
        for fd in all where fcntl(fd, F_SETFD, FD_CLOEXEC) != 0 {
            let code = errno
            closeAll(all)
            throw PreviewStartError(message: "cannot set up the page server's pipes (errno \(code))")
        }
        var actions = posix_spawn_file_actions_t()
        guard posix_spawn_file_actions_init(&actions) == 0 else {
            closeAll(all)
            throw PreviewStartError(message: "cannot prepare the page server's start")
        }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO) == 0,
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO) == 0
        else {
            closeAll(all)
            throw PreviewStartError(message: "cannot prepare the page server's descriptors")
        }
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        defer { for argument in argv { free(argument) } }
        let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            closeAll([toChild[1], fromChild[0]])
            throw PreviewStartError(message: "cannot start the page server \(path) (\(String(cString: strerror(status))))")
        }
        return SpawnedChild(pid: pid, writeFD: toChild[1], readFD: fromChild[0])
    }

    /// Waits at most `timeoutMs` for the page server's first frame: `ready` (its port) or
    /// `failed` (its reason); frames after it stay in `decoder`.
    static func awaitReady(_ readFD: Int32, decoder: inout LinkDecoder, timeoutMs: Int64) throws(PreviewStartError) -> Int {
        let deadline = WallClock.monotonicMs() + timeoutMs
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let frame: LinkFrame?
            do {
                frame = try decoder.next()
            } catch {
                throw PreviewStartError(message: "the page server's answer is not a frame (\(error))")
            }
            switch frame {
            case .ready(let port)?: return port
            case .failed(let message)?: throw PreviewStartError(message: message)
            case let other?: throw PreviewStartError(message: "the page server said \(other) before it was ready")
            case nil: break
            }
            let left = deadline - WallClock.monotonicMs()
            guard left > 0 else { throw PreviewStartError(message: "the page server did not start within \(timeoutMs / 1000) s") }
            var descriptor = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: left))
            if ready < 0 {
                if errno == EINTR { continue }
                throw PreviewStartError(message: "poll failed while the page server started (errno \(errno))")
            }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PreviewStartError(message: "cannot read the page server's answer (errno \(errno))")
            }
            guard count > 0 else { throw PreviewStartError(message: "the page server exited before it was ready") }
            decoder.feed(chunk[0..<count])
        }
    }

    /// Gives up a child that did not start: kills it, reaps it, closes the daemon's ends.
    static func abandon(_ child: SpawnedChild) {
        kill(child.pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        closeAll([child.writeFD, child.readFD])
    }

    /// Closes `descriptors` (each is ours; a failed close leaves nothing to undo).
    static func closeAll(_ descriptors: [Int32]) {
        for fd in descriptors where fd >= 0 { close(fd) }
    }
}
