/// A property with the name failures report, and a way to make a fresh one for each document.
struct NamedProperty {
    /// The name in failure messages (`atomicity`, `rotation` ...).
    var name: String
    /// Makes the property for one document.
    var make: () -> any SceneProperty
}
