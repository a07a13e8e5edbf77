/// A storyboard segue that is not containment, as the importer reads it from the connections of
/// what triggers it.
struct SegueRecord {
    /// The segue's element.
    var element: XMLElement
    /// Its kind.
    var kind: StoryboardSegueKind
    /// Its id in the scene document: its `identifier` when it has one, else its object id.
    var id: String
    /// The index of the controller of the scene it is in (its source).
    var source: Int
    /// The destination's object id.
    var destination: String
    /// The element whose connections hold it: a bar button item, a button, a table cell, or the
    /// controller itself (a segue performed from code).
    var trigger: XMLElement
}
