import PopsplitJSON
import PopsplitModel

/// Bar button items.
extension DocumentReader {
    /// Reads the array of items in member `key` of the object at `path`; an item without an id
    /// gets `<owner>.<key>[<index>]`.
    func items(_ object: JSONObject, _ key: String, at path: DocumentPath, owner: String) -> [BarButtonItemSpec] {
        guard let array = array(object, key, at: path, of: "bar button items") else { return [] }
        var result: [BarButtonItemSpec] = []
        for (i, element) in array.enumerated() {
            if let item = item(element, at: path.appending(key).appending(i), derivedId: "\(owner).\(key)[\(i)]") {
                result.append(item)
            }
        }
        return result
    }

    /// Reads one item: a title or a system item (not both), an optional width and action.
    func item(_ value: JSONValue, at path: DocumentPath, derivedId: String) -> BarButtonItemSpec? {
        guard let object = object(value, at: path, shape: .item) else { return nil }
        let id = declareId(object, at: path, owner: .item, derived: derivedId)
        var spec = BarButtonItemSpec(id: id ?? derivedId)
        spec.title = string(object, "title", at: path)
        if let value = object["systemItem"] {
            let itemPath = path.appending("systemItem")
            if let name = value.stringValue {
                if BarButtonSystemItemName.all.contains(name) {
                    spec.systemItem = name
                } else {
                    report(
                        .unknownValue, at: itemPath,
                        DocumentMessage.unknownName(name, what: "system item", allowed: BarButtonSystemItemName.all))
                }
            } else {
                report(.wrongType, at: itemPath, DocumentMessage.expected("a string (a system item)", got: value))
            }
            if object["title"] != nil {
                report(
                    .conflictingKeys, at: itemPath, target: .key,
                    "an item has a \"title\" or a \"systemItem\", not both (a system item draws its own title or icon)")
            }
        }
        if let value = object["width"] {
            spec.width = number(value, at: path.appending("width"), nonNegative: "a width")
        }
        if let value = object["action"] { spec.action = action(value, at: path.appending("action")) }
        if let enabled = bool(object, "enabled", at: path) { spec.enabled = enabled }  // POP-35
        return spec
    }
}
