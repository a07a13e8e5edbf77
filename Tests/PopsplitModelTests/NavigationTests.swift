import PopsplitModel
import Testing

/// NAV-01..06: stacks, back button, navigation item, bars, bar style, delegate messages.
struct NavigationTests {
    /// NAV-01 push, pop, popToRoot and setStack change the stack.
    @Test("NAV-01 push, pop, popToRoot and setStack change the stack")
    func stackOperations() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(try scene.run(.push(navigation: "nav", controller: "detail", animated: true)).result["stack"] == .strings(["home", "detail"]))
        try scene.run(.push(navigation: "nav", controller: "more", animated: false))
        let popped = try scene.run(.pop(navigation: "nav", animated: true))
        #expect(popped.result["stack"] == .strings(["home", "detail"]))
        #expect(popped.result["popped"] == .strings(["more"]))
        try scene.run(.push(navigation: "nav", controller: "more", animated: false))
        let toRoot = try scene.run(.popToRoot(navigation: "nav", animated: false))
        #expect(toRoot.result["popped"] == .strings(["detail", "more"]))
        #expect(scene.snapshot().stacks["nav"] == ["home"])
        let replaced = try scene.run(.setStack(navigation: "nav", controllers: ["other", "detail"], animated: false))
        #expect(replaced.result["stack"] == .strings(["other", "detail"]))
        #expect(replaced.result["popped"] == .strings(["home"]))
        #expect(scene.layout.node("detail")?.parent == "nav")
        #expect(scene.layout.node("home") == nil)
    }

    /// NAV-01 the root cannot be popped: invalidState, nothing changes.
    @Test("NAV-01 the root cannot be popped: invalidState, nothing changes")
    func popRoot() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.pop(navigation: "nav", animated: true)) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
        #expect(try scene.run(.popToRoot(navigation: "nav", animated: true)).events.isEmpty)
    }

    /// NAV-01 pushing a controller that already has a parent or is already in the hierarchy is refused.
    @Test("NAV-01 pushing a controller that already has a parent or is already in the hierarchy is refused")
    func pushBusyController() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let before = scene
        // `settings` is a tab: it has a parent.
        let parented = #expect(throws: ModelError.self) {
            try scene.run(.push(navigation: "inboxNav", controller: "settings", animated: true))
        }
        #expect(parented?.kind == .invalidState)
        // The root of the window.
        #expect(throws: ModelError.self) { try scene.run(.push(navigation: "inboxNav", controller: "tabs", animated: true)) }
        // Already on this stack: UIKit's exception.
        let twice = #expect(throws: ModelError.self) { try scene.run(.push(navigation: "inboxNav", controller: "inbox", animated: true)) }
        #expect(twice?.kind == .uikitException)
        #expect(twice?.message == "Pushing the same view controller instance more than once is not supported")
        // A navigation controller.
        let nav = #expect(throws: ModelError.self) { try scene.run(.push(navigation: "inboxNav", controller: "inboxNav", animated: true)) }
        #expect(nav?.message == "Pushing a navigation controller is not supported")
        #expect(scene == before)
        // A presented controller has no parent but is active.
        var modal = try Fixtures.open(Fixtures.navigation())
        try modal.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(throws: ModelError.self) { try modal.run(.push(navigation: "nav", controller: "sheet", animated: false)) }
    }

    /// NAV-01 unknown ids and wrong kinds are unknownId errors.
    @Test("NAV-01 unknown ids and wrong kinds are unknownId errors")
    func unknownIds() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        #expect((#expect(throws: ModelError.self) { try scene.run(.push(navigation: "nav", controller: "ghost", animated: true)) })?.kind == .unknownId)
        #expect((#expect(throws: ModelError.self) { try scene.run(.push(navigation: "ghost", controller: "detail", animated: true)) })?.kind == .unknownId)
        #expect((#expect(throws: ModelError.self) { try scene.run(.pop(navigation: "home", animated: true)) })?.kind == .unknownId)
        #expect((#expect(throws: ModelError.self) { try scene.run(.selectTab(tabBar: "nav", index: 0)) })?.kind == .unknownId)
        #expect((#expect(throws: ModelError.self) { try scene.run(.dismissModal(controller: "nowhere", animated: true)) })?.kind == .unknownId)
        #expect((#expect(throws: ModelError.self) { try scene.run(.performSegue(id: "nope")) })?.kind == .unknownId)
        #expect(scene == before)
    }

    /// NAV-02 the back button shows the previous controller's back title, else its title, else Back.
    @Test("NAV-02 the back button shows the previous controller's back title, else its title, else Back")
    func backButtonTitles() throws {
        var document = Fixtures.navigation()
        document.controllers.append(ControllerSpec(id: "untitled"))
        document.controllers.append(ControllerSpec(id: "named", title: "Named", navigationItem: NavigationItemSpec(backButtonTitle: "Short")))
        var scene = try Fixtures.open(document)
        #expect(scene.layout.node("nav.back") == nil)
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.node("nav.back")?.attributes["title"] == .string("Home"))
        try scene.run(.setStack(navigation: "nav", controllers: ["named", "more"], animated: false))
        #expect(scene.layout.node("nav.back")?.attributes["title"] == .string("Short"))
        try scene.run(.setStack(navigation: "nav", controllers: ["untitled", "more"], animated: false))
        #expect(scene.layout.node("nav.back")?.attributes["title"] == .string("Back"))
        // Back button width: 8 pt a character + 20 + 10 for the arrow, at the bar's left margin.
        #expect(scene.layout.frame("nav.back") == Rect(x: 5, y: 27, width: 62, height: 30))
    }

    /// NAV-02 tapping the back button pops.
    @Test("NAV-02 tapping the back button pops")
    func tapBack() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        let tap = try scene.run(.tap(at: .point(Point(x: 20, y: 40))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("nav.back")), Field(.kind, .string("backButton"))]))
        #expect(tap.result["action"] == .string("pop"))
        #expect(tap.result["stack"] == .strings(["home"]))
    }

    /// NAV-03 left and right items, title from the navigation item or the controller.
    @Test("NAV-03 left and right items, title from the navigation item or the controller")
    func navigationItem() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let layout = scene.layout
        // Right items: the first is outermost. add (icon, 40) then Edit (4*8+20 = 52).
        #expect(layout.frame("add") == Rect(x: 723, y: 27, width: 40, height: 30))
        #expect(layout.frame("edit") == Rect(x: 663, y: 27, width: 52, height: 30))
        #expect(layout.node("add")?.parent == "nav.navigationBar")
        #expect(layout.node("nav.title")?.attributes["title"] == .string("Home"))
        #expect(layout.frame("nav.title") == Rect(x: 364, y: 30, width: 40, height: 24))
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        // Left items follow the back button (detail's leftItemsSupplementBackButton).
        #expect(scene.layout.frame("detailLeft") == Rect(x: 75, y: 27, width: 52, height: 30))
        #expect(scene.layout.node("add") == nil)
    }

    /// NAV-03: left items replace the back button unless they supplement it
    /// (`leftItemsSupplementBackButton`, false by default, as UINavigationItem's).
    @Test("NAV-03 left items replace the back button unless leftItemsSupplementBackButton")
    func leftItemsReplaceTheBackButton() throws {
        var document = Fixtures.navigation()
        document.controllers[0].navigationItem.leftItemsSupplementBackButton = false
        var scene = try Fixtures.open(document)
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.node("nav.back") == nil)
        #expect(scene.layout.frame("detailLeft") == Rect(x: 5, y: 27, width: 52, height: 30))
        // Where the back button would be, the left item takes the tap: nothing pops.
        let tap = try scene.run(.tap(at: .point(Point(x: 20, y: 40))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("detailLeft")), Field(.kind, .string("barButtonItem"))]))
        #expect(scene.snapshot().stacks["nav"] == ["home", "detail"])
        // Without left items the back button shows, supplementing or not.
        try scene.run(.push(navigation: "nav", controller: "more", animated: false))
        #expect(scene.layout.node("nav.back")?.attributes["title"] == .string("Detail"))
    }

    /// NAV-03: supplementing left items follow the back button, and take its place
    /// when it is hidden.
    @Test("NAV-03 supplementing left items follow the back button, or take its place when hidden")
    func supplementingLeftItems() throws {
        var document = Fixtures.navigation()
        #expect(document.controllers[0].navigationItem.leftItemsSupplementBackButton)
        var scene = try Fixtures.open(document)
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.frame("nav.back") == Rect(x: 5, y: 27, width: 62, height: 30))
        #expect(scene.layout.frame("detailLeft") == Rect(x: 75, y: 27, width: 52, height: 30))
        document.controllers[0].navigationItem.hidesBackButton = true
        scene = try Fixtures.open(document)
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.node("nav.back") == nil)
        #expect(scene.layout.frame("detailLeft") == Rect(x: 5, y: 27, width: 52, height: 30))
        #expect(!NavigationItemSpec().leftItemsSupplementBackButton)
    }

    /// NAV-03 a title view replaces the title text, centred.
    @Test("NAV-03 a title view replaces the title text, centred")
    func titleView() throws {
        var document = Fixtures.navigation()
        document.root.children[0].navigationItem.title = "Ignored"
        document.root.children[0].navigationItem.titleView = ViewSpec(id: "segments", kind: .segmentedControl, frame: Rect(x: 0, y: 0, width: 200, height: 30))
        let scene = try Fixtures.open(document)
        #expect(scene.layout.node("nav.title") == nil)
        #expect(scene.layout.frame("segments") == Rect(x: 284, y: 27, width: 200, height: 30))
        #expect(scene.layout.node("segments")?.parent == "nav.navigationBar")
    }

    /// NAV-04 navigation bar 44, toolbar 44, tab bar 49, status bar 20.
    @Test("NAV-04 navigation bar 44, toolbar 44, tab bar 49, status bar 20")
    func barHeights() throws {
        var document = Fixtures.navigation()
        document.root.navigation?.toolbarHidden = false
        document.root.children[0].toolbarItems = [
            BarButtonItemSpec(id: "flex", systemItem: "flexibleSpace"), BarButtonItemSpec(id: "reply", systemItem: "reply"),
        ]
        let scene = try Fixtures.open(document)
        #expect(scene.layout.frame("nav.navigationBar") == Rect(x: 0, y: 20, width: 768, height: 44))
        #expect(scene.layout.frame("nav.toolbar") == Rect(x: 0, y: 980, width: 768, height: 44))
        #expect(scene.layout.frame("home") == Rect(x: 0, y: 64, width: 768, height: 916))
        // A flexible space pushes the item to the right margin (12).
        #expect(scene.layout.frame("reply") == Rect(x: 716, y: 987, width: 40, height: 30))
        #expect(scene.layout.node("flex") == nil)
        let tabs = try Fixtures.open(Fixtures.tabs())
        #expect(tabs.layout.frame("tabs.tabBar") == Rect(x: 0, y: 975, width: 768, height: 49))
        #expect(tabs.layout.frame("inboxNav") == Rect(x: 0, y: 20, width: 768, height: 955))
        #expect(tabs.layout.frame("inbox") == Rect(x: 0, y: 64, width: 768, height: 911))
        #expect(tabs.layout.frame("statusBar")?.height == 20)
    }

    /// NAV-04 a hidden navigation bar gives its room to the content.
    @Test("NAV-04 a hidden navigation bar gives its room to the content")
    func hiddenBar() throws {
        var document = Fixtures.navigation()
        document.root.navigation?.navigationBarHidden = true
        let scene = try Fixtures.open(document)
        #expect(scene.layout.node("nav.navigationBar") == nil)
        #expect(scene.layout.frame("home") == Rect(x: 0, y: 20, width: 768, height: 1004))
    }

    /// NAV-05 the navigation bar's style is default outside popovers, in the window and in a modal.
    @Test("NAV-05 the navigation bar's style is default outside popovers, in the window and in a modal")
    func barStyle() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        #expect(scene.layout.node("inboxNav.navigationBar")?.attributes["barStyle"] == .string("default"))
        var document = Fixtures.navigation()
        document.controllers.append(ControllerSpec(id: "modalNav", type: .navigation, children: [ControllerSpec(id: "inside", title: "Inside")]))
        scene = try Fixtures.open(document)
        try scene.run(.presentModal(presenter: "home", controller: "modalNav", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(scene.layout.node("modalNav.navigationBar")?.attributes["barStyle"] == .string("default"))
        #expect(scene.layout.frame("modalNav.navigationBar") == Rect(x: 114, y: 212, width: 540, height: 44))
    }

    /// NAV-06 push: willShow, old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear, didShow.
    @Test("NAV-06 push: willShow, old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear, didShow")
    func pushOrder() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let push = try scene.run(.push(navigation: "nav", controller: "detail", animated: true))
        #expect(
            push.events.trace == [
                "navigationController:willShowViewController:animated:@nav",
                "viewWillDisappear:@home", "viewWillAppear:@detail", "viewDidDisappear:@home", "viewDidAppear:@detail",
                "navigationController:didShowViewController:animated:@nav",
            ])
        #expect(push.events.last?.fields == [Field(.viewController, .string("detail")), Field(.animated, .bool(true))])
        #expect(push.result["animation"] == .animation(Animation(kind: .push, duration: 0.35)))
        let pop = try scene.run(.pop(navigation: "nav", animated: false))
        #expect(
            pop.events.trace == [
                "navigationController:willShowViewController:animated:@nav",
                "viewWillDisappear:@detail", "viewWillAppear:@home", "viewDidDisappear:@detail", "viewDidAppear:@home",
                "navigationController:didShowViewController:animated:@nav",
            ])
        #expect(pop.events[1].fields["animated"] == .bool(false))
        #expect(pop.result["animation"] == nil)
    }

    /// NAV-06 a navigation controller off screen changes its stack silently.
    @Test("NAV-06 a navigation controller off screen changes its stack silently")
    func offScreenStack() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        try scene.run(.selectTab(tabBar: "tabs", index: 1))
        let push = try scene.run(.push(navigation: "inboxNav", controller: "message", animated: true))
        #expect(push.events.isEmpty)
        #expect(push.result["stack"] == .strings(["inbox", "message"]))
        let select = try scene.run(.selectTab(tabBar: "tabs", index: 0))
        #expect(
            select.events.trace == [
                "viewWillDisappear:@settings", "viewWillAppear:@inboxNav", "viewWillAppear:@message",
                "viewDidDisappear:@settings", "viewDidAppear:@inboxNav", "viewDidAppear:@message",
            ])
    }

    /// NAV-01 a controller presenting in its own context cannot be popped away.
    @Test("NAV-01 a controller presenting in its own context cannot be popped away")
    func popPresenter() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        try scene.run(.presentModal(presenter: "detail", controller: "other", style: .currentContext, transition: .coverVertical, animated: false))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.pop(navigation: "nav", animated: true)) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
    }
}
