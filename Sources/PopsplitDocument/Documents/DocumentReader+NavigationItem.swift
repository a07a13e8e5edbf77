import PopsplitJSON
import PopsplitModel

/// A controller's navigation item.
extension DocumentReader {
    /// Reads a navigation item; ids derived for its parts start with `owner` (the controller's
    /// id): `<owner>.navigationItem.titleView`, `<owner>.navigationItem.leftItems[0]`.
    func navigationItem(_ value: JSONValue, at path: DocumentPath, owner: String) -> NavigationItemSpec {
        var spec = NavigationItemSpec()
        guard let object = object(value, at: path, shape: .navigationItem) else { return spec }
        let prefix = "\(owner).navigationItem"
        spec.title = string(object, "title", at: path)
        if let value = object["titleView"] {
            spec.titleView = view(value, at: path.appending("titleView"), derivedId: "\(prefix).titleView")
        }
        spec.leftItems = items(object, "leftItems", at: path, owner: prefix)
        spec.rightItems = items(object, "rightItems", at: path, owner: prefix)
        spec.spareItems = items(object, "spareItems", at: path, owner: prefix)
        spec.backButtonTitle = string(object, "backButtonTitle", at: path)
        spec.hidesBackButton = bool(object, "hidesBackButton", at: path) ?? false
        spec.leftItemsSupplementBackButton = bool(object, "leftItemsSupplementBackButton", at: path) ?? false
        return spec
    }
}
