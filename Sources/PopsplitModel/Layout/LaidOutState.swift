/// The layout of one state, kept with the state it was laid out for (the layout is
/// computed once per state). A command lays its result out once; its result, its `scene/layout`
/// notification and the next command's hit-testing share that value. Anything that changes the
/// state makes it stale, and the scene lays the new state out when asked (``Scene/laidOut``).
/// Immutable, so a reference: a scene's copy (every command works on one) retains it once
/// rather than each of the state's, the engine's and the layout's own references.
final class LaidOutState: Sendable {
    /// The state laid out.
    let state: SceneState
    /// The engine after STEPS 1 and 2 (frames, placements).
    let engine: LayoutEngine
    /// The visible nodes with their roles, back to front (STEP 3).
    let placed: [PlacedNode]
    /// The public layout.
    let layout: SceneLayout

    /// Lays out the state of `hierarchy`.
    init(hierarchy: Hierarchy, document: SceneDocument) {
        let state = hierarchy.state
        self.state = state
        engine = LayoutEngine.laidOut(hierarchy: hierarchy, document: document)
        placed = LayoutEngine.visible(engine, state: state)
        layout = LayoutEngine.layout(engine: engine, placed: placed, state: state, document: document)
    }
}
