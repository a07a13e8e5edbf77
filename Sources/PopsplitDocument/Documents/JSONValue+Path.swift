import PopsplitJSON

/// Finding a value deep inside a parsed document by its path.
extension JSONValue {
    /// The value at `path`, or `nil` when there is none.
    func value(at path: DocumentPath) -> JSONValue? {
        var value = self
        for component in path.components {
            switch (component, value) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return nil }
                value = member
            case (.index(let index), .array(let array)):
                guard array.indices.contains(index) else { return nil }
                value = array[index]
            default:
                return nil
            }
        }
        return value
    }
}
