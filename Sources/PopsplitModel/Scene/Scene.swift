/// A live scene: a validated ``SceneDocument`` plus its runtime state (orientation, stacks,
/// selections, presentations). A pure value: commands are applied with ``apply(_:answers:)`` and
/// return the events UIKit would deliver; ``layout`` is a pure function of the scene.
public struct Scene: Sendable, Equatable {
    /// The document the scene was opened (or last reloaded) with.
    public internal(set) var document: SceneDocument
    /// The document's lookup tables.
    var index: SceneIndex {
        didSet { hierarchy = Hierarchy(index: index, state: state) }
    }
    /// The live state. Changed in place: while it changes, the hierarchy lets go of its copy
    /// (keeping only the three child tables it compares), so that each change does not copy the
    /// state's tables for it; then it catches up with the new state.
    var state: SceneState {
        get { liveState }
        set {
            let before = hierarchy.detachState()
            liveState = newValue
            hierarchy.update(to: liveState, from: before)
        }
        _modify {
            let before = hierarchy.detachState()
            defer { hierarchy.update(to: liveState, from: before) }
            yield &liveState
        }
    }
    /// The storage of ``state``.
    private var liveState: SceneState
    /// The hierarchy of the current state (parents, containers, what is visible): derived from
    /// `index` and `state`, built when the index changes and updated with each change of the
    /// state at the cost of what changed, never on a read. Its recorded changes say
    /// what a command must validate. Not part of the scene's value (``==`` ignores it).
    var hierarchy: Hierarchy
    /// The layout of the state as a command, an open, a reload or a restore left it;
    /// stale once the state changes (a reload, which changes the document, drops it). Not part of
    /// the scene's value (``==`` ignores it).
    var kept: LaidOutState?

    /// A scene in its launch state (no events).
    init(document: SceneDocument, index: SceneIndex) {
        self.init(document: document, index: index, state: SceneState(launching: index, orientation: document.orientation))
    }

    /// A scene of `document` in `state` (validated by the caller), its hierarchy built once.
    init(document: SceneDocument, index: SceneIndex, state: SceneState) {
        self.document = document
        self.index = index
        self.liveState = state
        self.hierarchy = Hierarchy(index: index, state: state)
    }

    /// Validates `document` (unique ids across controllers, views, items and segues; references
    /// resolve; indexes in range; kinds consistent) and launches it. The events are
    /// `application:didFinishLaunchingWithOptions:` and its notification, `viewWillAppear:` of the
    /// visible controllers (parents first, while the window is made key and visible),
    /// `applicationDidBecomeActive:` and its notification, then their `viewDidAppear:` (UIKit sends
    /// it on the first turn of the run loop, after the app became active).
    public static func open(_ document: SceneDocument) throws(ModelError) -> (scene: Scene, events: [SceneEvent]) {
        let index = try SceneIndex.build(document)
        let scene = Scene(document: document, index: index)
        try scene.state.validate(against: index)
        let appearance = Appearance(before: [], after: scene.hierarchy.visibleControllers, animated: false)
        let willAppear = appearance.events.filter { $0.name != .viewDidAppear }
        let didAppear = appearance.events.filter { $0.name == .viewDidAppear }
        // SPL-05: launching in portrait, a split view controller hides its master and says so first.
        let willHide = scene.visibleSplits.filter { scene.hierarchy.splitHidesMaster($0) && scene.index.controllers[$0]?.split?.implementsWillHide == true }
            .map(scene.willHideEvent)
        let events =
            [SceneEvent.app(.applicationDidFinishLaunchingWithOptions), SceneEvent.app(.uiApplicationDidFinishLaunchingNotification)]
            + willHide
            + willAppear
            + [SceneEvent.app(.applicationDidBecomeActive), SceneEvent.app(.uiApplicationDidBecomeActiveNotification)]
            + didAppear
        var laidOutScene = scene
        laidOutScene.keepLayout()
        return (laidOutScene, events)
    }

    /// Applies one command. Pure and atomic: when it throws, or answers `.needsAnswer`, the scene
    /// is unchanged. `answers` holds the delegate's answers known so far (TAB-01).
    public mutating func apply(_ command: SceneCommand, answers: DelegateAnswers) throws(ModelError) -> CommandOutcome {
        var next = self
        next.hierarchy.forgetChanges()
        let outcome = try next.perform(command, answers: answers)
        guard case .done(let events, let result) = outcome else { return outcome }
        // A versatile split view that left the hierarchy (popped, dismissed) forgets its shown side.
        for side in next.state.shownSides where next.index.type(of: side.split) == .versatileSplit && !next.hierarchy.isActive(side.split) {
            next.state.removeSide(of: side.split)
        }
        // Every step that changes stacks, selections or presentations validated its own result.
        // The layout is kept before settling, which reads it (is the first responder on screen?),
        // and again after, which lays out anew only if settling changed the state.
        next.keepLayout()
        let settled = next.settle(after: self)
        next.keepLayout()
        next.hierarchy.forgetChanges()
        self = consume next
        // Events to controllers the document does not declare (a search display's) are left out.
        var all = settled.events.isEmpty ? events : events + settled.events
        if !index.synthetic.isEmpty { all.removeAll { $0.target.map { index.synthetic.contains($0) } ?? false } }
        var fields = result
        if settled.resized, !fields.contains(where: { $0.value.animation != nil }) {  // POP-05: the change animates
            fields.append(AnimationMetrics.field(kind: .popoverResize, duration: AnimationMetrics.popoverResize))
        }
        return .done(events: all, result: fields)
    }

    /// Everything visible, back to front, in window coordinates (points, y down, origin at the
    /// top-left of the screen as the user holds it).
    public var layout: SceneLayout { laidOut.layout }

    /// The layout of the current state: the one kept when it is of this state, else laid out now
    /// (reusing the kept one's design pass when it applies).
    var laidOut: LaidOutState {
        if let kept, kept.state == state { return kept }
        return LaidOutState(hierarchy: hierarchy, document: document, previous: kept)
    }

    /// Keeps the layout of the current state, laid out once, for what asks next.
    mutating func keepLayout() { kept = laidOut }

    /// Two scenes are equal when their documents, tables and states are (the kept layout is a
    /// function of them).
    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.document == rhs.document && lhs.index == rhs.index && lhs.state == rhs.state
    }

    /// The current interface orientation.
    public var orientation: InterfaceOrientation { state.orientation }

}
