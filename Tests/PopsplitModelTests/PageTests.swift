import PopsplitModel
import Testing

/// TAB-02: page view controllers.
struct PageTests {
    /// TAB-02 turning pages forward and back, with the delegate's didFinishAnimating.
    @Test("TAB-02 turning pages forward and back, with the delegate's didFinishAnimating")
    func turnPages() throws {
        var scene = try Fixtures.open(Fixtures.pages())
        let forward = try scene.run(.turnPage(pageView: "book", forward: true))
        #expect(
            forward.events.trace == [
                "pageViewController:willTransitionToViewControllers:@book",
                "viewWillDisappear:@p0", "viewWillAppear:@p1", "viewDidDisappear:@p0", "viewDidAppear:@p1",
                "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:@book",
            ])
        #expect(
            forward.events.last?.fields == [
                Field(.finished, .bool(true)), Field(.previousViewControllers, .strings(["p0"])),
                Field(.completed, .bool(true)),
            ])
        #expect(forward.result["page"] == .string("p1"))
        #expect(scene.layout.node("book")?.attributes["pageIndex"] == .number(1))
        let back = try scene.run(.turnPage(pageView: "book", forward: false))
        #expect(back.result["index"] == .number(0))
    }

    /// TAB-02 the iOS 5 profile has no willTransitionToViewControllers.
    @Test("TAB-02 the iOS 5 profile has no willTransitionToViewControllers")
    func iOS5Delegate() throws {
        var document = Fixtures.pages()
        document.profile = .iOS5_1
        var scene = try Fixtures.open(document)
        let forward = try scene.run(.turnPage(pageView: "book", forward: true))
        #expect(forward.events.first?.name == .viewWillDisappear)
    }

    /// TAB-02 turning past either end is an invalidState error.
    @Test("TAB-02 turning past either end is an invalidState error")
    func pastTheEnds() throws {
        var scene = try Fixtures.open(Fixtures.pages())
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.turnPage(pageView: "book", forward: false)) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
        try scene.run(.jumpToPage(pageView: "book", index: 2))
        #expect(throws: ModelError.self) { try scene.run(.turnPage(pageView: "book", forward: true)) }
        #expect(throws: ModelError.self) { try scene.run(.jumpToPage(pageView: "book", index: 3)) }
    }

    /// TAB-02 a scrubber jump sends appearance messages but no delegate message.
    @Test("TAB-02 a scrubber jump sends appearance messages but no delegate message")
    func jump() throws {
        var scene = try Fixtures.open(Fixtures.pages())
        let jump = try scene.run(.jumpToPage(pageView: "book", index: 2))
        #expect(jump.events.trace == ["viewWillDisappear:@p0", "viewWillAppear:@p2", "viewDidDisappear:@p0", "viewDidAppear:@p2"])
        #expect(jump.result["animation"] == nil)
    }

    /// TAB-02 a left swipe turns forward, a right swipe back; at the end nothing changes.
    @Test("TAB-02 a left swipe turns forward, a right swipe back; at the end nothing changes")
    func swipes() throws {
        var scene = try Fixtures.open(Fixtures.pages())
        let left = try scene.run(.swipe(from: .point(Point(x: 600, y: 500)), direction: .left))
        #expect(left.result["handled"] == .bool(true))
        #expect(left.result["page"] == .string("p1"))
        let right = try scene.run(.swipe(from: .point(Point(x: 100, y: 500)), direction: .right))
        #expect(right.result["page"] == .string("p0"))
        let before = scene
        let end = try scene.run(.swipe(from: .point(Point(x: 100, y: 500)), direction: .right))
        #expect(end.result["handled"] == .bool(false))
        #expect(end.events.trace == ["swipe@p0"])
        #expect(scene == before)
    }

    /// A swipe outside a page view is reported as an event and changes nothing.
    @Test("a swipe outside a page view is reported as an event and changes nothing")
    func swipeElsewhere() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let swipe = try scene.run(.swipe(from: .point(Point(x: 400, y: 500)), direction: .right))
        #expect(swipe.events.count == 1)
        #expect(swipe.events.first?.name == .swipe)
        #expect(swipe.events.first?.fields["direction"] == .string("right"))
        #expect(swipe.result["handled"] == .bool(false))
        #expect(scene == before)
        #expect(throws: ModelError.self) { try scene.run(.swipe(from: .point(Point(x: -1, y: 500)), direction: .right)) }
    }
}
