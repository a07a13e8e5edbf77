import PopsplitJSON

/// Replacing one value deep inside a parsed document (the value an edit changed), in place.
extension JSONValue {
    /// Replaces the value at `path` with `value`; `false` (and nothing changed) when there is no
    /// value at `path`. Each container on the way is taken out of its parent while it changes,
    /// so that a document held once is changed without copying its arrays.
    mutating func replace(at path: ArraySlice<DocumentPath.Component>, with value: JSONValue) -> Bool {
        guard let step = path.first else {
            self = value
            return true
        }
        let rest = path.dropFirst()
        switch step {
        case .key(let key):
            guard case .object(var object) = self, var child = object[key] else { return false }
            self = .null
            object[key] = .null
            let replaced = child.replace(at: rest, with: value)
            object[key] = child
            self = .object(object)
            return replaced
        case .index(let index):
            guard case .array(var array) = self, array.indices.contains(index) else { return false }
            self = .null
            var child = array[index]
            array[index] = .null
            let replaced = child.replace(at: rest, with: value)
            array[index] = child
            self = .array(array)
            return replaced
        }
    }
}
