import PopsplitJSON

/// Writes JSON as the committed schema files are written: two-space indentation, one member or
/// element a line, `": "` after a key, empty arrays and objects as `[]` and `{}`.
enum SchemaTextWriter {
    /// Appends `value`, its first line not indented, its inner lines indented from `indent`.
    static func write(_ value: JSONValue, indent: Int, into text: inout String) {
        let inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (i, element) in elements.enumerated() {
                text += inner
                write(element, indent: indent + 2, into: &text)
                text += i == elements.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (i, member) in object.members.enumerated() {
                text += inner + JSONEscaping.quoted(member.key) + ": "
                write(member.value, indent: indent + 2, into: &text)
                text += i == object.members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        default:
            text += JSONCodec.string(value)
        }
    }
}
