import PopsplitModel

/// Everything the daemon holds: the open scenes by id. A value: a method works on a copy and the
/// copy replaces the state only when the method succeeds (atomic commands).
struct ServiceState: Equatable {
    /// Open scenes by id.
    var scenes: [String: SceneEntry] = [:]
    /// The counter behind generated scene ids (`s1`, `s2` ...).
    var generatedSceneCount = 0
    /// Scene ids in the order they were opened (closed ones included; `popsplit render` reads it).
    var openOrder: [String] = []

    /// The ids of the open scenes, sorted.
    var sceneIDs: [String] { scenes.keys.sorted() }
}
