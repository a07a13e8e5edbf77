import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import Testing

/// The format's table says what the reader does: a typed controller key is refused on exactly the
/// types the table says do not take it, hints and deprecated names are consistent.
@Suite struct SceneDocumentFormatTests {
    /// A root controller of `type` with `key` set to `value` (`nil`: without it), and two plain
    /// children where the type takes children.
    static func document(_ type: ControllerType, placing key: String, value: JSONValue? = .null) -> JSONValue {
        var root = JSONObject()
        root["id"] = "r"
        root["type"] = .string(type.rawValue)
        if type.childCount != .none, key != "children" { root["children"] = [["id": "a"], ["id": "b"]] }
        if let value { root[key] = value }
        return ["popsplit": 1, "root": .object(root)]
    }

    /// A key's default is what the reader assumes when the key is absent: a document with the key
    /// set to its default reads as the same document as one without it.
    @Test func aKeysDefaultIsWhatTheReaderAssumes() {
        var checked = 0
        for object in SceneDocumentFormat.objects {
            let kind = object.definition?.rawValue
            guard kind == nil || SceneDocumentSchemaAgreementTests.kinds.contains(kind) else { continue }
            for key in object.keys {
                guard let defaultValue = key.defaultValue else { continue }
                let written: JSONValue
                let absent: JSONValue
                switch key.scope {
                case .everywhere:
                    written = SceneDocumentSchemaAgreementTests.document(placing: key.name, value: defaultValue, in: kind).0
                    absent = SceneDocumentSchemaAgreementTests.document(placing: key.name, value: nil, in: kind).0
                case .controllerTypes(let scope):
                    guard object.definition == .controller, let type = scope.types.first else { continue }
                    written = Self.document(type, placing: key.name, value: defaultValue)
                    absent = Self.document(type, placing: key.name, value: nil)
                default:
                    continue
                }
                let withDefault = DocumentFixtures.decoder.check(value: written, source: nil)
                let without = DocumentFixtures.decoder.check(value: absent, source: nil)
                #expect(withDefault.document != nil, "\(object.name).\(key.name): \(withDefault.diagnostics)")
                #expect(withDefault.document == without.document, "\(object.name).\(key.name)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    /// Every typed controller key is `inapplicableKey` on exactly the types its scope leaves out,
    /// with the scope's words.
    @Test(arguments: ControllerType.allCases)
    func aTypedControllerKeyIsRefusedExactlyWhereTheTableSays(type: ControllerType) {
        for (key, scope) in SceneDocumentFormat.controllerTypedKeys {
            let diagnostics = DocumentFixtures.decoder.check(value: Self.document(type, placing: key.name), source: nil).diagnostics
            let refused = diagnostics.filter { $0.kind == .inapplicableKey && $0.path == "$.root.\(key.name)" }
            #expect(refused.count == (scope.types.contains(type) ? 0 : 1), "\(key.name) on \(type.rawValue)")
            if let diagnostic = refused.first { #expect(diagnostic.message.contains(scope.words), "\(diagnostic.message)") }
        }
    }

    /// Every hint names a key of its object, and no hint or deprecated name is itself a key.
    @Test func hintsNameKeysAndAreNotKeys() {
        for object in SceneDocumentFormat.objects {
            let keys = Set(object.keys.map(\.name))
            #expect(keys.count == object.keys.count, "\(object.name) lists a key twice")
            for (written, meant) in object.hints {
                #expect(keys.contains(meant), "\(object.name): hint \(written) -> \(meant)")
                #expect(!keys.contains(written), "\(object.name): hint \(written) is a key")
            }
            for name in object.deprecated.keys { #expect(!keys.contains(name), "\(object.name): \(name)") }
        }
    }

    /// An action's keys are its verbs, in the model's order, then its options.
    @Test func anActionsKeysAreItsVerbs() {
        let names = SceneDocumentFormat.action.keys.map(\.name)
        #expect(Array(names.prefix(ActionVerb.allCases.count)) == ActionVerb.allCases.map(\.rawValue))
    }

    /// Every object the format references is defined once.
    @Test func everyDefinitionIsDefinedOnce() {
        let defined = SceneDocumentFormat.objects.compactMap(\.definition) + SceneDocumentFormat.valueDefinitions.map(\.name)
        #expect(defined.sorted { $0.rawValue < $1.rawValue } == FormatDefinitionName.allCases.sorted { $0.rawValue < $1.rawValue })
    }
}
