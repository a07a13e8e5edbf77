import PopsplitDocument
import PopsplitModel
import PopsplitRender

/// One open scene and the counters the protocol keeps for it (``SceneEntryFields``): a value
/// whose fields live in one box that its copies share until one of them changes (then that copy
/// takes a box of its own). A request copies its scene's entry several times (out of the table,
/// into the result of publishing, back); each copy costs one reference count instead of one per
/// reference the scene holds.
struct SceneEntry: Equatable {
    /// The shared fields.
    private var box: SceneEntryBox

    /// An entry for `scene` with its counters.
    init(scene: Scene, layoutVersion: Int, lastLayout: SceneLayout, eventCount: Int) {
        box = SceneEntryBox(SceneEntryFields(scene: scene, layoutVersion: layoutVersion, lastLayout: lastLayout, eventCount: eventCount))
    }

    /// Entries are equal when their fields are.
    static func == (lhs: SceneEntry, rhs: SceneEntry) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The fields, for changing: the box is copied first when another entry shares it. Each
    /// field is read in place (`_read`): `entry.scene.layout` copies the layout, not the scene.
    private var fields: SceneEntryFields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = SceneEntryBox(box.fields) }
            yield &box.fields
        }
    }

    /// ``SceneEntryFields/scene``.
    var scene: Scene {
        _read { yield box.fields.scene }
        _modify { yield &fields.scene }
    }
    /// The scene's interface orientation.
    var orientation: InterfaceOrientation { box.fields.scene.orientation }
    /// ``SceneEntryFields/layoutVersion``.
    var layoutVersion: Int {
        _read { yield box.fields.layoutVersion }
        set { fields.layoutVersion = newValue }
    }
    /// ``SceneEntryFields/lastLayout``.
    var lastLayout: SceneLayout {
        _read { yield box.fields.lastLayout }
        set { fields.lastLayout = newValue }
    }
    /// ``SceneEntryFields/eventCount``.
    var eventCount: Int {
        _read { yield box.fields.eventCount }
        set { fields.eventCount = newValue }
    }
    /// ``SceneEntryFields/documentPath``.
    var documentPath: String? {
        _read { yield box.fields.documentPath }
        set { fields.documentPath = newValue }
    }
    /// ``SceneEntryFields/previousLayout``.
    var previousLayout: SceneLayout? {
        _read { yield box.fields.previousLayout }
        set { fields.previousLayout = newValue }
    }
    /// ``SceneEntryFields/transitionStart``.
    var transitionStart: TransitionStart? {
        _read { yield box.fields.transitionStart }
        set { fields.transitionStart = newValue }
    }
    /// The animation that led to `lastLayout`, if it animated (`scene/render`'s `at`).
    var lastTransition: RenderTransition? { transitionStart?.renderTransition(now: lastLayout) }
    /// ``SceneEntryFields/documentText``.
    var documentText: String? {
        _read { yield box.fields.documentText }
        set { fields.documentText = newValue }
    }
    /// ``SceneEntryFields/sourceMap``.
    var sourceMap: DocumentSourceMap? {
        _read { yield box.fields.sourceMap }
        set { fields.sourceMap = newValue }
    }
    /// ``SceneEntryFields/encodedNodes``.
    var encodedNodes: EncodedNodes? {
        _read { yield box.fields.encodedNodes }
        set { fields.encodedNodes = newValue }
    }
    /// ``SceneEntryFields/svgCache``.
    var svgCache: SVGCache? {
        _read { yield box.fields.svgCache }
        set { fields.svgCache = newValue }
    }
}
