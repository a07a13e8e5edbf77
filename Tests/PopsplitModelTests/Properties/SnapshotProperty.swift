import PopsplitModel

/// `restore(snapshot())` gives an `==` scene with no events; restoring an older snapshot gives
/// that state back, and restoring the newer one then returns to the newer scene (TAB-01: the
/// selected tab is remembered with the rest).
struct SnapshotProperty: SceneProperty {
    /// Every snapshot so far (launch first) with its scene.
    var history: [(snapshot: SceneState, scene: Scene)] = []

    /// Records the launch state.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        history.append((launch.scene.snapshot(), launch.scene))
        try Self.roundTrip(launch.scene)
    }

    /// Round trip, then an older snapshot and back (each new state once: an unchanged scene
    /// gives the same answers, which determinism covers).
    mutating func check(_ step: StepContext) throws(PropertyFailure) {
        guard step.changed else { return }
        let scene = step.after
        let newer = try Self.roundTrip(scene)
        let (older, olderScene) = history[(step.index * 7 + 3) % history.count]
        var copy = scene
        let events: [SceneEvent]
        do {
            events = try copy.restore(older)
            try PropertyFailure.check(copy.snapshot() == older, "restoring an older snapshot does not give it back")
            try PropertyFailure.check(copy == olderScene, "restoring an older snapshot does not give the older scene")
            try copy.restore(newer)
        } catch let error as ModelError {
            throw PropertyFailure("restoring a snapshot the scene once had threw \(error.kind.rawValue) '\(error.message)'")
        } catch {
            throw error as? PropertyFailure ?? PropertyFailure("\(error)")
        }
        try PropertyFailure.check(copy == scene, "restoring an older snapshot, then the newer one, does not return to the newer scene")
        let appearance = ["viewWillDisappear:", "viewWillAppear:", "viewDidDisappear:", "viewDidAppear:"]
        try PropertyFailure.check(
            events.allSatisfy { appearance.contains($0.name.rawValue) && $0.fields == [Field(.animated, .bool(false))] },
            "restore sent other than unanimated appearance messages: \(Compact.trace(events))")
        history.append((newer, scene))
    }

    /// `restore(snapshot())` on a copy: an `==` scene, no events. Returns the snapshot.
    @discardableResult
    static func roundTrip(_ scene: Scene) throws(PropertyFailure) -> SceneState {
        let snapshot = scene.snapshot()
        var copy = scene
        let events: [SceneEvent]
        do {
            events = try copy.restore(snapshot)
        } catch {
            throw PropertyFailure("restore(snapshot()) threw \(error.kind.rawValue) '\(error.message)'")
        }
        try PropertyFailure.check(copy == scene, "restore(snapshot()) changed the scene")
        try PropertyFailure.check(events.isEmpty, "restore(snapshot()) sent events: \(Compact.trace(events))")
        return snapshot
    }
}
