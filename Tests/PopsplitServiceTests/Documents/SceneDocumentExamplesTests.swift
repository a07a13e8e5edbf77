import Foundation
import PopsplitModel
import PopsplitService
import Testing

/// The documents in examples/scenes decode cleanly and describe what their names say.
@Suite struct SceneDocumentExamplesTests {
    /// The example files, by name.
    static let names = [
        "navigation-drilldown", "form-sheet", "tabs", "rotation-refusal", "page-view", "popover-master-list",
        "popover-settings-help", "popover-rotation", "popover-delegate", "popover-keyboard", "popover-explain",
        "split-mail", "split-mail-ios50", "split-settings", "split-errors", "versatile-split", "versatile-slide",
        "versatile-panes", "split-toolbar", "split-master-filter",
    ]

    /// The text of `examples/scenes/<name>.json`.
    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/examples/scenes/\(name).json", encoding: .utf8)
    }

    /// The decoded example.
    static func document(_ name: String) throws -> SceneDocument {
        try DocumentFixtures.decoder.decode(text: text(name)).get()
    }

    /// Every example file is covered.
    @Test func everyExampleFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: DocumentFixtures.repositoryRoot + "/examples/scenes")
        #expect(files.filter { $0.hasSuffix(".json") }.sorted() == Self.names.map { "\($0).json" }.sorted())
    }

    /// Every example decodes without any diagnostic.
    @Test(arguments: names)
    func everyExampleDecodesWithoutAnyDiagnostic(name: String) throws {
        let check = DocumentFixtures.decoder.check(text: try Self.text(name))
        #expect(check.diagnostics == [])
        #expect(check.document != nil)
    }

    /// The navigation drill-down: a table whose rows push a detail, items left and right, a toolbar.
    @Test func navigationDrillDown() throws {
        let document = try Self.document("navigation-drilldown")
        let nav = document.root
        #expect(nav.type == .navigation)
        #expect(nav.navigation?.toolbarHidden == false)
        let inbox = try #require(nav.children.first)
        #expect(inbox.navigationItem.leftItems.map(\.id) == ["edit"])
        #expect(inbox.navigationItem.rightItems.map(\.id) == ["compose", "search"])
        #expect(inbox.toolbarItems.count == 5)
        // Portrait app frame 768 x 1004 less the navigation bar and the toolbar (44 each, NAV-04).
        let table = try #require(inbox.views.first)
        #expect(table.kind == .table)
        #expect(table.frame == Rect(x: 0, y: 0, width: 768, height: 916))
        #expect(table.subviews.allSatisfy { $0.action == .push(controller: "message") })
        #expect(document.controllers.map(\.id) == ["message", "thread"])
        #expect(document.segues.map(\.kind) == [.push])
    }

    /// The form sheet: a button presents a navigation controller in a form sheet; Done dismisses it.
    @Test func formSheet() throws {
        let document = try Self.document("form-sheet")
        #expect(document.orientation == .landscapeLeft)
        #expect(document.root.type == .plain)
        let button = try #require(document.root.views.first { $0.id == "editProfile" })
        #expect(button.action == .present(controller: "profileEditor", style: .formSheet, transition: .coverVertical))
        let editor = try #require(document.controllers.first { $0.id == "profileEditor" })
        #expect(editor.type == .navigation)
        let form = try #require(editor.children.first)
        #expect(form.navigationItem.rightItems.map(\.action) == [.dismiss])
        #expect(form.navigationItem.rightItems.map(\.systemItem) == ["done"])
        // A form sheet is 540 wide (MOD-03): the form's views fit in it.
        #expect(form.views.allSatisfy { $0.frame.maxX <= 540 })
    }

    /// The tabs: three tabs, each with views sized above the tab bar.
    @Test func tabs() throws {
        let tabs = try Self.document("tabs").root
        #expect(tabs.type == .tabBar)
        #expect(tabs.children.count == 3)
        #expect(tabs.children.map(\.type) == [.plain, .navigation, .plain])
        #expect(tabs.children[0].views.count >= 3)
        #expect(tabs.children[1].children.first?.views.isEmpty == false)
        #expect(tabs.children[2].views.count >= 3)
        // 1004 less the tab bar (49, NAV-04): content views end at or above 955.
        #expect(tabs.children[0].views.allSatisfy { $0.frame.maxY <= 955 })
    }

    /// The rotation refusal: a tab bar controller whose camera tab supports only portrait.
    @Test func rotationRefusal() throws {
        // ROT-02: one tab supporting only portrait makes the tab bar controller refuse to rotate.
        let studio = try Self.document("rotation-refusal").root
        #expect(studio.type == .tabBar)
        #expect(studio.children.map(\.supportedOrientations) == [nil, [.portrait], Set(InterfaceOrientation.allCases)])
    }

    /// The page view: five pages filling the screen without the status bar.
    @Test func pageView() throws {
        let document = try Self.document("page-view")
        #expect(document.statusBarHidden)
        #expect(document.root.type == .pageView)
        #expect(document.root.children.map(\.id) == ["page1", "page2", "page3", "page4", "page5"])
        // Without the status bar a page is the whole 768 x 1024 screen.
        #expect(document.root.children.allSatisfy { page in page.views.allSatisfy { $0.frame.maxY <= 1024 && $0.frame.maxX <= 768 } })
    }

    /// SVC-02..08: the versatile split views read their `split` settings: on a stack, slid over
    /// with the legacy button, presented with a toolbar, nested panes.
    @Test func versatileSplits() throws {
        let split = try #require(try Self.document("versatile-split").root.children.last)
        #expect(split.type == .versatileSplit)
        let options = try #require(split.versatileSplit)
        #expect(options.sideViewDisplayOption == .hideInPortrait)
        #expect(options.listButtonTitle == "Items")
        #expect(options.splitterWidth == 1 && options.listDisplayStyle == .popover)
        let slide = try Self.document("versatile-slide")
        let mail = try #require(slide.root.children.last?.versatileSplit)
        #expect(mail.listDisplayStyle == .slideOver && mail.legacyLeftButton)
        let toolbar = try #require(slide.controllers.first { $0.id == "toolbarSplit" }?.versatileSplit)
        #expect(toolbar.listButtonPlace == .toolbar && toolbar.sideViewPosition == .right)
        #expect(toolbar.listDisplayStyle == .slideIn && toolbar.sideViewDisplayOption == .hideByDefault)
        let panesSpec = try Self.document("versatile-panes").root
        let panes = try #require(panesSpec.versatileSplit)
        #expect(panes.splitterStyle == .paneSplitter)
        #expect(panes.splitterWidth == 25 && panes.draggable)  // the pane splitter's defaults
        #expect(panes.landscapeSplitPoint == 300.5 && panes.portraitSplitPoint == 260.5)
        #expect(panes.constrainsSplitPosition)
        let area = try #require(panesSpec.children.last?.versatileSplit)
        #expect(area.axis == .horizontal && area.sideViewPosition == .bottom)
        #expect(area.landscapeSplitPoint == 500.5 && area.portraitSplitPoint == 500.5)
    }
}
