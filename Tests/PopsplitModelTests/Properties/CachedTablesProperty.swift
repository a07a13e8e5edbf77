@testable import PopsplitModel

/// The tables a scene keeps up to date instead of rebuilding them (the hierarchy's
/// parent map, its state, its record of changes, its visible controllers worked out once per
/// state) and the layout it keeps (laid out with the design pass of the layout before it) equal
/// the ones worked out from scratch after launch and after every call of `apply`, and every
/// state a command left passes the full invariant check, not only the command's own checks of
/// what it changed.
struct CachedTablesProperty: SceneProperty {
    /// Checks the launched scene.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        try Self.check(launch.scene, after: "launch")
    }

    /// Checks the scene each call of `apply` left.
    mutating func check(_ step: StepContext) throws(PropertyFailure) {
        for (n, attempt) in step.attempts.enumerated() {
            try Self.check(attempt.scene, after: "\(Compact.command(step.command)) (call \(n + 1))")
        }
        try Self.check(step.after, after: Compact.command(step.command))
    }

    /// Compares `scene`'s kept tables with fresh ones and runs the full check.
    static func check(_ scene: Scene, after what: String) throws(PropertyFailure) {
        let fresh = Hierarchy(index: scene.index, state: scene.state)
        try PropertyFailure.check(
            scene.hierarchy.parents == fresh.parents,
            "after \(what) the kept parent map differs from a fresh one: \(Self.difference(scene.hierarchy.parents.entries, fresh.parents.entries))")
        try PropertyFailure.check(scene.hierarchy.state == scene.state, "after \(what) the hierarchy holds another state than the scene")
        try PropertyFailure.check(scene.hierarchy.changes.isEmpty, "after \(what) the scene still records changes \(scene.hierarchy.changes)")
        try PropertyFailure.check(
            scene.hierarchy.visibleControllers == fresh.visibleControllers,
            "after \(what) the kept visible controllers \(scene.hierarchy.visibleControllers) differ from fresh ones \(fresh.visibleControllers)")
        if let kept = scene.kept, kept.state == scene.state {
            let laidOut = LaidOutState(hierarchy: fresh, document: scene.document, previous: nil)
            try PropertyFailure.check(
                kept.layout == laidOut.layout, "after \(what) the kept layout (design pass reused) differs from one laid out from scratch")
            try PropertyFailure.check(
                kept.design?.sizes == laidOut.design?.sizes || laidOut.design == nil,
                "after \(what) the kept design pass differs from one worked out from scratch")
        }
        do {
            try scene.state.validate(against: scene.index)
        } catch {
            throw PropertyFailure("after \(what) the state fails the full check: \(error.message)")
        }
    }

    /// The entries of two parent maps that differ, sorted, for the failure message.
    static func difference(_ kept: [String: String], _ fresh: [String: String]) -> String {
        Set(kept.keys).union(fresh.keys).sorted().filter { kept[$0] != fresh[$0] }
            .map { "\($0): kept \(kept[$0] ?? "none"), fresh \(fresh[$0] ?? "none")" }.joined(separator: "; ")
    }
}
