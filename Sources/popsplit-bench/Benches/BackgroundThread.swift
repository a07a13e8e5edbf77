#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX thread running one closure (the benchmark's writer), joined with ``join()``.
/// The bench stays off Foundation, so that `popsplit serve` does not load it at start-up.
final class BackgroundThread {
    /// The thread, once started.
    #if os(Linux)
        private var thread = pthread_t()
    #else
        private var thread: pthread_t?
    #endif

    /// The closure handed to the thread, boxed to cross the C boundary.
    private final class Body {
        /// The work.
        let run: () -> Void
        /// A box for `run`.
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread; nil when the thread could not be created.
    static func start(_ body: @escaping () -> Void) -> BackgroundThread? {
        let background = BackgroundThread()
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(
            &background.thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, box)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return background
    }

    /// Waits for the thread to finish.
    func join() {
        #if os(Linux)
            pthread_join(thread, nil)
        #else
            if let thread { pthread_join(thread, nil) }
        #endif
    }
}
