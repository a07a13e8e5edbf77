import NIOConcurrencyHelpers
import NIOCore
import PopsplitPreviewLink

/// What the server's threads share: the guard (once the port is known), the number of pages
/// open, the next page id, and the table of open connections (with the channels, to close a
/// shed one from any thread).
final class ServerGate: Sendable {
    /// The shared state.
    let box = NIOLockedValueBox<(guard: RequestGuard?, pages: Int, nextId: Int, origins: [ExternalOrigin])>((nil, 0, 1, []))
    /// The connections, and the channel of each.
    let connections = NIOLockedValueBox<(table: ConnectionTable, channels: [Int: any Channel])>(
        (
            ConnectionTable(
                pendingCapacity: PageLimits.maximumPendingConnections,
                authenticatedCapacity: PageLimits.maximumAuthenticatedConnections),
            [:]
        ))

    /// The guard, nil before the server is bound (every request is then refused). A guard set
    /// here accepts the external origins allowed so far.
    var requestGuard: RequestGuard? {
        get { box.withLockedValue { $0.guard } }
        set {
            box.withLockedValue { state in
                state.guard = newValue
                for origin in state.origins { state.guard?.allow(origin) }
            }
        }
    }

    /// Accepts the page through `origin` too, from now on (kept for a guard set later).
    func allow(_ origin: ExternalOrigin) {
        box.withLockedValue { state in
            if !state.origins.contains(origin) {
                state.origins.append(origin)
                if state.origins.count > RequestGuard.maximumExternalOrigins { state.origins.removeFirst() }
            }
            state.guard?.allow(origin)
        }
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

    /// Admits a just-accepted `channel` as pending: its id. When the pending connections were at
    /// their cap, the oldest of them is closed here to make room.
    func admit(_ channel: any Channel) -> Int {
        let (id, shed) = connections.withLockedValue { state -> (Int, (any Channel)?) in
            let admitted = state.table.admit()
            state.channels[admitted.id] = channel
            guard let shedId = admitted.shed else { return (admitted.id, nil) }
            return (admitted.id, state.channels.removeValue(forKey: shedId))
        }
        shed?.close(promise: nil)
        return id
    }

    /// Marks connection `id` as past the guard; false when it may not be (the authenticated
    /// cap is reached, or it was shed): it is then forgotten, to be refused and closed.
    func authenticate(_ id: Int) -> Bool {
        connections.withLockedValue { state in
            let admitted = state.table.authenticate(id)
            if !admitted { state.channels[id] = nil }
            return admitted
        }
    }

    /// Forgets connection `id` (closed, or refused and closing).
    func forget(_ id: Int) {
        connections.withLockedValue { state in
            state.table.remove(id)
            state.channels[id] = nil
        }
    }
}
