extension ReadUnit {
    /// What a unit's reading depended on besides its value, its path and its nesting: a unit is
    /// replayed only where its context is the same.
    enum Context: Sendable, Equatable {
        /// A controller; `detached` when it is a top-level entry of `controllers`.
        case controller(detached: Bool)
        /// A view, with the id it gets when it has none (`inbox.views[0]`: its controller's id).
        case view(derivedId: String)
        /// The document's `controllers` list, read whole (one unit for the pool, not one per
        /// controller, when an edit is elsewhere).
        case controllerList
    }
}
