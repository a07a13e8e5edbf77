import PopsplitModel

extension ReadUnit {
    /// The spec a unit's reading returned (`nil` when the value was not an object or was nested
    /// too deeply).
    enum Payload: Sendable, Equatable {
        /// A controller's.
        case controller(ControllerSpec?)
        /// A view's.
        case view(ViewSpec?)
        /// The `controllers` list's.
        case controllers([ControllerSpec])
    }
}
