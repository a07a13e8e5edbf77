/// What the bytes a connection sends are, to the ``ConnectionGuardHandler``.
enum ConnectionPhase: Equatable {
    /// Request heads (the preview takes no content, so every request is a head alone).
    case heads
    /// WebSocket frames, after an upgrade request passed the guard.
    case frames
    /// Nothing more is read: the connection was refused and is closing.
    case refused
}
