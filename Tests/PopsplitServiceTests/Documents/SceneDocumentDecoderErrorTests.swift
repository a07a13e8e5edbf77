import PopsplitDocument
import PopsplitService
import Testing

/// Each kind of problem, reported with its exact path, line, column and message.
@Suite struct SceneDocumentDecoderErrorTests {
    /// One document with one problem, and the diagnostic expected for it.
    struct Case: CustomTestStringConvertible, Sendable {
        /// What the case shows.
        var name: String
        /// The document.
        var text: String
        /// The diagnostic expected (the only one, warnings aside).
        var expected: DocumentDiagnostic
        /// The name shown in test output.
        var testDescription: String { name }
    }

    /// The cases, one per kind of problem.
    static let cases: [Case] = [
        Case(
            name: "wrong type",
            text: """
                {
                  "popsplit": 1,
                  "root": {
                    "id": "a",
                    "title": 3
                  }
                }
                """,
            expected: DocumentDiagnostic(
                kind: .wrongType, line: 5, column: 14, path: "$.root.title", message: "expected a string, got an integer")),
        Case(
            name: "unknown key, at the key",
            text: """
                {
                  "popsplit": 1,
                  "root": {
                    "id": "a",
                    "titel": "Inbox"
                  }
                }
                """,
            expected: DocumentDiagnostic(
                kind: .unknownKey, line: 5, column: 5, path: "$.root.titel",
                message: #"unknown key "titel" (did you mean "title"?)"#)),
        Case(
            name: "missing key, at the object lacking it",
            text: """
                {
                  "popsplit": 1,
                  "root": {
                    "id": "a",
                    "views": [
                      {"id": "v", "kind": "button"}
                    ]
                  }
                }
                """,
            expected: DocumentDiagnostic(
                kind: .missingKey, line: 6, column: 7, path: "$.root.views[0]",
                message: #"missing key "frame": a view needs its frame [x, y, width, height] in its superview"#)),
        Case(
            name: "unknown enumeration value",
            text: """
                {
                  "popsplit": 1,
                  "root": {"id": "a", "type": "tabbar", "children": [{"id": "b"}]}
                }
                """,
            expected: DocumentDiagnostic(
                kind: .unknownValue, line: 3, column: 31, path: "$.root.type",
                message:
                    #"unknown controller type "tabbar"; expected one of plain, navigation, tabBar, pageView, split, versatileSplit, container (did you mean "tabBar"?)"#
            )),
        Case(
            name: "negative frame width",
            text: """
                {
                  "popsplit": 1,
                  "root": {
                    "id": "a",
                    "views": [{"id": "v", "frame": [0, 0, -5, 10]}]
                  }
                }
                """,
            expected: DocumentDiagnostic(
                kind: .invalidValue, line: 5, column: 43, path: "$.root.views[0].frame[2]",
                message: "a width must not be negative, got -5")),
        Case(
            name: "frame of three numbers",
            text: #"{"popsplit": 1, "root": {"id": "a", "views": [{"id": "v", "frame": [0, 0, 5]}]}}"#,
            expected: DocumentDiagnostic(
                kind: .invalidValue, line: 1, column: 68, path: "$.root.views[0].frame",
                message: "expected 4 numbers [x, y, width, height], got 3 elements")),
        Case(
            name: "key that does not apply to the controller type",
            text: """
                {
                  "popsplit": 1,
                  "root": {"id": "a",
                           "children": [{"id": "b"}]}
                }
                """,
            expected: DocumentDiagnostic(
                kind: .inapplicableKey, line: 4, column: 12, path: "$.root.children",
                message: #""children" applies only to navigation, tabBar, pageView, split, versatileSplit and container controllers"#)),
        Case(
            name: "two verbs in one action",
            text: """
                {"popsplit": 1,
                 "root": {"id": "a", "views": [{"id": "b", "frame": [0, 0, 1, 1],
                   "action": {"pop": true, "popToRoot": true}}]}}
                """,
            expected: DocumentDiagnostic(
                kind: .conflictingKeys, line: 3, column: 28, path: "$.root.views[0].action.popToRoot",
                message:
                    #"an action has exactly one of push, pop, popToRoot, present, dismiss, segue, selectTab, custom, presentPopover, dismissPopover, showActionSheet, enableItem, disableItem; "popToRoot" comes after "pop""#
            )),
        Case(
            name: "reference to an unknown controller",
            text: """
                {"popsplit": 1,
                 "root": {"id": "a", "views": [{"id": "b", "frame": [0, 0, 1, 1], "action": {"push": "detial"}}]},
                 "controllers": [{"id": "detail"}]}
                """,
            expected: DocumentDiagnostic(
                kind: .unknownReference, line: 2, column: 86, path: "$.root.views[0].action.push",
                message: #"no controller has id "detial" (did you mean "detail"?)"#)),
        Case(
            name: "selected index past the last child",
            text: #"{"popsplit": 1, "root": {"id": "t", "type": "tabBar", "selectedIndex": 2, "children": [{"id": "a"}, {"id": "b"}]}}"#,
            expected: DocumentDiagnostic(
                kind: .invalidValue, line: 1, column: 72, path: "$.root.selectedIndex",
                message: "selectedIndex 2 is past the last child (there are 2: 0 to 1)")),
        Case(
            name: "unsupported format version",
            text: #"{"popsplit": 2, "root": {"id": "a"}}"#,
            expected: DocumentDiagnostic(
                kind: .invalidValue, line: 1, column: 14, path: "$.popsplit",
                message: "unsupported format version 2; this popsplit reads version 1")),
        Case(
            name: "missing root",
            text: #"{"popsplit": 1}"#,
            expected: DocumentDiagnostic(
                kind: .missingKey, line: 1, column: 1, path: "$",
                message: #"missing key "root": a scene document needs its root view controller"#)),
        Case(
            name: "a document that is not an object",
            text: "[1, 2]",
            expected: DocumentDiagnostic(
                kind: .wrongType, line: 1, column: 1, path: "$",
                message: "expected an object (a scene document), got an array")),
    ]

    /// Each problem is reported at its place.
    @Test(arguments: cases)
    func eachProblemIsReportedAtItsPlace(_ testCase: Case) {
        let check = DocumentFixtures.decoder.check(text: testCase.text)
        #expect(check.document == nil)
        #expect(check.diagnostics.filter { $0.severity == .error } == [testCase.expected])
    }

    /// A syntax error is one diagnostic with the parser's line and column.
    @Test func aSyntaxErrorIsOneDiagnosticWithTheParsersLineAndColumn() {
        let text = "{\n  \"popsplit\": 1,\n  \"root\": {\"id\": x}\n}"
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(
            diagnostics == [
                DocumentDiagnostic(
                    kind: .syntax, line: 3, column: 18, path: "$", message: "invalid JSON: invalid token near 'x'")
            ])
    }

    /// Syntax and other errors count columns the same way.
    @Test func syntaxAndOtherErrorsCountColumnsTheSameWay() {
        // The parser's column and the locator's both count Unicode scalars: é, € and 😀 count once.
        let broken = DocumentFixtures.diagnostics(#"{"popsplit": 1, "root": {"title": "é€😀", "id": x}}"#)
        let wrong = DocumentFixtures.diagnostics(#"{"popsplit": 1, "root": {"title": "é€😀", "id": 5}}"#)
        #expect(broken.map(\.kind) == [.syntax])
        #expect(wrong.map(\.kind) == [.wrongType])
        #expect(broken.first?.column == 48)
        #expect(wrong.first?.column == 48)
    }

    /// Empty and truncated texts are syntax errors with a place.
    @Test(arguments: ["", "   ", "{", "{\"root\": {\"id\": \"a\"}", "\n\n"])
    func emptyAndTruncatedTextsAreSyntaxErrors(text: String) {
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [.syntax])
        #expect((diagnostics.first?.line ?? 0) >= 1)
        #expect((diagnostics.first?.column ?? 0) >= 1)
    }

    /// A duplicate key is a syntax error.
    @Test func aDuplicateKeyIsASyntaxError() {
        let diagnostics = DocumentFixtures.diagnostics(#"{"root": {"id": "a"}, "root": {"id": "b"}}"#)
        #expect(diagnostics.map(\.kind) == [.syntax])
        #expect(diagnostics.first?.line == 1)
        #expect(diagnostics.first?.message.contains("duplicate object key") == true)
    }

    /// A duplicate id is reported at both places.
    @Test func aDuplicateIdIsReportedAtBothPlaces() {
        let text = """
            {"popsplit": 1,
             "root": {"id": "main", "views": [{"id": "detail", "frame": [0, 0, 1, 1]}]},
             "controllers": [{"id": "detail"}]}
            """
        let errors = DocumentFixtures.errors(text)
        #expect(
            errors == [
                DocumentDiagnostic(
                    kind: .duplicateId, line: 2, column: 42, path: "$.root.views[0].id",
                    message: #"duplicate id "detail" (also at $.controllers[0].id)"#),
                DocumentDiagnostic(
                    kind: .duplicateId, line: 3, column: 25, path: "$.controllers[0].id",
                    message: #"duplicate id "detail" (also at $.root.views[0].id)"#),
            ])
    }

    /// A derived id that clashes is reported at the object.
    @Test func aDerivedIdThatClashesIsReportedAtTheObject() {
        let text = #"{"popsplit": 1, "root": {"id": "c", "views": [{"frame": [0, 0, 1, 1]}, {"id": "c.views[0]", "frame": [0, 0, 1, 1]}]}}"#
        let errors = DocumentFixtures.errors(text)
        #expect(errors.map(\.path) == ["$.root.views[0]", "$.root.views[1].id"])
        #expect(errors.map(\.column) == [47, 79])
        #expect(errors.allSatisfy { $0.kind == .duplicateId })
    }

    /// Push and present take only controllers listed in controllers.
    @Test func pushAndPresentTakeOnlyControllersListedInControllers() {
        let text = """
            {"popsplit": 1,
             "root": {"id": "nav", "type": "navigation", "children": [{"id": "list",
               "views": [{"id": "b", "frame": [0, 0, 1, 1], "action": {"present": "list"}},
                         {"id": "c", "frame": [0, 0, 1, 1], "action": {"push": "b"}},
                         {"id": "d", "frame": [0, 0, 1, 1], "action": {"segue": "nowhere"}}]}]}}
            """
        let errors = DocumentFixtures.errors(text)
        #expect(
            errors == [
                DocumentDiagnostic(
                    kind: .unknownReference, line: 3, column: 71, path: "$.root.children[0].views[0].action.present",
                    message:
                        #"controller "list" is already in the scene at $.root.children[0]; push, present and segue destinations take a controller listed in "controllers""#
                ),
                DocumentDiagnostic(
                    kind: .unknownReference, line: 4, column: 68, path: "$.root.children[0].views[1].action.push",
                    message: #""b" is a view, not a controller"#),
                DocumentDiagnostic(
                    kind: .unknownReference, line: 5, column: 69, path: "$.root.children[0].views[2].action.segue",
                    message: #"no segue has id "nowhere""#),
            ])
    }

    /// Segue ends and anchors must name the right things.
    @Test func segueEndsAndAnchorsMustNameTheRightThings() {
        let text = """
            {"popsplit": 1, "root": {"id": "r", "views": [{"id": "v", "frame": [0, 0, 1, 1]}]},
             "controllers": [{"id": "m"}],
             "segues": [{"id": "s1", "kind": "popover", "source": "v", "destination": "r", "anchor": "m"},
                        {"id": "s2", "kind": "popover", "source": "r", "destination": "m", "anchor": "v"}]}
            """
        let errors = DocumentFixtures.errors(text)
        #expect(errors.map(\.path) == ["$.segues[0].source", "$.segues[0].destination", "$.segues[0].anchor"])
        #expect(
            errors.map(\.message) == [
                #""v" is a view, not a controller"#,
                #"controller "r" is already in the scene at $.root; push, present and segue destinations take a controller listed in "controllers""#,
                #""m" is a controller, not a view or bar button item"#,
            ])
    }

    /// A missing version is a warning and the document is still decoded.
    @Test func aMissingVersionIsAWarningAndTheDocumentIsStillDecoded() throws {
        let check = DocumentFixtures.decoder.check(text: #"{"root": {"id": "a"}}"#)
        #expect(check.document != nil)
        #expect(
            check.diagnostics == [
                DocumentDiagnostic(
                    severity: .warning, kind: .missingVersion, line: 1, column: 1, path: "$",
                    message: #"add "popsplit": 1 to say which version of the format this document uses"#)
            ])
        // decode() returns the document and drops warnings.
        #expect(throws: Never.self) { try DocumentFixtures.decoder.decode(text: #"{"root": {"id": "a"}}"#).get() }
    }

    /// An action on a label that ignores touches is a warning.
    @Test func anActionOnALabelThatIgnoresTouchesIsAWarning() {
        let text = DocumentFixtures.rootWith(
            #""views": [{"id": "l", "kind": "label", "frame": [0, 0, 1, 1], "action": {"custom": "tap"}}, "#
                + #"{"id": "m", "kind": "image", "frame": [0, 0, 1, 1], "userInteractionEnabled": true, "action": {"custom": "tap"}}]"#)
        let check = DocumentFixtures.decoder.check(text: text)
        #expect(check.document != nil)
        #expect(
            check.diagnostics == [
                DocumentDiagnostic(
                    severity: .warning, kind: .inertAction, line: 1, column: 102, path: "$.root.views[0].action",
                    message: #"a view of kind label ignores touches, so this action never fires; add "userInteractionEnabled": true"#)
            ])
    }

    /// The limit stops the list and says so.
    @Test func theLimitStopsTheListAndSaysSo() {
        let decoder = SceneDocumentDecoder(diagnosticLimit: 3)
        let text = #"{"popsplit": 1, "root": {"id": "a", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5}}"#
        let diagnostics = decoder.check(text: text).diagnostics
        #expect(diagnostics.map(\.kind) == [.unknownKey, .unknownKey, .unknownKey, .limitReached])
        #expect(diagnostics.map(\.path) == ["$.root.a", "$.root.b", "$.root.c", "$"])
        #expect(diagnostics.last?.message == "too many problems; only the first 3 are reported")
    }

    /// Too many warnings alone leave the document accepted, and the limit note is a warning too.
    @Test func aLimitReachedOnlyByWarningsIsAWarning() {
        let decoder = SceneDocumentDecoder(diagnosticLimit: 2)
        let label = #"{"kind": "label", "frame": [0, 0, 1, 1], "action": {"custom": "x"}}"#
        let text = DocumentFixtures.rootWith(#""views": ["# + Array(repeating: label, count: 4).joined(separator: ", ") + "]")
        let check = decoder.check(text: text)
        #expect(check.document != nil)
        #expect(check.diagnostics.map(\.kind) == [.inertAction, .inertAction, .limitReached])
        #expect(check.diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// Views nested deeper than the limit are refused with one error, not a crash.
    @Test(arguments: [101, 1000])
    func deepNestingIsRefusedNotACrash(depth: Int) {
        var view = #"{"frame": [0, 0, 1, 1]}"#
        for _ in 1..<depth { view = #"{"frame": [0, 0, 1, 1], "subviews": ["# + view + "]}" }
        let errors = DocumentFixtures.errors(DocumentFixtures.rootWith(#""views": ["# + view + "]"))
        #expect(errors.map(\.kind) == [.invalidValue])
        #expect(errors.first?.message == "nested too deeply: at most 100 levels of controllers and views")
        #expect(errors.first?.path.hasSuffix(".subviews[0]") == true)
    }

    /// A document nested as deep as the limit allows is accepted.
    @Test func nestingUpToTheLimitIsAccepted() {
        var view = #"{"frame": [0, 0, 1, 1]}"#
        for _ in 1..<99 { view = #"{"frame": [0, 0, 1, 1], "subviews": ["# + view + "]}" }
        #expect(DocumentFixtures.errors(DocumentFixtures.rootWith(#""views": ["# + view + "]")) == [])
    }
}
