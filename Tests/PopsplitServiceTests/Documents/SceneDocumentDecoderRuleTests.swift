import PopsplitDocument
import PopsplitJSON
import PopsplitService
import Testing

/// The format's rules, one broken per document: the kind and path of the one error expected.
/// The same rules are checked against the JSON Schema by schema/checks/scene_schema_check.py.
@Suite struct SceneDocumentDecoderRuleTests {
    /// One broken rule.
    struct Case: CustomTestStringConvertible, Sendable {
        /// The rule broken.
        var name: String
        /// Members of the root controller `r` (plain unless they say otherwise).
        var root: String
        /// Extra top-level members (after `root`), or empty.
        var extra: String = ""
        /// The kind expected.
        var kind: DocumentDiagnostic.Kind
        /// The path expected.
        var path: String
        /// The message expected, when the case pins it.
        var message: String? = nil
        /// The name shown in test output.
        var testDescription: String { name }

        /// The whole document.
        var text: String {
            #"{"popsplit": 1, "root": {"id": "r""# + (root.isEmpty ? "" : ", " + root) + "}"
                + (extra.isEmpty ? "" : ", " + extra) + "}"
        }
    }

    /// A button view at `$.root.views[0]` with this action.
    static func button(_ action: String) -> String {
        #""views": [{"id": "b", "kind": "button", "frame": [0, 0, 10, 10], "action": \#(action)}]"#
    }

    /// A `controllers` member listing the controller `d`.
    static let detail = #""controllers": [{"id": "d"}]"#

