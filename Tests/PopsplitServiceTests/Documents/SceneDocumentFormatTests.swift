import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import Testing

/// The format's table says what the reader does: a typed controller key is refused on exactly the
/// types the table says do not take it, hints and deprecated names are consistent.
@Suite struct SceneDocumentFormatTests {
    /// A root controller of `type` with `key` set to `null`, and two plain children where the type
    /// takes children.
    static func document(_ type: ControllerType, placing key: String) -> JSONValue {
        var root = JSONObject()
        root["id"] = "r"
        root["type"] = .string(type.rawValue)
        if type.childCount != .none { root["children"] = [["id": "a"], ["id": "b"]] }
        root[key] = .null
        return ["popsplit": 1, "root": .object(root)]
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
