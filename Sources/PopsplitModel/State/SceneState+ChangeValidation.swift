/// A command's check of its result: what it changed, not what the scene holds.
extension SceneState {
    /// Throws what ``validate(against:)`` throws for this state, checking the structure only where
    /// `hierarchy` (this state's hierarchy) recorded changes since the command began: a command
    /// on a scene of ten thousand controllers checks the stack it changed, not every stack.
    /// An unsound change runs the full check, which names the first broken invariant; debug
    /// builds (the tests) also run the full check after every sound one and stop if it disagrees.
    func validate(changesOf hierarchy: Hierarchy) throws(ModelError) {
        let index = hierarchy.index
        guard hierarchy.changesAreSound else { return try validate(against: index) }
        try validateBeyondStructure(index, hierarchy)
        assert(passesFullCheck(index), "a command's own checks passed a state the full check refuses")
    }

    /// Whether the full check passes (debug builds compare it with a command's own checks).
    private func passesFullCheck(_ index: SceneIndex) -> Bool { (try? validate(against: index)) != nil }
}
