import PopsplitModel
import PopsplitTestSupport

/// Reloading an edited document (protocol.md 9.7): a refused document changes nothing; an
/// accepted one gives a scene with the new document, a sane layout, every navigation stack
/// non-empty, the background flag kept, the orientation rule obeyed, and appearance messages that
/// are exactly the difference between the old and new layouts' controllers. Checked on every
/// eighth step when it changed the state (a reload costs as much as opening the document).
struct ReloadEditProperty: SceneProperty {
    /// Checks the launch state.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        try Self.reloadEdited(launch.scene, layout: launch.layout, salt: 0)
    }

    /// Checks some changed states.
    func check(_ step: StepContext) throws(PropertyFailure) {
        guard step.changed, step.index % 8 == 1 else { return }
        try Self.reloadEdited(step.after, layout: step.afterLayout, salt: step.index + 1)
    }

    /// Reloads an edit of `scene`'s document into a copy and checks the result.
    static func reloadEdited(_ scene: Scene, layout: SceneLayout, salt: Int) throws(PropertyFailure) {
        var editor = DocumentEditor(random: SplitMix64.forCase(seed: 0xED17, index: salt))
        let edited = editor.edit(scene.document)
        var copy = scene
        let events: [SceneEvent]
        do {
            events = try copy.reload(edited)
        } catch {
            try PropertyFailure.check(copy == scene, "a refused reload (\(error.message)) changed the scene")
            return
        }
        try PropertyFailure.check(copy.document == edited, "the reloaded scene does not hold the edited document")
        try PropertyFailure.check(copy.isBackgrounded == scene.isBackgrounded, "reload changed the background flag")
        let orientation = edited.orientation != scene.document.orientation ? edited.orientation : scene.orientation
        try PropertyFailure.check(copy.orientation == orientation, "reload gave orientation \(copy.orientation.rawValue), expected \(orientation.rawValue)")
        let after = copy.layout
        try LayoutProperty.check(after, of: copy, specs: DocumentIds(edited).specs)
        let snapshot = copy.snapshot()
        for nav in DocumentIds(edited).navigations {
            try PropertyFailure.check(snapshot.stacks[nav]?.isEmpty == false, "NAV-01 after reload \(nav) has no stack")
        }
        let before = Set(AppearanceProperty.controllers(layout))
        let now = Set(AppearanceProperty.controllers(after))
        let appeared = AppearanceProperty.targets("viewDidAppear:", events)
        let disappeared = AppearanceProperty.targets("viewDidDisappear:", events)
        try PropertyFailure.check(
            Set(appeared) == now.subtracting(before) && Set(disappeared) == before.subtracting(now),
            "reload sent \(Compact.trace(events)) but controllers went from \(before.sorted()) to \(now.sorted())")
    }
}
