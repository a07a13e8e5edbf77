import PopsplitModel
import PopsplitService
import Testing

/// Bad versatile split view documents (SVC-03..08): each problem is an error at its own path, with a
/// message that names the field; a good one reads every setting.
struct VersatileSplitDocumentTests {
    /// A document whose root is a versatile split view with `split` and `children`.
    static func text(split: String, children: String = #"[{"id": "side"}, {"id": "main"}]"#) -> String {
        #"{"popsplit": 1, "root": {"id": "svc", "type": "versatileSplit", "split": \#(split), "children": \#(children)}}"#
    }

    /// The error diagnostics of `text`, as `path: message`.
    static func errors(_ text: String) -> [String] {
        DocumentFixtures.decoder.check(text: text).diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
    }

    @Test("SVC-03..08 every setting is read")
    func readsEverySetting() throws {
        let text = Self.text(
            split: """
                {"axis": "horizontal", "splitterStyle": "paneSplitter", "splitterWidth": 12, "splitPoint": {"portrait": 100, "landscape": 200},
                 "sideViewPosition": "bottom", "sideViewDisplayOption": "hideByDefault", "listButtonTitle": "Files",
                 "listButtonPlace": "toolbar", "listDisplayStyle": "slideIn", "legacyLeftButton": true, "draggable": false,
                 "minimumPaneSize": 50, "constrainsSplitPosition": true}
                """)
        let options = try DocumentFixtures.decoder.decode(text: text).get().root.versatileSplit
        var expected = VersatileSplitOptions()
        expected.axis = .horizontal
        expected.splitterStyle = .paneSplitter
        expected.splitterWidth = 12
        expected.portraitSplitPoint = 100
        expected.landscapeSplitPoint = 200
        expected.sideViewPosition = .bottom
        expected.sideViewDisplayOption = .hideByDefault
        expected.listButtonTitle = "Files"
        expected.listButtonPlace = .toolbar
        expected.listDisplayStyle = .slideIn
        expected.legacyLeftButton = true
        expected.draggable = false
        expected.minimumPaneSize = 50
        expected.constrainsSplitPosition = true
        #expect(options == expected)
    }

