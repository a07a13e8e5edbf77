import PopsplitModel

/// A view controller of a storyboard or nib as the importer first reads it: its element, its
/// Interface Builder object id, the id it takes in the scene document, and its type.
struct ControllerRecord {
    /// The controller's element.
    var element: XMLElement
    /// Its Interface Builder object id (what segues and relationships name).
    var objectId: String
    /// Its id in the scene document: its `storyboardIdentifier` when it has one, else ``objectId``.
    var id: String
    /// Its element's kind.
    var kind: ControllerElement
    /// Its scene document type (an embed segue makes a container).
    var type: ControllerType
}
