#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A detached POSIX thread running one closure: the pipe's reader and writer (no Foundation, no
/// Dispatch, so that the daemon loads neither).
public enum LinkThread {
    /// The closure handed to the thread, boxed to cross the C boundary.
    final class Body {
        /// The work.
        let run: () -> Void
        /// A box for `run`.
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new detached thread; false when the thread could not be created.
    public static func start(_ body: @escaping () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if os(Linux)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let status = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, box)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        // A thread that cannot be detached runs all the same; only its exit status is then kept.
        #if os(Linux)
            let detached = pthread_detach(thread)
        #else
            let detached = thread.map { pthread_detach($0) } ?? 0
        #endif
        _ = detached
        return true

    }
}
