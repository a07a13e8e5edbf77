import Foundation
import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitService
import Testing

/// schema/scene-document.schema.json and the decoder accept the same keys and the same names.
@Suite struct SceneDocumentSchemaAgreementTests {
    /// The schema, parsed.
    static func schema() throws -> JSONValue {
        let text = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/schema/scene-document.schema.json", encoding: .utf8)
        return try JSONCodec.parse(text)
    }

    /// The schema object describing one kind of object (`nil` name: the top level).
    static func definition(_ name: String?, in schema: JSONValue) -> JSONValue? {
        guard let name else { return schema }
        return schema["$defs"]?[name]
    }

    /// The keys the schema allows in one kind of object.
    static func keys(_ name: String?, in schema: JSONValue) -> [String] {
        definition(name, in: schema)?["properties"]?.objectValue?.keys ?? []
    }

    /// A document holding an object of one kind with `key` set to `value` (replacing any member of
    /// that name; `nil`: without that member), and the path of that object.
    static func document(placing key: String, value: JSONValue? = .null, in kind: String?) -> (JSONValue, String) {
        func with(_ object: JSONValue) -> JSONValue {
            let members = object.objectValue ?? JSONObject()
            var result = JSONObject(members.members.filter { $0.key != key })
            if let value { result[key] = value }
            return .object(result)
        }
        let frame: JSONValue = [0, 0, 1, 1]
        switch kind {
        case nil:
            return (with(["root": ["id": "r"]]), "$")
        case "controller"?:
            return (["root": with(["id": "r"])], "$.root")
        case "navigationItem"?:
            return (["root": ["id": "r", "navigationItem": with([:])]], "$.root.navigationItem")
        case "view"?:
            return (["root": ["id": "r", "views": [with(["frame": frame])]]], "$.root.views[0]")
        case "item"?:
            return (["root": ["id": "r", "toolbarItems": [with([:])]]], "$.root.toolbarItems[0]")
        case "action"?:
            return (["root": ["id": "r", "views": [["frame": frame, "action": with(["custom": "x"])]]]], "$.root.views[0].action")
        case "popover"?:
            return (["root": ["id": "r"], "controllers": [["id": "c"]], "popovers": [with(["id": "p", "content": "c"])]], "$.popovers[0]")
        case "popoverBackground"?:
            return (
                ["root": ["id": "r"], "controllers": [["id": "c"]], "popovers": [["id": "p", "content": "c", "background": with([:])]]],
                "$.popovers[0].background"
            )
        case "actionSheet"?:
            return (["root": ["id": "r"], "actionSheets": [with(["id": "a", "buttons": ["OK"]])]], "$.actionSheets[0]")
        case "versatileSplit"?:
            return (["root": ["id": "r", "type": "versatileSplit", "children": [["id": "a"], ["id": "b"]], "split": with([:])]], "$.root.split")
        case "splitPoints"?:
            return (
                ["root": ["id": "r", "type": "versatileSplit", "children": [["id": "a"], ["id": "b"]], "split": ["splitPoint": with([:])]]],
                "$.root.split.splitPoint"
            )
        case "tableRow"?:
            return (["root": ["id": "r", "views": [["kind": "table", "frame": frame, "rows": [with([:])]]]]], "$.root.views[0].rows[0]")
        case "searchDisplay"?:
            return (
                ["root": ["id": "r", "views": [["kind": "searchBar", "frame": frame, "searchDisplay": with([:])]]]],
                "$.root.views[0].searchDisplay"
            )
        default:
            let segue: JSONValue = ["id": "s", "kind": "push", "source": "r", "destination": "r"]
            return (["root": ["id": "r"], "segues": [with(segue)]], "$.segues[0]")
        }
    }

    /// Every key of every object in `value`, at any depth.
    static func objectKeys(in value: JSONValue) -> [String] {
        switch value {
        case .object(let object): return object.keys + object.members.flatMap { objectKeys(in: $0.value) }
        case .array(let array): return array.flatMap(objectKeys(in:))
        default: return []
        }
    }

    /// The kinds of object, by their name in the schema's `$defs` (`nil`: the top level).
    static let kinds: [String?] = [
        nil, "controller", "navigationItem", "view", "item", "action", "segue", "popover", "popoverBackground", "actionSheet",
        "searchDisplay", "versatileSplit", "splitPoints", "tableRow",
    ]

