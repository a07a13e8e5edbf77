import PopsplitModel
import Testing

/// Taps: hit-testing front to back and the actions that fire.
struct TouchTests {
    /// A tap on a button fires its action (push, NAV-01).
    @Test("a tap on a button fires its action (push, NAV-01)")
    func tapButton() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        // home's view starts at y = 64; "open" is at (20, 20) inside it.
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 90))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("open")), Field(.kind, .string("button"))]))
        #expect(tap.result["action"] == .string("push"))
        #expect(tap.result["stack"] == .strings(["home", "detail"]))
        #expect(tap.events.first?.name == .navigationControllerWillShowViewControllerAnimated)
    }

    /// Labels are not touchable: a tap goes through to the controller's view and fires nothing.
    @Test("labels are not touchable: a tap goes through to the controller's view and fires nothing")
    func tapLabel() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 170))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("home")), Field(.kind, .string("controller"))]))
        #expect(tap.result["action"] == .null)
        #expect(scene == before)
    }

    /// A custom action is reported as an `action` event and changes nothing.
    @Test("a custom action is reported as an `action` event and changes nothing")
    func customAction() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 680, y: 40))))
        #expect(tap.result["action"] == .string("custom"))
        #expect(tap.events == [SceneEvent(.action, target: "home", fields: [Field(.name, .string("edit")), Field(.sender, .string("edit"))])])
        #expect(scene == before)
    }

    /// A bar button item presents (MOD-03); the status bar and the navigation bar fire nothing.
    @Test("a bar button item presents (MOD-03); the status bar and the navigation bar fire nothing")
    func tapItemsAndChrome() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let status = try scene.run(.tap(at: .point(Point(x: 400, y: 5))))
        #expect(status.result["hit"] == .fields([Field(.id, .string("statusBar")), Field(.kind, .string("statusBar"))]))
        let bar = try scene.run(.tap(at: .point(Point(x: 200, y: 40))))
        #expect(bar.result["hit"] == .fields([Field(.id, .string("nav.navigationBar")), Field(.kind, .string("navigationBar"))]))
        // The title text is not touchable: the bar is hit.
        let title = try scene.run(.tap(at: .point(Point(x: 384, y: 42))))
        #expect(title.result["hit"] == bar.result["hit"])
        let add = try scene.run(.tap(at: .point(Point(x: 740, y: 40))))
        #expect(add.result["action"] == .string("present"))
        #expect(add.result["style"] == .string("formSheet"))
        #expect(scene.layout.frame("sheet") == Rect(x: 114, y: 212, width: 540, height: 620))
    }

    /// A tap outside the screen is an invalidState error and changes nothing.
    @Test("a tap outside the screen is an invalidState error and changes nothing")
    func tapOutside() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.tap(at: .point(Point(x: 800, y: 10)))) }
        #expect(error?.kind == .invalidState)
        #expect(error?.message == "point (800,10) is outside the screen 768x1024")
        #expect(scene == before)
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        // In landscape x = 800 is on screen, y = 800 is not.
        #expect(try scene.run(.tap(at: .point(Point(x: 800, y: 10)))).result["hit"] != .null)
        let landscape = #expect(throws: ModelError.self) { try scene.run(.tap(at: .point(Point(x: 10, y: 800)))) }
        #expect(landscape?.message == "point (10,800) is outside the screen 1024x768")
    }

    /// An action that cannot run leaves the scene as it was.
    @Test("an action that cannot run leaves the scene as it was")
    func failingAction() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.tap(at: .point(Point(x: 30, y: 90))))
        try scene.run(.pop(navigation: "nav", animated: false))
        try scene.run(.setStack(navigation: "nav", controllers: ["home", "more"], animated: false))
        try scene.run(.pop(navigation: "nav", animated: false))
        // `detail` is free again; push it, then its button pushes `more`, which is free too.
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        try scene.run(.tap(at: .point(Point(x: 10, y: 70))))
        #expect(scene.snapshot().stacks["nav"] == ["home", "detail", "more"])
        // With `more` already on the stack, the same button raises UIKit's exception: nothing changes.
        try scene.run(.setStack(navigation: "nav", controllers: ["more", "detail"], animated: false))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.tap(at: .point(Point(x: 10, y: 70)))) }
        #expect(error?.kind == .uikitException)
        #expect(scene == before)
    }

    /// Items of a free-standing toolbar view fire their actions; interaction off hides a subtree.
    @Test("items of a free-standing toolbar view fire their actions; interaction off hides a subtree")
    func toolbarViewAndInteraction() throws {
        var scene = try Fixtures.open(
            SceneDocument(
                root: ControllerSpec(
                    id: "nav", type: .navigation,
                    children: [
                        ControllerSpec(
                            id: "root", title: "Root",
                            views: [
                                ViewSpec(
                                    id: "bar", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 768, height: 44),
                                    items: [
                                        BarButtonItemSpec(id: "go", title: "Go", action: .push(controller: "next"))
                                    ]),
                                ViewSpec(
                                    id: "off", frame: Rect(x: 0, y: 100, width: 300, height: 300), userInteractionEnabled: false,
                                    subviews: [
                                        ViewSpec(id: "buried", kind: .button, frame: Rect(x: 0, y: 0, width: 100, height: 100), action: .custom(name: "x"))
                                    ]),
                            ])
                    ]),
                controllers: [ControllerSpec(id: "next")]))
        // The toolbar view sits at y = 64; "Go" is 2 * 8 + 20 = 36 wide at the margin 12.
        #expect(scene.layout.frame("go") == Rect(x: 12, y: 71, width: 36, height: 30))
        let buried = try scene.run(.tap(at: .point(Point(x: 10, y: 170))))
        #expect(buried.result["hit"] == .fields([Field(.id, .string("root")), Field(.kind, .string("controller"))]))
        let go = try scene.run(.tap(at: .point(Point(x: 20, y: 80))))
        #expect(go.result["hit"] == .fields([Field(.id, .string("go")), Field(.kind, .string("barButtonItem"))]))
        #expect(go.result["stack"] == .strings(["root", "next"]))
    }
}
