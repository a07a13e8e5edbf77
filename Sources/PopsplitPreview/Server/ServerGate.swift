import NIOConcurrencyHelpers

/// What the server's threads share: the guard (once the port is known), the number of pages
/// open, the next connection id.
final class ServerGate: Sendable {
    /// The shared state.
    let box = NIOLockedValueBox<(guard: RequestGuard?, pages: Int, nextId: Int)>((nil, 0, 1))

    /// The guard, nil before the server is bound (every request is then refused).
    var requestGuard: RequestGuard? {
        get { box.withLockedValue { $0.guard } }
        set { box.withLockedValue { $0.guard = newValue } }
    }

    /// Reserves a page slot and an id; nil when ``PageLimits/maximumPages`` are open.
    func reservePage() -> Int? {
        box.withLockedValue { state in
            guard state.pages < PageLimits.maximumPages else { return nil }
            state.pages += 1
            state.nextId += 1
            return state.nextId - 1
        }
    }

    /// Gives a page slot back.
    func releasePage() {
        box.withLockedValue { $0.pages = max(0, $0.pages - 1) }
    }

    /// The number of pages open.
    var openPages: Int { box.withLockedValue { $0.pages } }
}
