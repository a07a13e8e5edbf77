import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's child channel with the ``ConnectionGuardHandler`` in front of it.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    /// The channel set up behind the guard.
    let inner: Inner
    /// The shared guard.
    let gate: ServerGate

    /// Puts the guard first, then sets up the inner channel.
    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        let gate = self.gate
        let added = channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuardHandler(gate: gate), position: .first)
        }
        return added.flatMap { inner.setup(channel: channel, logger: logger) }
    }

    /// The inner channel's handling.
    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
