import PopsplitJSON
import PopsplitModel

extension JSONOutput {
    /// A field's value: rects `[x, y, w, h]`, points `[x, y]`, sizes `[w, h]`, nested fields as
    /// objects. The one encoder of fields; their trees are decoded from its bytes.
    mutating func fieldValue(_ field: FieldValue) {
        switch field {
        case .string(let s): string(s)
        case .number(let n): points(n)
        case .bool(let b): bool(b)
        case .rect(let r): rect(r)
        case .point(let p): value(p.json)
        case .size(let s): value(s.json)
        case .strings(let list):
            openArray()
            for s in list { string(s) }
            closeArray()
        case .stack(let stack):
            openArray()
            for s in stack { string(s) }
            closeArray()
        case .fields(let fields): self.fields(fields)
        case .list(let groups):
            openArray()
            for group in groups { fields(group) }
            closeArray()
        case .animation(let animation):
            openObject()
            key("kind")
            string(animation.kind.rawValue)
            key("duration")
            points(animation.duration)
            closeObject()
        case .null: null()
        }
    }

    /// `fields` as one object, in order.
    mutating func fields(_ fields: [Field]) {
        openObject()
        fieldMembers(fields)
        closeObject()
    }

    /// `fields` as members of the object open, in order. A name given twice is written once, at
    /// its first place, with its last value (as a ``JSONObject`` built member by member has it).
    mutating func fieldMembers(_ fields: [Field]) {
        // Read in place: an element read through the array would be copied, value and all.
        fields.withUnsafeBufferPointer { all in
            for index in all.indices {
                let name = all[index].name
                var earlier = 0
                while earlier < index, all[earlier].name != name { earlier += 1 }
                guard earlier == index else { continue }
                var last = index
                for later in (index + 1)..<all.count where all[later].name == name { last = later }
                key(plain: name.rawValue)
                fieldValue(all[last].value)
            }
        }
    }
}

extension Array where Element == Field {
    /// The fields as one JSON object, in order (decoded from ``JSONOutput/fields(_:)``'s bytes:
    /// for errors' data and questions' args).
    var jsonObject: JSONObject {
        JSONText { $0.fields(self) }.value.objectValue ?? JSONObject()
    }

    /// A scene method's result as the protocol writes it (section 9.5): `scene`, `layoutVersion`,
    /// then the fields, in order: the one place results are encoded. No field is named `scene`
    /// or `layoutVersion` (a test holds ``FieldName`` to that).
    func commandResult(scene: String, layoutVersion: Int) -> JSONText {
        JSONText { out in
            out.openObject()
            out.key("scene")
            out.string(scene)
            out.key("layoutVersion")
            out.int(layoutVersion)
            out.fieldMembers(self)
            out.closeObject()
        }
    }
}
