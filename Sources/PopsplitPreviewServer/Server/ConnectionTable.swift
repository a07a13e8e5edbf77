/// The preview server's connections by state, for admission (pure; ``ServerGate`` keeps it
/// under its lock). Every accepted connection starts *pending* (its first request head has not
/// passed the guard yet); the pending are capped, and admitting one more sheds the OLDEST
/// pending connection (the caller closes it), so connections that never finish a head cannot
/// fill the server: the accept loop never stops. A connection whose head passed the guard is
/// *authenticated*; those have their own cap, past which the head is refused (503). So at most
/// `pendingCapacity + authenticatedCapacity` connections are open, besides those being closed.
struct ConnectionTable: Sendable, Equatable {
    /// The most pending connections (``PageLimits/maximumPendingConnections``).
    let pendingCapacity: Int
    /// The most authenticated connections (``PageLimits/maximumAuthenticatedConnections``).
    let authenticatedCapacity: Int
    /// The pending connections' ids, oldest first.
    private(set) var pending: [Int] = []
    /// The authenticated connections' ids.
    private(set) var authenticated: Set<Int> = []
    /// The id the next connection gets.
    private var nextId = 1

    /// An empty table with these caps (each at least 1).
    init(pendingCapacity: Int, authenticatedCapacity: Int) {
        self.pendingCapacity = max(1, pendingCapacity)
        self.authenticatedCapacity = max(1, authenticatedCapacity)
    }

    /// Admits a new connection as pending: its id, and the id of the oldest pending connection
    /// shed to make room (nil when there was room).
    mutating func admit() -> (id: Int, shed: Int?) {
        var shed: Int?
        if pending.count >= pendingCapacity { shed = pending.removeFirst() }
        let id = nextId
        nextId += 1
        pending.append(id)
        return (id, shed)
    }

    /// Moves a pending connection to the authenticated; false (and the connection is forgotten)
    /// when the authenticated cap is reached or the connection was shed. An authenticated
    /// connection stays so (true).
    mutating func authenticate(_ id: Int) -> Bool {
        if authenticated.contains(id) { return true }
        guard let index = pending.firstIndex(of: id) else { return false }
        pending.remove(at: index)
        guard authenticated.count < authenticatedCapacity else { return false }
        authenticated.insert(id)
        return true
    }

    /// Forgets a connection (closed, or refused and closing).
    mutating func remove(_ id: Int) {
        if let index = pending.firstIndex(of: id) { pending.remove(at: index) }
        authenticated.remove(id)
    }
}
