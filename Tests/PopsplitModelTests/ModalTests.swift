import PopsplitModel
import Testing

/// MOD-01..03: presenting and dismissing, transition and presentation styles, dimming.
struct ModalTests {
    /// MOD-01 full screen: the presenter's views disappear, the presented appears; dismiss reverses it.
    @Test("MOD-01 full screen: the presenter's views disappear, the presented appears; dismiss reverses it")
    func presentAndDismissFullScreen() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let present = try scene.run(.presentModal(presenter: "home", controller: "other", style: .fullScreen, transition: .crossDissolve, animated: true))
        #expect(
            present.events.trace == [
                "viewWillDisappear:@nav", "viewWillDisappear:@home", "viewWillAppear:@other",
                "viewDidDisappear:@nav", "viewDidDisappear:@home", "viewDidAppear:@other",
            ])
        #expect(present.result["presenter"] == .string("nav"))
        #expect(present.result["animation"] == .animation(Animation(kind: .crossDissolve, duration: 0.4)))
        #expect(scene.layout.node("home") == nil)
        #expect(scene.layout.frame("other") == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(
            scene.snapshot().presentations == [.modal(ModalPresentation(presenter: "nav", presented: "other", style: .fullScreen, transition: .crossDissolve))])
        let dismiss = try scene.run(.dismissModal(controller: "other", animated: true))
        #expect(
            dismiss.events.trace == [
                "viewWillDisappear:@other", "viewWillAppear:@nav", "viewWillAppear:@home",
                "viewDidDisappear:@other", "viewDidAppear:@nav", "viewDidAppear:@home",
            ])
        #expect(dismiss.result["dismissed"] == .strings(["other"]))
        #expect(scene.snapshot().presentations.isEmpty)
    }

    /// MOD-01 presenting an active controller raises UIKit's exception and changes nothing.
    @Test("MOD-01 presenting an active controller raises UIKit's exception and changes nothing")
    func presentActive() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let before = scene
        for controller in ["sheet", "nav", "home"] {
            let error = #expect(throws: ModelError.self) {
                try scene.run(.presentModal(presenter: "sheet", controller: controller, style: .fullScreen, transition: .coverVertical, animated: true))
            }
            #expect(error?.kind == .uikitException)
            #expect(error?.message == "Application tried to present modally an active controller")
        }
        #expect(scene == before)
    }

    /// MOD-01 a controller already presenting, or not in the window, is ignored with UIKit's warning.
    @Test("MOD-01 a controller already presenting, or not in the window, is ignored with UIKit's warning")
    func presentWhileBusy() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let before = scene
        let busy = try scene.run(.presentModal(presenter: "home", controller: "other", style: .formSheet, transition: .coverVertical, animated: true))
        #expect(busy.result["presented"] == .bool(false))
        #expect(busy.events.trace == ["warning@home"])
        #expect(scene == before)
        // The presented controller may present on top.
        let stacked = try scene.run(.presentModal(presenter: "sheet", controller: "other", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(stacked.result["presented"] == .bool(true))
        // Not in the window: a controller of the detached list.
        var fresh = try Fixtures.open(Fixtures.navigation())
        let offscreen = try fresh.run(.presentModal(presenter: "detail", controller: "other", style: .formSheet, transition: .coverVertical, animated: true))
        #expect(offscreen.result["presented"] == .bool(false))
        #expect(offscreen.events.first?.name == .warning)
    }

    /// MOD-01 dismissing from the presenter, the presented or a child of the presented.
    @Test("MOD-01 dismissing from the presenter, the presented or a child of the presented")
    func dismissForwarding() throws {
        var document = Fixtures.navigation()
        document.controllers.append(ControllerSpec(id: "modalNav", type: .navigation, children: [ControllerSpec(id: "inside")]))
        var scene = try Fixtures.open(document)
        try scene.run(.presentModal(presenter: "home", controller: "modalNav", style: .pageSheet, transition: .coverVertical, animated: false))
        try scene.run(.presentModal(presenter: "inside", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(scene.snapshot().presentations.map(\.presenter) == ["nav", "modalNav"])
        // A child of a presenting controller dismisses what its parent chain presents, then the
        // presentation it belongs to.
        var copy = scene
        #expect(try copy.run(.dismissModal(controller: "inside", animated: false)).result["dismissed"] == .strings(["sheet"]))
        #expect(try copy.run(.dismissModal(controller: "inside", animated: false)).result["dismissed"] == .strings(["modalNav"]))
        // The root presenter dismisses everything above it at once.
        var all = scene
        #expect(try all.run(.dismissModal(controller: "home", animated: false)).result["dismissed"] == .strings(["modalNav", "sheet"]))
        // The presented sheet dismisses only itself.
        #expect(try scene.run(.dismissModal(controller: "sheet", animated: false)).result["dismissed"] == .strings(["sheet"]))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.dismissModal(controller: "detail", animated: false)) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
    }

    /// MOD-02 transition styles are reported with their durations; a partial curl needs full screen.
    @Test("MOD-02 transition styles are reported with their durations; a partial curl needs full screen")
    func transitions() throws {
        for (style, duration) in [(TransitionStyle.coverVertical, 0.4), (.flipHorizontal, 0.75), (.crossDissolve, 0.4), (.partialCurl, 0.75)] {
            var scene = try Fixtures.open(Fixtures.navigation())
            let outcome = try scene.run(.presentModal(presenter: "home", controller: "other", style: .fullScreen, transition: style, animated: true))
            #expect(outcome.result["transition"] == .string(style.rawValue))
            #expect(outcome.result["animation"] == .animation(Animation(kind: AnimationKind(style), duration: duration)))
        }
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let error = #expect(throws: ModelError.self) {
            try scene.run(.presentModal(presenter: "home", controller: "other", style: .formSheet, transition: .partialCurl, animated: true))
        }
        #expect(error?.kind == .uikitException)
        #expect(error?.message.contains("UIModalTransitionStylePartialCurl") == true)
        #expect(scene == before)
        // From inside a form sheet, a full-screen partial curl is refused too ("to or from").
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(throws: ModelError.self) {
            try scene.run(.presentModal(presenter: "sheet", controller: "other", style: .fullScreen, transition: .partialCurl, animated: true))
        }
    }

    /// MOD-03 form sheet 540x620 centred in the app frame, dimming under it, presenter still visible.
    @Test("MOD-03 form sheet 540x620 centred in the app frame, dimming under it, presenter still visible")
    func formSheet() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let present = try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: true))
        #expect(present.events.trace == ["viewWillAppear:@sheet", "viewDidAppear:@sheet"])
        #expect(scene.layout.frame("sheet") == Rect(x: 114, y: 212, width: 540, height: 620))
        #expect(scene.layout.frame("sheet.dimming") == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(scene.layout.node("home") != nil)
        let ids = scene.layout.nodes.map(\.id)
        #expect((ids.firstIndex(of: "home") ?? 99) < (ids.firstIndex(of: "sheet.dimming") ?? -1))
        #expect((ids.firstIndex(of: "sheet.dimming") ?? 99) < (ids.firstIndex(of: "sheet") ?? -1))
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.frame("sheet") == Rect(x: 242, y: 84, width: 540, height: 620))
        #expect(scene.layout.frame("sheet.dimming") == Rect(x: 0, y: 20, width: 1024, height: 748))
    }

    /// MOD-03 page sheet: as full screen in portrait, 768 wide centred at x=128 in landscape.
    @Test("MOD-03 page sheet: as full screen in portrait, 768 wide centred at x=128 in landscape")
    func pageSheet() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .pageSheet, transition: .coverVertical, animated: false))
        #expect(scene.layout.frame("sheet") == Rect(x: 0, y: 20, width: 768, height: 1004))
        try scene.run(.rotate(to: .landscapeRight, animated: false))
        #expect(scene.layout.frame("sheet") == Rect(x: 128, y: 20, width: 768, height: 748))
        #expect(scene.layout.node("sheet.dimming") != nil)
    }

    /// MOD-03 current context covers the presenter's frame only; the bars around it stay.
    @Test("MOD-03 current context covers the presenter's frame only; the bars around it stay")
    func currentContext() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let present = try scene.run(.presentModal(presenter: "home", controller: "other", style: .currentContext, transition: .coverVertical, animated: false))
        #expect(present.events.trace == ["viewWillDisappear:@home", "viewWillAppear:@other", "viewDidDisappear:@home", "viewDidAppear:@other"])
        #expect(present.result["presenter"] == .string("home"))
        #expect(scene.layout.frame("other") == Rect(x: 0, y: 64, width: 768, height: 960))
        #expect(scene.layout.node("nav.navigationBar") != nil)
        #expect(scene.layout.node("home") == nil)
        #expect(scene.layout.node("other.dimming") == nil)
    }

    /// MOD-03 a tap on the dimming of a sheet does nothing.
    @Test("MOD-03 a tap on the dimming of a sheet does nothing")
    func tapDimming() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let before = scene
        // (30, 40) is the "open" button of home, under the dimming.
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 90))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("sheet.dimming")), Field(.kind, .string("dimming"))]))
        #expect(tap.result["action"] == .null)
        #expect(tap.events.isEmpty)
        #expect(scene == before)
        // The close button inside the sheet dismisses it.
        let close = try scene.run(.tap(at: .point(Point(x: 130, y: 230))))
        #expect(close.result["action"] == .string("dismiss"))
        #expect(scene.snapshot().presentations.isEmpty)
    }
}