    /// The decoder knows exactly the keys the schema allows.
    @Test(arguments: kinds)
    func theDecoderKnowsExactlyTheKeysTheSchemaAllows(kind: String?) throws {
        let schema = try Self.schema()
        let allowed = Self.keys(kind, in: schema)
        #expect(!allowed.isEmpty)
        // Every key of every object kind in the schema and in the document that uses every key the
        // decoder knows, plus a few that exist nowhere.
        let used = Self.objectKeys(in: try JSONCodec.parse(SceneDocumentDecoderKeysTests.everyKey))
        let everyKey = Set(Self.kinds.flatMap { Self.keys($0, in: schema) } + used + ["titel", "Type", "frames"])
        for key in everyKey.sorted() {
            let (value, objectPath) = Self.document(placing: key, in: kind)
            let diagnostics = DocumentFixtures.decoder.check(value: value, source: nil).diagnostics
            let unknown = diagnostics.contains { $0.kind == .unknownKey && $0.path == "\(DocumentPath(pathOf: objectPath).appending(key))" }
            #expect(unknown == !allowed.contains(key), "key \(key) in \(kind ?? "the document")")
        }
    }

    /// The enumerations the schema spells out, each with the model's names.
    static let enumerations: [(String, [String])] = [
        ("properties.device", DeviceProfile.allCases.map(\.rawValue)),
        ("properties.profile", BehaviourProfile.allCases.map(\.rawValue)),
        ("$defs.orientation", InterfaceOrientation.allCases.map(\.rawValue)),
        ("$defs.controller.properties.type", ControllerType.allCases.map(\.rawValue)),
        ("$defs.view.properties.kind", ViewKind.documentKinds.map(\.rawValue)),
        ("$defs.tableRow.properties.accessory", CellAccessory.allCases.map(\.rawValue)),
        ("$defs.view.properties.autoresizing.items", AutoresizingFlag.allCases.map(\.rawValue)),
        ("$defs.action.properties.style", PresentationStyle.allCases.map(\.rawValue)),
        ("$defs.action.properties.transition", TransitionStyle.allCases.map(\.rawValue)),
        ("$defs.segue.properties.style", PresentationStyle.allCases.map(\.rawValue)),
        ("$defs.segue.properties.transition", TransitionStyle.allCases.map(\.rawValue)),
        ("$defs.segue.properties.kind", SegueSpec.Kind.allCases.map(\.rawValue)),
        ("$defs.arrowDirection", ArrowDirection.allCases.map(\.rawValue)),
        ("$defs.popover.properties.rotationPolicy", PopoverController.RotationPolicy.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.axis", SplitAxis.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.splitterStyle", SplitterStyle.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.sideViewPosition", SideViewPosition.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.sideViewDisplayOption", SideViewDisplayOption.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.listButtonPlace", ListButtonPlace.allCases.map(\.rawValue)),
        ("$defs.versatileSplit.properties.listDisplayStyle", ListDisplayStyle.allCases.map(\.rawValue)),
    ]

    /// The schema's enumerations are the model's names.
    @Test func theSchemasEnumerationsAreTheModelsNames() throws {
        let schema = try Self.schema()
        for (path, names) in Self.enumerations {
            var value: JSONValue? = schema
            for step in path.split(separator: ".") { value = value?[String(step)] }
            let listed = value?["enum"]?.arrayValue?.compactMap(\.stringValue)
            #expect(listed == names, "\(path)")
        }
    }

    /// The schema's system items are exactly the ones the decoder accepts.
    @Test func theSchemasSystemItemsAreExactlyTheOnesTheDecoderAccepts() throws {
        let schema = try Self.schema()
        let listed = schema["$defs"]?["item"]?["properties"]?["systemItem"]?["enum"]?.arrayValue ?? []
        let names = listed.compactMap(\.stringValue)
        #expect(names.count == 24)
        for name in names + ["Done", "flexible", "space"] {
            let value: JSONValue = ["popsplit": 1, "root": ["id": "r", "toolbarItems": [["systemItem": .string(name)]]]]
            let accepted = DocumentFixtures.decoder.check(value: value, source: nil).document != nil
            #expect(accepted == names.contains(name), "\(name)")
        }
    }
}

extension DocumentPath {
    /// The path of the few forms the agreement test writes (`$`, `$.a.b[0].c`).
    init(pathOf text: String) {
        var components: [Component] = []
        for part in text.dropFirst().split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) {
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            components.append(.key(String(name)))
            components += indices.map(Component.index)
        }
        self.init(components)
    }
}
