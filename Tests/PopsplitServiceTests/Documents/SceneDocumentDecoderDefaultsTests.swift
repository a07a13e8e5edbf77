import PopsplitModel
import PopsplitService
import Testing

/// What a document means when it leaves keys out.
@Suite struct SceneDocumentDecoderDefaultsTests {
    /// Only root is required.
    @Test func onlyRootIsRequired() throws {
        let check = DocumentFixtures.decoder.check(text: #"{"root": {"id": "a"}}"#)
        let document = try #require(check.document)
        #expect(document == SceneDocument(root: ControllerSpec(id: "a")))
        #expect(document.device == .iPad)
        #expect(document.profile == .iOS6)
        #expect(document.orientation == .portrait)
        #expect(document.statusBarHidden == false)
        #expect(document.controllers == [])
        #expect(document.segues == [])
        // Without "popsplit" the document is accepted, with a warning.
        #expect(check.diagnostics.map(\.kind) == [.missingVersion])
        #expect(check.diagnostics.first?.severity == .warning)
        #expect(check.diagnostics.first?.line == 1)
        #expect(check.diagnostics.first?.column == 1)
        #expect(check.diagnostics.first?.path == "$")
    }

    /// Left items replace the back button unless the item says they supplement it
    /// (UINavigationItem's default); a value that is not a boolean is refused.
    @Test func leftItemsReplaceTheBackButtonByDefault() throws {
        let document = try #require(DocumentFixtures.document(DocumentFixtures.rootWith(#""navigationItem": {"leftItems": [{"title": "L"}]}"#)))
        #expect(document.root.navigationItem.leftItemsSupplementBackButton == false)
        let supplementing = try #require(
            DocumentFixtures.document(
                DocumentFixtures.rootWith(#""navigationItem": {"leftItems": [{"title": "L"}], "leftItemsSupplementBackButton": true}"#)))
        #expect(supplementing.root.navigationItem.leftItemsSupplementBackButton)
        let wrong = DocumentFixtures.errors(DocumentFixtures.rootWith(#""navigationItem": {"leftItemsSupplementBackButton": 1}"#))
        #expect(wrong.map(\.path) == ["$.root.navigationItem.leftItemsSupplementBackButton"])
        #expect(wrong.map(\.kind) == [.wrongType])
    }

    /// A controller defaults to a plain controller with UIKit's defaults.
    @Test func aControllerDefaultsToAPlainControllerWithUIKitsDefaults() throws {
        let document = try #require(DocumentFixtures.document(DocumentFixtures.rootWith(#""title": "T""#)))
        let root = document.root
        #expect(root.type == .plain)
        #expect(root.supportedOrientations == nil)  // all four
        #expect(root.contentSizeForViewInPopover == nil)  // UIKit's 320 x 1100, POP-02
        #expect(root.modalInPopover == false)
        #expect(root.navigationItem == NavigationItemSpec())
        #expect(root.toolbarItems == [])
        #expect(root.tabBarTitle == nil)
        #expect(root.views == [])
        #expect(root.children == [])
        #expect(root.selectedIndex == 0)
        #expect(root.type == .plain)
    }

    /// A navigation controller hides its toolbar and shows its bar by default.
    @Test func aNavigationControllerHidesItsToolbarAndShowsItsBarByDefault() throws {
        let text = #"{"popsplit": 1, "root": {"id": "nav", "type": "navigation", "children": [{"id": "a"}]}}"#
        let root = try #require(DocumentFixtures.document(text)).root
        #expect(root.navigation?.navigationBarHidden == false)
        #expect(root.navigation?.toolbarHidden == true)
        #expect(root.children == [ControllerSpec(id: "a")])
    }

    /// A tab bar controller selects its first tab by default.
    @Test func aTabBarControllerSelectsItsFirstTabByDefault() throws {
        let text = #"{"popsplit": 1, "root": {"id": "t", "type": "tabBar", "children": [{"id": "a"}, {"id": "b"}]}}"#
        #expect(try #require(DocumentFixtures.document(text)).root.selectedIndex == 0)
    }

    /// A view defaults to a plain visible view with its kind's touch handling.
    @Test func aViewDefaultsToAPlainVisibleViewWithTheKindsTouchHandling() throws {
        let text = DocumentFixtures.rootWith(#""views": [{"id": "v", "frame": [1, 2, 3, 4]}]"#)
        let view = try #require(DocumentFixtures.document(text)?.root.views.first)
        #expect(view == ViewSpec(id: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(view.kind == .view)
        #expect(view.autoresizing == [])
        #expect(view.title == nil)
        #expect(view.hidden == false)
        #expect(view.userInteractionEnabled == nil)
        #expect(view.items == [])
        #expect(view.subviews == [])
        #expect(view.action == nil)
    }

    /// Views and items without ids get ids derived from where they are.
    @Test func viewsAndItemsWithoutIdsGetIdsDerivedFromWhereTheyAre() throws {
        let text = """
            {"popsplit": 1, "root": {"id": "c",
              "navigationItem": {"titleView": {"frame": [0, 0, 1, 1]}, "leftItems": [{"title": "L"}], "rightItems": [{"title": "R"}]},
              "toolbarItems": [{"systemItem": "flexibleSpace"}, {"id": "named", "title": "N"}],
              "views": [{"frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 0, 1, 1]}, {"id": "inner", "frame": [0, 0, 1, 1],
                "subviews": [{"frame": [0, 0, 1, 1]}]}]},
                {"kind": "toolbar", "frame": [0, 0, 1, 1], "items": [{"title": "T"}]}]}}
            """
        let root = try #require(DocumentFixtures.document(text)).root
        #expect(root.navigationItem.titleView?.id == "c.navigationItem.titleView")
        #expect(root.navigationItem.leftItems.map(\.id) == ["c.navigationItem.leftItems[0]"])
        #expect(root.navigationItem.rightItems.map(\.id) == ["c.navigationItem.rightItems[0]"])
        #expect(root.toolbarItems.map(\.id) == ["c.toolbarItems[0]", "named"])
        #expect(root.views.map(\.id) == ["c.views[0]", "c.views[1]"])
        #expect(root.views[0].subviews.map(\.id) == ["c.views[0].subviews[0]", "inner"])
        #expect(root.views[0].subviews[1].subviews.map(\.id) == ["inner.subviews[0]"])
        #expect(root.views[1].items.map(\.id) == ["c.views[1].items[0]"])
    }

    /// An item defaults to no title no system item no width no action.
    @Test func anItemDefaultsToNoTitleNoSystemItemNoWidthNoAction() throws {
        let item = try #require(DocumentFixtures.document(DocumentFixtures.rootWith(#""toolbarItems": [{"id": "i"}]"#))?.root.toolbarItems.first)
        #expect(item == BarButtonItemSpec(id: "i"))
    }

    /// Present defaults to full screen cover vertical.
    @Test func presentDefaultsToFullScreenCoverVertical() throws {
        // MOD-02, MOD-03: full screen and cover vertical are UIKit's defaults.
        let text =
            #"{"popsplit": 1, "root": {"id": "r", "views": [{"id": "b", "frame": [0, 0, 1, 1], "action": {"present": "m"}}]}, "controllers": [{"id": "m"}]}"#
        let action = try #require(DocumentFixtures.document(text)?.root.views.first?.action)
        #expect(action == .present(controller: "m", style: .fullScreen, transition: .coverVertical))
    }

    /// A modal segue defaults to full screen cover vertical.
    @Test func aModalSegueDefaultsToFullScreenCoverVertical() throws {
        let text =
            #"{"popsplit": 1, "root": {"id": "r"}, "controllers": [{"id": "m"}], "segues": [{"id": "s", "kind": "modal", "source": "r", "destination": "m"}]}"#
        let segue = try #require(DocumentFixtures.document(text)?.segues.first)
        #expect(segue == SegueSpec(id: "s", kind: .modal, source: "r", destination: "m", style: .fullScreen, transition: .coverVertical, anchor: nil))
    }

    /// A popover segue may leave out its anchor.
    @Test func aPopoverSegueMayLeaveOutItsAnchor() throws {
        let text =
            #"{"popsplit": 1, "root": {"id": "r"}, "controllers": [{"id": "m"}], "segues": [{"id": "s", "kind": "popover", "source": "r", "destination": "m"}]}"#
        #expect(try #require(DocumentFixtures.document(text)?.segues.first).anchor == nil)
    }
}