    /// The broken rules.
    static let cases: [Case] = [
        Case(
            name: "controller without id", root: "", extra: #""controllers": [{"title": "x"}]"#, kind: .missingKey, path: "$.controllers[0]",
            message: #"missing key "id": a controller needs an id, unique in the document"#),
        Case(
            name: "empty id", root: "", extra: #""controllers": [{"id": ""}]"#, kind: .invalidValue, path: "$.controllers[0].id",
            message: #""id" must not be empty"#),
        Case(
            name: "unknown profile", root: "", extra: #""profile": "ios7""#, kind: .unknownValue, path: "$.profile",
            message: #"unknown profile "ios7"; expected one of ios5.0, ios5.1, ios6 (did you mean "ios6"?)"#),
        Case(name: "unknown device", root: "", extra: #""device": "iphone""#, kind: .unknownValue, path: "$.device"),
        Case(
            name: "statusBarHidden not a boolean", root: "", extra: #""statusBarHidden": "yes""#, kind: .wrongType,
            path: "$.statusBarHidden", message: "expected a boolean, got a string"),
        Case(
            name: "controllers not an array", root: "", extra: #""controllers": {}"#, kind: .wrongType, path: "$.controllers",
            message: "expected an array of controllers, got an object"),
        Case(
            name: "a controller that is not an object", root: "", extra: #""controllers": ["d"]"#, kind: .wrongType,
            path: "$.controllers[0]", message: "expected an object (a controller), got a string"),
        Case(
            name: "navigation without children", root: #""type": "navigation""#, kind: .missingKey, path: "$.root",
            message: #"missing key "children": a navigation controller needs at least one child: the root of its stack"#),
        Case(
            name: "tab bar with empty children", root: #""type": "tabBar", "children": []"#, kind: .invalidValue,
            path: "$.root.children", message: "a tab bar controller needs at least one child: one per tab"),
        Case(
            name: "selectedIndex on navigation", root: #""type": "navigation", "selectedIndex": 0, "children": [{"id": "a"}]"#,
            kind: .inapplicableKey, path: "$.root.selectedIndex",
            message: #""selectedIndex" applies only to tabBar and pageView controllers"#),
        Case(
            name: "negative selectedIndex", root: #""type": "pageView", "selectedIndex": -1, "children": [{"id": "a"}]"#,
            kind: .invalidValue, path: "$.root.selectedIndex", message: "an index must not be negative, got -1"),
        Case(
            name: "navigationBarHidden on a tab bar", root: #""type": "tabBar", "navigationBarHidden": true, "children": [{"id": "a"}]"#,
            kind: .inapplicableKey, path: "$.root.navigationBarHidden"),
        Case(
            name: "empty supportedOrientations", root: #""supportedOrientations": []"#, kind: .invalidValue,
            path: "$.root.supportedOrientations", message: #"list at least one orientation, or write "all""#),
        Case(
            name: "an orientation listed twice", root: #""supportedOrientations": ["portrait", "portrait"]"#, kind: .invalidValue,
            path: "$.root.supportedOrientations[1]", message: #""portrait" is listed twice"#),
        Case(
            name: "one orientation as a string", root: #""supportedOrientations": "portrait""#, kind: .unknownValue,
            path: "$.root.supportedOrientations",
            message: #"expected "all" or an array of orientations such as ["portrait"], got "portrait""#),
        Case(
            name: "unknown orientation in the list", root: #""supportedOrientations": ["upsideDown"]"#, kind: .unknownValue,
            path: "$.root.supportedOrientations[0]"),
        Case(
            name: "negative popover width", root: #""contentSizeForViewInPopover": [-1, 100]"#, kind: .invalidValue,
            path: "$.root.contentSizeForViewInPopover[0]", message: "a width must not be negative, got -1"),
        Case(
            name: "popover size of one number", root: #""contentSizeForViewInPopover": [320]"#, kind: .invalidValue,
            path: "$.root.contentSizeForViewInPopover", message: "expected 2 numbers [width, height], got 1 element"),
        Case(
            name: "navigation item not an object", root: #""navigationItem": []"#, kind: .wrongType, path: "$.root.navigationItem",
            message: "expected an object (a navigation item), got an array"),
        Case(
            name: "frame not an array", root: #""views": [{"frame": {"x": 0}}]"#, kind: .wrongType, path: "$.root.views[0].frame",
            message: "expected an array [x, y, width, height], got an object"),
        Case(
            name: "frame with a string", root: #""views": [{"frame": [0, "0", 10, 10]}]"#, kind: .wrongType,
            path: "$.root.views[0].frame[1]", message: "expected a number, got a string"),
        Case(
            name: "unknown view kind", root: #""views": [{"kind": "Button", "frame": [0, 0, 1, 1]}]"#, kind: .unknownValue,
            path: "$.root.views[0].kind",
            message:
                #"unknown view kind "Button"; expected one of view, button, label, table, toolbar, navigationBar, searchBar, image, textField, textView, segmentedControl, switch, slider, scrollView (did you mean "button"?)"#
        ),
        Case(
            name: "items on a button", root: #""views": [{"kind": "button", "frame": [0, 0, 1, 1], "items": []}]"#,
            kind: .inapplicableKey, path: "$.root.views[0].items",
            message: #""items" applies only to views of kind toolbar or navigationBar"#),
        Case(
            name: "unknown autoresizing flag", root: #""views": [{"frame": [0, 0, 1, 1], "autoresizing": ["flexibleSize"]}]"#,
            kind: .unknownValue, path: "$.root.views[0].autoresizing[0]"),
        Case(
            name: "autoresizing flag twice", root: #""views": [{"frame": [0, 0, 1, 1], "autoresizing": ["flexibleWidth", "flexibleWidth"]}]"#,
            kind: .invalidValue, path: "$.root.views[0].autoresizing[1]", message: #""flexibleWidth" is listed twice"#),
        Case(
            name: "autoresizing flag not a string", root: #""views": [{"frame": [0, 0, 1, 1], "autoresizing": ["flexibleWidth", 3]}]"#,
            kind: .wrongType, path: "$.root.views[0].autoresizing[1]", message: "expected a string (an autoresizing flag), got an integer"),
        Case(
            name: "orientation not a string", root: #""supportedOrientations": [1]"#, kind: .wrongType,
            path: "$.root.supportedOrientations[0]", message: "expected a string (an orientation), got an integer"),
        Case(
            name: "negative frame height", root: #""views": [{"frame": [-5, 0, 10, -1]}]"#, kind: .invalidValue,
            path: "$.root.views[0].frame[3]", message: "a height must not be negative, got -1"),
        Case(
            name: "frame number out of range", root: #""views": [{"frame": [0, 0, 1e9, 10]}]"#, kind: .invalidValue,
            path: "$.root.views[0].frame[2]", message: "expected a number of points between -100000 and 100000, got 1000000000"),
        Case(
            name: "negative popover margin", root: "",
            extra: #""controllers": [{"id": "c"}], "popovers": [{"id": "p", "content": "c", "layoutMargins": [0, -2, 0, 0]}]"#,
            kind: .invalidValue, path: "$.popovers[0].layoutMargins[1]", message: "a left must not be negative, got -2"),
        Case(
            name: "hidden not a boolean", root: #""views": [{"frame": [0, 0, 1, 1], "hidden": 0}]"#, kind: .wrongType,
            path: "$.root.views[0].hidden", message: "expected a boolean, got an integer"),
        Case(
            name: "item with title and systemItem", root: #""toolbarItems": [{"title": "A", "systemItem": "done"}]"#,
            kind: .conflictingKeys, path: "$.root.toolbarItems[0].systemItem",
            message: #"an item has a "title" or a "systemItem", not both (a system item draws its own title or icon)"#),
        Case(
            name: "unknown system item", root: #""toolbarItems": [{"systemItem": "Done"}]"#, kind: .unknownValue,
            path: "$.root.toolbarItems[0].systemItem"),
        Case(
            name: "negative item width", root: #""toolbarItems": [{"width": -4}]"#, kind: .invalidValue,
            path: "$.root.toolbarItems[0].width", message: "a width must not be negative, got -4"),
        Case(
            name: "action without verb", root: button("{}"), kind: .missingKey, path: "$.root.views[0].action",
            message:
                "an action needs exactly one of push, pop, popToRoot, present, dismiss, segue, selectTab, custom, presentPopover, dismissPopover, showActionSheet, enableItem, disableItem"
        ),
        Case(
            name: "action as a string", root: button(#""pop""#), kind: .wrongType, path: "$.root.views[0].action",
            message: #"expected an object such as {"push": "detail"}, got a string"#),
        Case(
            name: "pop false", root: button(#"{"pop": false}"#), kind: .invalidValue, path: "$.root.views[0].action.pop",
            message: #""pop" must be true (leave out the action to do nothing)"#),
        Case(
            name: "dismiss not a boolean", root: button(#"{"dismiss": 1}"#), kind: .wrongType, path: "$.root.views[0].action.dismiss",
            message: "expected true, got an integer"),
        Case(
            name: "style without present", root: button(#"{"push": "d", "style": "formSheet"}"#), extra: detail,
            kind: .inapplicableKey, path: "$.root.views[0].action.style",
            message: #""style" applies only to a "present" action"#),
        Case(
            name: "unknown presentation style", root: button(#"{"present": "d", "style": "sheet"}"#), extra: detail,
            kind: .unknownValue, path: "$.root.views[0].action.style"),
        Case(
            name: "selectTab negative", root: button(#"{"selectTab": -1}"#), kind: .invalidValue,
            path: "$.root.views[0].action.selectTab"),
        Case(
            name: "selectTab not an integer", root: button(#"{"selectTab": 1.5}"#), kind: .wrongType,
            path: "$.root.views[0].action.selectTab", message: "expected an integer, got 1.5"),
        Case(
            name: "empty custom name", root: button(#"{"custom": ""}"#), kind: .invalidValue,
            path: "$.root.views[0].action.custom"),
        Case(
            name: "segue without kind", root: "", extra: detail + #", "segues": [{"id": "s", "source": "r", "destination": "d"}]"#,
            kind: .missingKey, path: "$.segues[0]",
            message: #"missing key "kind": a segue needs its kind: push, modal, popover, replace or custom"#),
        Case(
            name: "segue without destination", root: "", extra: detail + #", "segues": [{"id": "s", "kind": "push", "source": "r"}]"#,
            kind: .missingKey, path: "$.segues[0]"),
        Case(
            name: "unknown segue kind", root: "", extra: detail + #", "segues": [{"id": "s", "kind": "show", "source": "r", "destination": "d"}]"#,
            kind: .unknownValue, path: "$.segues[0].kind"),
        Case(
            name: "style on a push segue",
            root: "", extra: detail + #", "segues": [{"id": "s", "kind": "push", "source": "r", "destination": "d", "style": "formSheet"}]"#,
            kind: .inapplicableKey, path: "$.segues[0].style", message: #""style" applies only to modal segues"#),
        Case(
            name: "anchor on a modal segue",
            root: "", extra: detail + #", "segues": [{"id": "s", "kind": "modal", "source": "r", "destination": "d", "anchor": "r"}]"#,
            kind: .inapplicableKey, path: "$.segues[0].anchor", message: #""anchor" applies only to popover segues"#),
        Case(
            name: "a number that is not finite", root: "", kind: .invalidValue, path: "$.root.views[0].frame[0]",
            message: "expected a finite number"),
        Case(
            name: "a coordinate beyond the geometry limits", root: #""views": [{"frame": [0, 1e308, 10, 10]}]"#,
            kind: .invalidValue, path: "$.root.views[0].frame[1]",
            message: "expected a number of points between -100000 and 100000, got 1e+308"),
        Case(
            name: "an item width beyond the geometry limits", root: #""toolbarItems": [{"width": 100001}]"#,
            kind: .invalidValue, path: "$.root.toolbarItems[0].width",
            message: "expected a number of points between -100000 and 100000, got 100001"),
    ]

    /// Each broken rule is one error.
    @Test(arguments: cases)
    func eachBrokenRuleIsOneError(_ testCase: Case) throws {
        let errors: [DocumentDiagnostic]
        if testCase.name == "a number that is not finite" {
            // jansson never yields infinity; a value built in code can.
            let value: PopsplitJSON.JSONValue = [
                "popsplit": 1, "root": ["id": "r", "views": [["frame": [.double(.infinity), 0, 1, 1]]]],
            ]
            errors = DocumentFixtures.decoder.check(value: value, source: nil).diagnostics
        } else {
            errors = DocumentFixtures.errors(testCase.text)
        }
        #expect(errors.map(\.kind) == [testCase.kind])
        #expect(errors.map(\.path) == [testCase.path])
        if let message = testCase.message { #expect(errors.map(\.message) == [message]) }
        if testCase.name != "a number that is not finite" { #expect(errors.allSatisfy { $0.line != nil && $0.column != nil }) }
    }
}
