/// The outbound event ``ResponseEndMarker`` sends toward the ``ConnectionGuardHandler`` when
/// Hummingbird has written the end of a response.
struct ResponseEnded: Sendable {}
