import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension SceneSnapshot {
    /// The snapshot as JSON: `{orientation, backgrounded, navigationStacks, selectedTabs,
    /// currentPages, presentations}`; dictionaries with their keys sorted, so the bytes are stable.
    var json: JSONValue {
        var object = JSONObject()
        object["orientation"] = .string(orientation.rawValue)
        object["backgrounded"] = .bool(backgrounded)
        object["navigationStacks"] = .object(JSONObject(navigationStacks.sorted { $0.key < $1.key }.map {
            (key: $0.key, value: JSONValue.array($0.value.map { .string($0) }))
        }))
        object["selectedTabs"] = Self.indexes(selectedTabs)
        object["currentPages"] = Self.indexes(currentPages)
        object["presentations"] = .array(presentations.map(\.json))
        return .object(object)
    }

    /// A dictionary of indexes as a JSON object with sorted keys.
    private static func indexes(_ map: [String: Int]) -> JSONValue {
        .object(JSONObject(map.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.int(Int64($0.value))) }))
    }

    /// Reads a snapshot written by ``json``; errors name the field path (`params.snapshot.orientation`).
    /// A member the snapshot format does not have is an error (a typo would otherwise restore
    /// nothing silently).
    init(reading reader: ParamsReader) throws(RPCError) {
        try reader.requireObject()
        try reader.rejectUnknownFields(allowed: [
            "orientation", "backgrounded", "navigationStacks", "selectedTabs", "currentPages", "presentations",
        ])
        let orientation = try reader.enumeration("orientation", InterfaceOrientation.self)
        let backgrounded = try reader.optionalBool("backgrounded") ?? false
        var stacks: [String: [String]] = [:]
        if let object = try reader.optionalObject("navigationStacks"), let members = object.value?.objectValue?.members {
            for member in members {
                let ids = try object.elements(member.key).map { element throws(RPCError) -> String in
                    guard let id = element.value?.stringValue else {
                        throw RPCError.invalidParams(path: element.path, expected: "string", got: element.value?.typeName ?? "nothing")
                    }
                    return id
                }
                stacks[member.key] = ids
            }
        }
        let tabs = try Self.readIndexes(reader, "selectedTabs")
        let pages = try Self.readIndexes(reader, "currentPages")
        var presentations: [Presentation] = []
        for element in try reader.optionalElements("presentations") ?? [] {
            presentations.append(try Presentation(reading: element))
        }
        self.init(orientation: orientation, backgrounded: backgrounded, navigationStacks: stacks,
                  selectedTabs: tabs, currentPages: pages, presentations: presentations)
    }

    /// Reads an object of integer indexes.
    private static func readIndexes(_ reader: ParamsReader, _ key: String) throws(RPCError) -> [String: Int] {
        guard let object = try reader.optionalObject(key), let members = object.value?.objectValue?.members else { return [:] }
        var map: [String: Int] = [:]
        for member in members { map[member.key] = try object.int(member.key) }
        return map
    }
}

extension Presentation {
    /// `{kind: "modal", presenter, presented, style, transition}`.
    var json: JSONValue {
        switch self {
        case .modal(let modal):
            return [
                "kind": "modal", "presenter": .string(modal.presenter), "presented": .string(modal.presented),
                "style": .string(modal.style.rawValue), "transition": .string(modal.transition.rawValue),
            ]
        }
    }

    /// Reads a presentation written by ``json``.
    init(reading reader: ParamsReader) throws(RPCError) {
        try reader.rejectUnknownFields(allowed: ["kind", "presenter", "presented", "style", "transition"])
        _ = try reader.oneOf("kind", ["modal"])
        self = .modal(ModalPresentation(
            presenter: try reader.string("presenter"), presented: try reader.string("presented"),
            style: try reader.optionalEnumeration("style", PresentationStyle.self) ?? .fullScreen,
            transition: try reader.optionalEnumeration("transition", TransitionStyle.self) ?? .coverVertical))
    }
}