    @Test("SVC-03 a negative splitter width, split point or minimum pane is an error naming the field")
    func negativeNumbers() {
        #expect(Self.errors(Self.text(split: #"{"splitterWidth": -1}"#)) == [#"$.root.split.splitterWidth: "splitterWidth" must not be negative, got -1"#])
        #expect(Self.errors(Self.text(split: #"{"splitPoint": -5}"#)) == [#"$.root.split.splitPoint: "splitPoint" must not be negative, got -5"#])
        #expect(
            Self.errors(Self.text(split: #"{"splitPoint": {"landscape": -5}}"#)) == [
                "$.root.split.splitPoint.landscape: a split point must not be negative, got -5"
            ])
        #expect(
            Self.errors(Self.text(split: #"{"minimumPaneSize": -2}"#)) == [#"$.root.split.minimumPaneSize: "minimumPaneSize" must not be negative, got -2"#])
    }

    @Test("SVC-04 a side position off the split's axis is an error")
    func positionOffAxis() {
        #expect(
            Self.errors(Self.text(split: #"{"sideViewPosition": "top"}"#))
                == [#"$.root.split.sideViewPosition: a vertical split puts its side view "left" or "right", got "top""#])
    }

    @Test("SVC-03..07 unknown option names and values are errors with hints")
    func unknownNames() {
        let unknownKey = Self.errors(Self.text(split: #"{"dividerStyle": "line"}"#))
        #expect(
            unknownKey.count == 1 && unknownKey[0].hasPrefix(#"$.root.split.dividerStyle: unknown key "dividerStyle""#)
                && unknownKey[0].contains("splitterStyle"))
        let unknownValue = Self.errors(Self.text(split: #"{"listDisplayStyle": "slideover"}"#))
        #expect(
            unknownValue.count == 1 && unknownValue[0].hasPrefix("$.root.split.listDisplayStyle: unknown list display style")
                && unknownValue[0].contains("slideOver"))
    }

    @Test("SVC-01 fewer or more than two children is an error naming children")
    func childCount() {
        let one = Self.errors(Self.text(split: "{}", children: #"[{"id": "side"}]"#))
        #expect(one == ["$.root.children: a versatile split view controller needs exactly two children: the side, then the main controller, got 1"])
        let three = Self.errors(Self.text(split: "{}", children: #"[{"id": "a"}, {"id": "b"}, {"id": "c"}]"#))
        #expect(three == ["$.root.children: a versatile split view controller needs exactly two children: the side, then the main controller, got 3"])
    }

    @Test("SVC-02 the split settings belong to versatile split views only; their chrome ids are reserved")
    func splitOnlyOnVersatile() {
        let errors = Self.errors(#"{"popsplit": 1, "root": {"id": "a", "split": {}}}"#)
        #expect(errors == [#"$.root.split: "split" applies only to versatileSplit controllers"#])
        let reserved = Self.errors(Self.text(split: "{}", children: #"[{"id": "svc.listButton"}, {"id": "main"}]"#))
        #expect(reserved.count == 1 && reserved[0].contains("the list button of versatile split view controller"))
    }

    /// SVC-11 (seed 003's change log, 2012/12/24: "the hideSideViewControllerInPortraitOrientation
    /// and sideViewControllerHiddenLeftButtonsImage properties have now been deprecated ... update
    /// your code to use hideSideViewInPortraitOrientation and sideViewHiddenLeftButtonsImage
    /// instead"; 2013/01/20: "The hideSideViewInPortraitOrientation property has been replaced
    /// with the new sideViewDisplayOption property"): the old names are refused with their
    /// replacements; the new ones are accepted, the earlier display name meaning what it meant.
    @Test("SVC-11 seed 003's deprecated names are refused naming their replacements; its new names are accepted")
    func deprecatedNamesNameTheirReplacements() throws {
        #expect(
            Self.errors(Self.text(split: #"{"hideSideViewControllerInPortraitOrientation": true}"#)) == [
                #"$.root.split.hideSideViewControllerInPortraitOrientation: unknown key "hideSideViewControllerInPortraitOrientation": a name the versatile split view article deprecated; use "sideViewDisplayOption": "hideInPortrait" (or its next name, "hideSideViewInPortraitOrientation")"#
            ])
        #expect(
            Self.errors(Self.text(split: #"{"sideViewControllerHiddenLeftButtonsImage": "splitter_items.png"}"#)) == [
                #"$.root.split.sideViewControllerHiddenLeftButtonsImage: unknown key "sideViewControllerHiddenLeftButtonsImage": a name the versatile split view article deprecated; use "sideViewHiddenLeftButtonsImage""#
            ])
        // The article's own sample sets the image beside sideViewDisplayOption.
        #expect(
            Self.errors(Self.text(split: #"{"sideViewDisplayOption": "hideInPortrait", "sideViewHiddenLeftButtonsImage": "splitter_items.png"}"#))
                .isEmpty)
        let hides = try #require(DocumentFixtures.document(Self.text(split: #"{"hideSideViewInPortraitOrientation": true}"#)))
        #expect(hides.root.versatileSplit?.sideViewDisplayOption == .hideInPortrait)
        let shows = try #require(DocumentFixtures.document(Self.text(split: #"{"hideSideViewInPortraitOrientation": false}"#)))
        #expect(shows.root.versatileSplit?.sideViewDisplayOption == .always)
        #expect(
            Self.errors(Self.text(split: #"{"hideSideViewInPortraitOrientation": true, "sideViewDisplayOption": "always"}"#)) == [
                #"$.root.split.hideSideViewInPortraitOrientation: "hideSideViewInPortraitOrientation" is the earlier name of "sideViewDisplayOption": give one of them"#
            ])
        #expect(Self.errors(Self.text(split: #"{"sideViewHiddenLeftButtonsImage": 3}"#)).count == 1)
    }
}
