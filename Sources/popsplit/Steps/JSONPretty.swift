import PopsplitJSON

/// JSON written for a person: objects and arrays over several lines, indented by two spaces;
/// short arrays of scalars (a frame, a point) on one line.
enum JSONPretty {
    /// `value` pretty-printed.
    static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    /// Appends `value` at `indent` levels.
    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .object(let object) where object.count > 0:
            out += "{\n"
            for (index, member) in object.members.enumerated() {
                out += pad + JSONCodec.string(.string(member.key)) + ": "
                write(member.value, indent: indent + 1, into: &out)
                out += index + 1 < object.count ? ",\n" : "\n"
            }
            out += close + "}"
        case .array(let elements) where !elements.isEmpty:
            if elements.count <= 8, elements.allSatisfy(isScalar) {
                out += "[" + elements.map(JSONCodec.string).joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 1, into: &out)
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += close + "]"
        default:
            out += JSONCodec.string(value)
        }
    }

    /// Whether `value` is neither an object nor an array.
    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array: return false
        default: return true
        }
    }
}
