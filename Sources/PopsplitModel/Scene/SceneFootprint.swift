/// What a scene holds in memory, counted in the things that make it up: the preview's timeline
/// weighs its steps with it. Counts, not bytes: the weight of each is the caller's estimate.
public struct SceneFootprint: Sendable, Equatable {
    /// The document's objects: controllers, views, bar button items, segues and popover
    /// controllers (each held in the document and again in the index).
    public let documentObjects: Int
    /// The nodes of the layout the scene keeps (none when it keeps none).
    public let layoutNodes: Int
}

extension Scene {
    /// The scene's footprint: what its document and its kept layout hold.
    public var footprint: SceneFootprint {
        SceneFootprint(
            documentObjects: index.controllers.count + index.views.count + index.items.count + index.segues.count + index.popovers.count,
            layoutNodes: kept?.placed.count ?? 0)
    }
}
