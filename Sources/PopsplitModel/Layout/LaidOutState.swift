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
    /// STEP 1's design pass: this state's, when it needed one (another orientation than the
    /// document's, a popover, an in-call status bar, split points set at run time), else the
    /// last one a layout before it made, for the next to reuse.
    let design: DesignPass?

    /// Lays out the state of `hierarchy`, reusing the design pass of `previous` (a layout of
    /// the same document) when it applies.
    init(hierarchy: Hierarchy, document: SceneDocument, previous: LaidOutState?) {
        let state = hierarchy.state
        // Worked out in locals: passing this object's own properties along would copy them.
        let (engine, design) = LayoutEngine.laidOut(hierarchy: hierarchy, document: document, reusing: previous?.design)
        let placed = LayoutEngine.visible(engine, state: state)
        layout = LayoutEngine.layout(engine: engine, placed: placed, state: state, document: document)
        self.state = state
        self.engine = engine
        self.placed = placed
        self.design = design
    }
}
