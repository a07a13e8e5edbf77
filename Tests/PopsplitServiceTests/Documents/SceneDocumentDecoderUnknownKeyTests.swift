import PopsplitDocument
import PopsplitService
import Testing

/// An unknown key is an error at every level of the document, placed at the key.
@Suite struct SceneDocumentDecoderUnknownKeyTests {
    /// A document with one unknown key in each kind of object, one key per line.
    static let text = """
        {
          "popsplit": 1,
          "rootViewController": 1,
          "root": {
            "id": "nav",
            "type": "navigation",
            "kind": "navigation",
            "children": [{
              "id": "list",
              "navigationItem": {
                "leftBarButtonItems": [],
                "rightItems": [{"title": "A",
                  "titel": "B",
                  "action": {"dismiss": true,
                    "animated": true}}]
              },
              "views": [{
                "frame": [0, 0, 10, 10],
                "children": []
              }]
            }]
          },
          "controllers": [{"id": "m"}],
          "segues": [{"id": "s", "kind": "push", "source": "list", "destination": "m",
            "to": "m"}]
        }
        """

    /// Every unknown key is reported at its key with a suggestion.
    @Test func everyUnknownKeyIsReportedAtItsKeyWithASuggestion() {
        let check = DocumentFixtures.decoder.check(text: Self.text)
        #expect(check.document == nil)
        #expect(
            check.diagnostics == [
                DocumentDiagnostic(
                    kind: .unknownKey, line: 3, column: 3, path: "$.rootViewController",
                    message: #"unknown key "rootViewController" (did you mean "root"?)"#),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 7, column: 5, path: "$.root.kind",
                    message: #"unknown key "kind" (did you mean "type"?)"#),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 11, column: 9, path: "$.root.children[0].navigationItem.leftBarButtonItems",
                    message: #"unknown key "leftBarButtonItems" (did you mean "leftItems"?)"#),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 13, column: 11, path: "$.root.children[0].navigationItem.rightItems[0].titel",
                    message: #"unknown key "titel" (did you mean "title"?)"#),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 15, column: 13,
                    path: "$.root.children[0].navigationItem.rightItems[0].action.animated",
                    message:
                        #"unknown key "animated"; an action has keys push, pop, popToRoot, present, dismiss, segue, selectTab, custom, presentPopover, dismissPopover, showActionSheet, enableItem, disableItem, style, transition, arrows"#
                ),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 19, column: 9, path: "$.root.children[0].views[0].children",
                    message: #"unknown key "children" (did you mean "subviews"?)"#),
                DocumentDiagnostic(
                    kind: .unknownKey, line: 25, column: 5, path: "$.segues[0].to",
                    message: #"unknown key "to" (did you mean "destination"?)"#),
            ])
    }

    /// An unknown key with nothing close lists the keys allowed.
    @Test func anUnknownKeyWithNothingCloseListsTheKeysAllowed() {
        let errors = DocumentFixtures.errors(DocumentFixtures.rootWith(#""colour": "red""#))
        #expect(
            errors.map(\.message) == [
                #"unknown key "colour"; a controller has keys id, type, title, supportedOrientations, "#
                    + "contentSizeForViewInPopover, modalInPopover, navigationItem, toolbarItems, tabBarTitle, customClass, views, "
                    + "children, selectedIndex, navigationBarHidden, toolbarHidden, exactPopoverSizing, presentsWithGesture, "
                    + "hidesMasterInPortrait, hidesMasterInLandscape, implementsShouldHide, implementsWillHide, masterButton, split, "
                    + "navigationBar, toolbar, childFrames, shownChildren"
            ])
    }

    /// A key that differs only in case is suggested.
    @Test func aKeyThatDiffersOnlyInCaseIsSuggested() {
        let errors = DocumentFixtures.errors(DocumentFixtures.rootWith(#""TabBarTitle": "x""#))
        #expect(errors.map(\.message) == [#"unknown key "TabBarTitle" (did you mean "tabBarTitle"?)"#])
    }

    /// Of names equally close, the one that begins as the name written does: `tabel` is a
    /// `table`, not a `label` (both one edit away), where a view's kind goes.
    @Test func equallyCloseNamesGoToTheOneThatBeginsAlike() {
        let errors = DocumentFixtures.errors(DocumentFixtures.rootWith(#""views": [{"id": "v", "kind": "tabel", "frame": [0, 0, 1, 1]}]"#))
        #expect(errors.first?.message.hasSuffix(#"(did you mean "table"?)"#) == true, "\(errors.map(\.message))")
    }

    /// An odd key is quoted in the path.
    @Test func anOddKeyIsQuotedInThePath() {
        let errors = DocumentFixtures.errors(DocumentFixtures.rootWith(#""my key": 1"#))
        #expect(errors.map(\.path) == [#"$.root["my key"]"#])
        #expect(errors.map(\.column) == [40])
    }
}
