import PopsplitModel
import Testing

/// Document validation: a half-valid document opens nothing.
struct DocumentTests {
    /// Opening `document` fails with `invalidDocument`.
    func expectInvalid(_ document: SceneDocument, _ comment: Comment) {
        let error = #expect(throws: ModelError.self, comment) { try Scene.open(document) }
        #expect(error?.kind == .invalidDocument, comment)
    }

    /// Duplicate ids across controllers, views, items and segues are refused.
    @Test("duplicate ids across controllers, views, items and segues are refused")
    func duplicates() {
        var doc = Fixtures.navigation()
        doc.controllers.append(ControllerSpec(id: "open"))
        expectInvalid(doc, "a controller named like a view")
        doc = Fixtures.navigation()
        doc.segues.append(SegueSpec(id: "add", kind: .push, source: "home", destination: "detail"))
        expectInvalid(doc, "a segue named like an item")
        doc = Fixtures.navigation()
        doc.root.children[0].views.append(ViewSpec(id: "", frame: .zero))
        expectInvalid(doc, "an empty id")
    }

    /// Geometry beyond ±100000 pt is refused, so every sum the layout makes stays finite
    /// (found by the property tests: nested 1e308 offsets overflowed to infinity).
    @Test("geometry beyond the limits is refused")
    func geometryLimits() throws {
        var doc = Fixtures.navigation()
        doc.root.children[0].views[0].frame = Rect(x: 0, y: 1e308, width: 10, height: 10)
        expectInvalid(doc, "a coordinate of 1e308")
        doc = Fixtures.navigation()
        doc.root.children[0].views[0].frame = Rect(x: 0, y: 0, width: 100_001, height: 10)
        expectInvalid(doc, "a width just beyond the limit")
        doc = Fixtures.navigation()
        doc.root.children[0].contentSizeForViewInPopover = Size(width: 320, height: .greatestFiniteMagnitude)
        expectInvalid(doc, "a huge popover content size")
        doc = Fixtures.navigation()
        doc.root.children[0].views[0].frame = Rect(x: -100_000, y: 100_000, width: 100_000, height: 0)
        _ = try Scene.open(doc)
    }

    /// References must resolve: actions, segues, anchors.
    @Test("references must resolve: actions, segues, anchors")
    func references() {
        var doc = Fixtures.navigation()
        doc.root.children[0].views[0].action = .push(controller: "ghost")
        expectInvalid(doc, "push of an unknown controller")
        doc = Fixtures.navigation()
        doc.segues.append(SegueSpec(id: "s", kind: .modal, source: "home", destination: "ghost"))
        expectInvalid(doc, "segue to an unknown controller")
        doc = Fixtures.navigation()
        doc.segues.append(SegueSpec(id: "s", kind: .popover, source: "home", destination: "other", anchor: "ghost"))
        expectInvalid(doc, "anchor unknown")
        doc = Fixtures.navigation()
        doc.root.children[0].views[0].action = .segue(id: "ghost")
        expectInvalid(doc, "unknown segue")
    }

    /// Kinds and indexes must agree.
    @Test("kinds and indexes must agree")
    func kinds() {
        expectInvalid(SceneDocument(root: ControllerSpec(id: "nav", type: .navigation)), "empty navigation controller")
        expectInvalid(SceneDocument(root: ControllerSpec(id: "p", children: [ControllerSpec(id: "c")])), "plain with children")
        expectInvalid(
            SceneDocument(root: ControllerSpec(id: "t", type: .tabBar, children: [ControllerSpec(id: "c")], selectedIndex: 1)),
            "selected index out of range")
        expectInvalid(
            SceneDocument(
                root: ControllerSpec(
                    id: "n", type: .navigation,
                    children: [
                        ControllerSpec(id: "inner", type: .navigation, children: [ControllerSpec(id: "c")])
                    ])), "navigation inside a navigation stack")
        expectInvalid(SceneDocument(root: ControllerSpec(id: "p", supportedOrientations: [])), "no orientation")
        expectInvalid(
            SceneDocument(root: ControllerSpec(id: "p", views: [ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: -1, height: 5))])),
            "negative size")
        expectInvalid(
            SceneDocument(
                root: ControllerSpec(
                    id: "p",
                    views: [
                        ViewSpec(id: "v", kind: .button, frame: .zero, items: [BarButtonItemSpec(id: "i", title: "x")])
                    ])), "items on a button")
        expectInvalid(
            SceneDocument(root: ControllerSpec(id: "p", toolbarItems: [BarButtonItemSpec(id: "i", systemItem: "teleport")])),
            "unknown system item")
    }

    /// Ids reserved for chrome are refused.
    @Test("ids reserved for chrome are refused")
    func reservedIds() {
        expectInvalid(SceneDocument(root: ControllerSpec(id: "statusBar")), "statusBar")
        var doc = Fixtures.navigation()
        doc.controllers.append(ControllerSpec(id: "nav.back"))
        expectInvalid(doc, "a derived back button id")
    }

    /// A valid document opens with its launch state.
    @Test("a valid document opens with its launch state")
    func validOpens() throws {
        let (scene, events) = try Scene.open(Fixtures.navigation(orientation: .landscapeLeft))
        #expect(scene.orientation == .landscapeLeft)
        #expect(scene.snapshot() == SceneState(orientation: .landscapeLeft, stacks: ["nav": ["home"]], popovers: [:], splitChildren: [:]))
        #expect(events.count == 8)
    }

    /// A document keeps its fields in a box its copies share: changing a copy changes only the
    /// copy (copy on write), and equality is by contents whatever the boxes.
    @Test func copiesOfADocumentAreValues() {
        let original = Fixtures.navigation()
        var copy = original
        #expect(copy == original)
        copy.root.children[0].title = "Changed"
        copy.orientation = .landscapeLeft
        #expect(original.root.children[0].title != "Changed")
        #expect(original.orientation == .portrait)
        #expect(copy != original)
        var again = copy
        again.root.children[0].title = original.root.children[0].title
        again.orientation = original.orientation
        #expect(again == original, "equal contents in other boxes are equal")
    }
}
