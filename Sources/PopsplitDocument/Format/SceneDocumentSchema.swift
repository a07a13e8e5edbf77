import PopsplitJSON
import PopsplitModel

/// schema/scene-document.schema.json, made from ``SceneDocumentFormat``: the document's keys at the
/// top, every named value and every other kind of object under `$defs`, and for each object the
/// rules its keys' scopes say (a key on a controller of a type that does not take it is refused;
/// a key required where it applies is required there).
public enum SceneDocumentSchema {
    /// Where the schema says it lives.
    static let identifier = "https://popsplit.invalid/schema/scene-document.schema.json"

    /// The schema as a value.
    public static func schema() -> JSONValue {
        var top = JSONObject()
        top["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        top["$id"] = .string(identifier)
        top["title"] = "popsplit scene document"
        top["$comment"] = """
            Made from the format's table (SceneDocumentFormat, Sources/PopsplitDocument/Format): change the table, then \
            POPSPLIT_WRITE_SCHEMA=1 swift test --filter SceneDocumentSchemaGenerationTests
            """
        for member in objectSchema(SceneDocumentFormat.document).members { top[member.key] = member.value }
        var definitions = JSONObject()
        for definition in SceneDocumentFormat.valueDefinitions {
            var schema = JSONObject()
            schema["description"] = .string(definition.description)
            merge(valueSchema(definition.value), into: &schema)
            if let value = definition.defaultValue { schema["default"] = value }
            definitions[definition.name.rawValue] = .object(schema)
        }
        for object in SceneDocumentFormat.objects {
            guard let name = object.definition else { continue }
            definitions[name.rawValue] = .object(objectSchema(object))
        }
        top["$defs"] = .object(definitions)
        return .object(top)
    }

    /// The schema's text as committed: two-space indentation, one member or element a line, a
    /// final newline.
    public static func text() -> String {
        var text = ""
        SchemaTextWriter.write(schema(), indent: 0, into: &text)
        return text + "\n"
    }

    /// One kind of object: its description, its keys, the keys it requires and its rules.
    static func objectSchema(_ object: FormatObject) -> JSONObject {
        var schema = JSONObject()
        schema["description"] = .string(object.description)
        schema["type"] = "object"
        schema["additionalProperties"] = false
        let required = object.keys.filter { $0.requirement == .required }.map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        var properties = JSONObject()
        for key in object.keys { properties[key.name] = .object(keySchema(key)) }
        schema["properties"] = .object(properties)
        var allOf = scopeRules(object)
        var dependentRequired = JSONObject()
        for key in object.keys {
            if case .actionVerb(let verb, _) = key.scope { dependentRequired[key.name] = [.string(verb.rawValue)] }
        }
        for rule in object.rules {
            switch rule {
            case .exactlyOne(let keys):
                schema["oneOf"] = .array(keys.map { ["required": [.string($0)]] })
            case .notTogether(let keys):
                schema["not"] = ["required": .array(keys.map(JSONValue.string))]
            case .schema(let value):
                allOf.append(value)
            }
        }
        if !dependentRequired.members.isEmpty { schema["dependentRequired"] = .object(dependentRequired) }
        if !allOf.isEmpty { schema["allOf"] = .array(allOf) }
        return schema
    }

    /// One `if`/`then`/`else` per scope of the object's keys, in the order the scopes first
    /// appear: where the scope's condition holds, the keys required where they apply are required
    /// (and a controller type that takes exactly two children has two); elsewhere its keys are
    /// refused.
    static func scopeRules(_ object: FormatObject) -> [JSONValue] {
        var scopes: [FormatScope] = []
        for key in object.keys where key.scope.condition != nil && !scopes.contains(key.scope) { scopes.append(key.scope) }
        return scopes.compactMap { scope in
            guard let condition = scope.condition else { return nil }
            let keys = object.keys.filter { $0.scope == scope }
            var rule = JSONObject()
            let values = condition.values.map(JSONValue.string)
            let test: JSONValue = values.count == 1 ? ["const": values[0]] : ["enum": .array(values)]
            rule["if"] = ["required": [.string(condition.key)], "properties": .object(JSONObject([(condition.key, test)]))]
            var then = JSONObject()
            let required = keys.filter { $0.requirement == .requiredWhereItApplies }.map { JSONValue.string($0.name) }
            if !required.isEmpty { then["required"] = .array(required) }
            if case .controllerTypes(let types) = scope, types.types.allSatisfy({ $0.childCount == .exactlyTwo }) {
                then["properties"] = ["children": ["minItems": 2, "maxItems": 2]]
            }
            if !then.members.isEmpty { rule["then"] = .object(then) }
            rule["else"] = ["properties": .object(JSONObject(keys.map { ($0.name, false) }))]
            return .object(rule)
        }
    }

    /// One key: its description, its value and its default.
    static func keySchema(_ key: FormatKey) -> JSONObject {
        var schema = JSONObject()
        if let description = key.description { schema["description"] = .string(description) }
        merge(valueSchema(key.value), into: &schema)
        if let value = key.defaultValue { schema["default"] = value }
        return schema
    }

    /// What a value holds, in JSON Schema.
    static func valueSchema(_ value: FormatValue) -> JSONObject {
        var schema = JSONObject()
        switch value {
        case .string:
            schema["type"] = "string"
        case .nonEmptyString:
            schema["type"] = "string"
            schema["minLength"] = 1
        case .pattern(let pattern):
            schema["type"] = "string"
            schema["pattern"] = .string(pattern)
        case .boolean:
            schema["type"] = "boolean"
        case .constant(let constant):
            schema["const"] = constant
        case .integer(let minimum):
            schema["type"] = "integer"
            schema["minimum"] = .int(Int64(minimum))
        case .number(let range):
            schema["type"] = "number"
            schema["minimum"] = number(range.lowerBound)
            schema["maximum"] = number(range.upperBound)
        case .enumeration(let names):
            schema["enum"] = .array(names.map(JSONValue.string))
        case .reference(let name):
            schema["$ref"] = .string("#/$defs/\(name.rawValue)")
        case .array(let items, let minItems, let maxItems, let unique):
            schema["type"] = "array"
            if let minItems { schema["minItems"] = .int(Int64(minItems)) }
            if let maxItems { schema["maxItems"] = .int(Int64(maxItems)) }
            if unique { schema["uniqueItems"] = true }
            schema["items"] = .object(valueSchema(items))
        case .tuple(let elements):
            schema["type"] = "array"
            schema["minItems"] = .int(Int64(elements.count))
            schema["maxItems"] = .int(Int64(elements.count))
            schema["prefixItems"] = .array(elements.map { .object(valueSchema($0)) })
        case .oneOf(let choices):
            schema["oneOf"] = .array(choices.map { .object(valueSchema($0)) })
        case .described(let description, let described):
            schema["description"] = .string(description)
            merge(valueSchema(described), into: &schema)
        }
        return schema
    }

    /// A bound as the schema writes it: an integer when it is whole.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .int(Int64(value)) }
        return .double(value)
    }

    /// Adds the members of `extra` to `schema`.
    static func merge(_ extra: JSONObject, into schema: inout JSONObject) {
        for member in extra.members { schema[member.key] = member.value }
    }
}
