import PopsplitDocument
import PopsplitJSON
import PopsplitModel

/// Reads the scene document format's table (``SceneDocumentFormat``, the one the reader checks
/// documents with) for completion: which kind of object sits at a path, and which values a key
/// takes.
enum FormatLookup {
    /// The most nested values followed while listing a key's values (the table's values nest a
    /// few levels; this bounds a walk whatever the table says).
    static let maxValueDepth = 8

    /// The kind of object at `path` of a document, following the keys' values through the
    /// table; `nil` when the path leads to no object the table describes.
    static func object(at path: DocumentPath) -> FormatObject? {
        var object = SceneDocumentFormat.document
        var pending: FormatValue?
        for component in path.components {
            switch component {
            case .key(let name):
                guard pending == nil, let key = object.key(name) else { return nil }
                pending = unwrapped(key.value)
            case .index:
                guard case .array(let element, _, _, _)? = pending else { return nil }
                pending = unwrapped(element)
            }
            if case .reference(let name)? = pending, let next = SceneDocumentFormat.objects.first(where: { $0.definition == name }) {
                object = next
                pending = nil
            }
        }
        return pending == nil ? object : nil
    }

    /// The value without its description.
    static func unwrapped(_ value: FormatValue) -> FormatValue {
        var value = value
        for _ in 0..<maxValueDepth {
            guard case .described(_, let inner) = value else { break }
            value = inner
        }
        return value
    }

    /// The values a value of this type may be that completion can offer: enumeration names,
    /// constants and booleans, through named values and `oneOf` branches (not objects, numbers
    /// or free strings).
    static func values(of value: FormatValue, depth: Int = 0) -> [JSONValue] {
        guard depth < maxValueDepth else { return [] }
        switch value {
        case .enumeration(let names): return names.map { .string($0) }
        case .constant(let constant): return [constant]
        case .boolean: return [true, false]
        case .described(_, let inner): return values(of: inner, depth: depth + 1)
        case .oneOf(let branches): return branches.flatMap { values(of: $0, depth: depth + 1) }
        case .reference(let name):
            guard let definition = SceneDocumentFormat.valueDefinitions.first(where: { $0.name == name }) else { return [] }
            return values(of: definition.value, depth: depth + 1)
        case .string, .nonEmptyString, .pattern, .integer, .number, .array, .tuple: return []
        }
    }

    /// The element type of an array value (through descriptions and named values), if it is one.
    static func element(of value: FormatValue) -> FormatValue? {
        switch unwrapped(value) {
        case .array(let element, _, _, _): return element
        case .reference(let name):
            guard let definition = SceneDocumentFormat.valueDefinitions.first(where: { $0.name == name }) else { return nil }
            if case .array(let element, _, _, _) = unwrapped(definition.value) { return element }
            if case .oneOf(let branches) = unwrapped(definition.value) {
                for branch in branches { if case .array(let element, _, _, _) = unwrapped(branch) { return element } }
            }
            return nil
        default: return nil
        }
    }

    /// Whether a value of this type is an id of the document (`.reference(.id)`).
    static func isId(_ value: FormatValue) -> Bool {
        if case .reference(.id) = unwrapped(value) { return true }
        return false
    }

    /// Whether `key` applies to an object whose string members read so far are `strings`: keys of
    /// some controller types or view kinds only where the written `type` or `kind` is one of them
    /// (a controller without `type` is plain); every key when the object does not say.
    static func applies(_ key: FormatKey, in object: FormatObject, strings: [String: String]) -> Bool {
        switch key.scope {
        case .controllerTypes(let scope):
            guard object.definition == .controller else { return true }
            guard let type = ControllerType(rawValue: strings["type"] ?? ControllerType.plain.rawValue) else { return true }
            return scope.types.contains(type)
        case .viewKinds:
            guard let written = strings["kind"], let kind = ViewKind(rawValue: written) else { return true }
            return key.scope.takes(kind)
        case .everywhere, .segueKinds, .masterButtonPlaces, .actionVerb:
            return true
        }
    }
}
