/// STEP 1 of a layout (``LayoutEngine``): the state as it would be in the document's launch
/// orientation, and the design size of each controller's view laid out in it. A function of the
/// document and ``launchState`` alone, so a layout of the same document whose launch state is the
/// same reuses it: a command in the other orientation lays out once, not twice.
struct DesignPass: Sendable {
    /// The state laid out: the live state in the launch orientation, without split views' shown
    /// sides or run-time split points, with the sides hidden at launch shown slid over.
    let launchState: SceneState
    /// The frame size of every controller laid out in ``launchState``.
    let sizes: [String: Size]
}
