import PopsplitModel

/// Reloading the document a scene already has disturbs nothing: the snapshot (and the whole
/// scene) is unchanged and no events are sent (least disturbance, protocol.md 9.7).
struct ReloadProperty: SceneProperty {
    /// Checks the launch state.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        try Self.reloadSame(launch.scene)
    }

    /// Checks the state after the step (each new state once).
    func check(_ step: StepContext) throws(PropertyFailure) {
        guard step.changed else { return }
        try Self.reloadSame(step.after)
    }

    /// `reload(document)` on a copy of `scene`.
    static func reloadSame(_ scene: Scene) throws(PropertyFailure) {
        var copy = scene
        let events: [SceneEvent]
        do {
            events = try copy.reload(scene.document)
        } catch {
            throw PropertyFailure("reloading the same document threw \(error.kind.rawValue) '\(error.message)'")
        }
        try PropertyFailure.check(
            copy.snapshot() == scene.snapshot(),
            "reloading the same document changed the snapshot from \(Compact.snapshot(scene.snapshot())) to \(Compact.snapshot(copy.snapshot()))")
        try PropertyFailure.check(copy == scene, "reloading the same document changed the scene")
        try PropertyFailure.check(events.isEmpty, "reloading the same document sent events: \(Compact.trace(events))")
    }
}
