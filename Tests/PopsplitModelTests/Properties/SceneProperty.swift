/// A property checked on every generated document after launch and after every step. A fresh
/// value is made for each document, so a property may keep history (snapshots, a twin scene).
protocol SceneProperty {
    /// Checks the launch state; throws the first broken expectation.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure)
    /// Checks one step; throws the first broken expectation.
    mutating func check(_ step: StepContext) throws(PropertyFailure)
}

/// Defaults.
extension SceneProperty {
    /// Most properties have nothing to check at launch.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {}
}
