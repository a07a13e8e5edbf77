import PopsplitJSON
import PopsplitModel

extension FieldValue {
    /// The value as JSON: rects `[x, y, w, h]`, points `[x, y]`, sizes `[w, h]`, nested fields as
    /// objects.
    var json: JSONValue {
        switch self {
        case .string(let s): return .string(s)
        case .number(let n): return JSONNumber.points(n)
        case .bool(let b): return .bool(b)
        case .rect(let r): return r.json
        case .point(let p): return p.json
        case .size(let s): return s.json
        case .strings(let list): return .array(list.map { .string($0) })
        case .fields(let fields): return .object(fields.jsonObject)
        case .list(let groups): return .array(groups.map { .object($0.jsonObject) })
        case .animation(let animation):
            return .object(JSONObject([("kind", .string(animation.kind.rawValue)), ("duration", JSONNumber.points(animation.duration))]))
        case .null: return .null
        }
    }
}

extension Array where Element == Field {
    /// The fields as one JSON object, in order.
    var jsonObject: JSONObject {
        var object = JSONObject()
        for field in self { object[field.name.rawValue] = field.value.json }
        return object
    }

    /// A scene method's result as the protocol writes it (section 9.5): `scene`, `layoutVersion`,
    /// then the fields, in order: the one place results are encoded.
    func commandResult(scene: String, layoutVersion: Int) -> JSONValue {
        var object = JSONObject()
        object["scene"] = .string(scene)
        object["layoutVersion"] = .int(Int64(layoutVersion))
        for field in self { object[field.name.rawValue] = field.value.json }
        return .object(object)
    }
}
