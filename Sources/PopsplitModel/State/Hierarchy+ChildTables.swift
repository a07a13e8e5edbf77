extension Hierarchy {
    /// The three tables of a state that give controllers their containers (navigation stacks,
    /// split views' children, custom containers' shown children): what ``Hierarchy`` compares an
    /// old state with a new one by.
    struct ChildTables {
        /// Every navigation controller's stack.
        let stacks: [String: ControllerStack]
        /// Every split view controller's children.
        let splitChildren: [String: [String]]
        /// Every custom container's shown children.
        let containerShown: [String: [String]]

        /// The tables of `state` (shared with it, copy on write).
        init(of state: SceneState) {
            stacks = state.stacks
            splitChildren = state.splitChildren
            containerShown = state.containerShown
        }
    }
}
