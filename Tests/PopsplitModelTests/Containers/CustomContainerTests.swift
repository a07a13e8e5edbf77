import PopsplitModel
import Testing

/// CNT-01..03: custom container view controllers. Neuburg, Programming iOS 6, ch. 22
/// (seed 001): "Nowadays, you are free to design your own custom parent view controllers"; Sadun,
/// The iOS 5 Developer's Cookbook (seed 002): recipe "Custom Containers and Segues".
struct CustomContainerTests {
    /// A dashboard container with a header view, weather and clock shown, news in reserve, and
    /// custom segues between weather and news.
    static func document(orientations: Set<InterfaceOrientation>? = nil) -> SceneDocument {
        var dashboard = ControllerSpec(
            id: "dashboard", type: .container, title: "Dashboard", supportedOrientations: orientations,
            views: [ViewSpec(id: "header", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 768, height: 44))],
            children: [
                ControllerSpec(id: "weather", title: "Weather", supportedOrientations: [.portrait]),
                ControllerSpec(id: "news", title: "News"),
                ControllerSpec(id: "clock", title: "Clock"),
            ])
        dashboard.container = ContainerOptions(
            childFrames: [
                Rect(x: 20, y: 64, width: 728, height: 600), Rect(x: 20, y: 64, width: 728, height: 600),
                Rect(x: 20, y: 684, width: 728, height: 300),
            ],
            shownChildren: ["weather", "clock"])
        return SceneDocument(
            orientation: .portrait, root: dashboard,
            segues: [SegueSpec(id: "flip", kind: .custom, source: "weather", destination: "news")])
    }

    @Test("CNT-01 children at their frames, the container's views behind them; only shown children are its children")
    func layout() throws {
        let scene = try Fixtures.open(Self.document())
        #expect(scene.layout.frame("weather") == Rect(x: 20, y: 84, width: 728, height: 600))
        #expect(scene.layout.frame("clock") == Rect(x: 20, y: 704, width: 728, height: 300))
        #expect(scene.layout.node("news") == nil)
        let order = scene.layout.nodes.map(\.id)
        #expect(try #require(order.firstIndex(of: "header")) < #require(order.firstIndex(of: "weather")))
        #expect(scene.snapshot().containerShown == ["dashboard": ["weather", "clock"]])
        #expect(scene.layout.node("weather")?.parent == "dashboard")
    }

    @Test("CNT-02 a transition: willMove both, the appearance messages, didMove both, in UIKit's order")
    func transition() throws {
        var scene = try Fixtures.open(Self.document())
        let outcome = try scene.run(.transitionChild(container: "dashboard", from: "weather", to: "news", animated: true))
        #expect(
            outcome.events.trace == [
                "willMoveToParentViewController:@weather", "willMoveToParentViewController:@news",
                "viewWillDisappear:@weather", "viewWillAppear:@news", "viewDidDisappear:@weather", "viewDidAppear:@news",
                "didMoveToParentViewController:@weather", "didMoveToParentViewController:@news",
            ])
        #expect(outcome.events.first?.fields["parent"] == .null)
        #expect(outcome.events[1].fields["parent"] == .string("dashboard"))
        #expect(outcome.result["children"] == .strings(["news", "clock"]))
        #expect(scene.layout.frame("news") == Rect(x: 20, y: 84, width: 728, height: 600))
        // Errors change nothing.
        let before = scene
        #expect(throws: ModelError.self) { try scene.run(.transitionChild(container: "dashboard", from: "news", to: "clock", animated: false)) }
        #expect(throws: ModelError.self) { try scene.run(.transitionChild(container: "dashboard", from: "weather", to: "news", animated: false)) }
        #expect(throws: ModelError.self) { try scene.run(.transitionChild(container: "news", from: "news", to: "weather", animated: false)) }
        #expect(scene == before)
    }

    @Test("CNT-02 addChild and removeChild: willMove, the view, didMove")
    func addAndRemove() throws {
        var scene = try Fixtures.open(Self.document())
        let removed = try scene.run(.removeChild(container: "dashboard", controller: "clock"))
        #expect(
            removed.events.trace == [
                "willMoveToParentViewController:@clock", "viewWillDisappear:@clock", "viewDidDisappear:@clock", "didMoveToParentViewController:@clock",
            ])
        #expect(scene.layout.node("clock") == nil)
        let added = try scene.run(.addChild(container: "dashboard", controller: "clock"))
        #expect(
            added.events.trace == [
                "willMoveToParentViewController:@clock", "viewWillAppear:@clock", "viewDidAppear:@clock", "didMoveToParentViewController:@clock",
            ])
        #expect(throws: ModelError.self) { try scene.run(.addChild(container: "dashboard", controller: "clock")) }
        var restored = try Fixtures.open(Self.document())
        try restored.run(.removeChild(container: "dashboard", controller: "weather"))
        try restored.restore(scene.snapshot())
        #expect(restored.snapshot().containerShown == scene.snapshot().containerShown)
    }

    @Test("CNT-03 a custom segue transitions inside the container; the container alone decides rotation")
    func segueAndRotation() throws {
        var scene = try Fixtures.open(Self.document())
        let outcome = try scene.run(.performSegue(id: "flip"))
        #expect(outcome.events.trace.first == "prepareForSegue:sender:@weather")
        #expect(outcome.events.trace.last == "didMoveToParentViewController:@news")
        #expect(outcome.result["kind"] == .string("custom"))
        // weather supports portrait only, but the container asks nobody: it rotates.
        var rotating = try Fixtures.open(Self.document())
        #expect(try rotating.run(.rotate(to: .landscapeLeft, animated: false)).result["rotated"] == .bool(true))
        var refusing = try Fixtures.open(Self.document(orientations: [.portrait]))
        #expect(try refusing.run(.rotate(to: .landscapeLeft, animated: false)).result["refusedBy"] == .string("dashboard"))
    }
}
