import PopsplitJSON
import Testing

/// `scene/event` numbering and shape (protocol.md, section 5): `seq` counts a scene's events
/// from 1 and never repeats; events come before the layout, which comes before the response.
@Suite struct ServerEventTests {
    /// The launch events are numbered 1...n, in UIKit's order (protocol.md 9.4): launch,
    /// `viewWillAppear:` parents first, active, then `viewDidAppear:`.
    @Test func launchEventsAreNumberedFromOne() throws {
        let driver = ServerDriver()
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        #expect(open.events.map { $0["seq"]?.intValue } == (1...Int64(open.events.count)).map { $0 })
        #expect(
            open.eventNames == [
                "application:didFinishLaunchingWithOptions:", "UIApplicationDidFinishLaunchingNotification", "viewWillAppear:",
                "viewWillAppear:", "applicationDidBecomeActive:", "UIApplicationDidBecomeActiveNotification", "viewDidAppear:",
                "viewDidAppear:",
            ])
        #expect(open.events.map { $0["target"]?.stringValue } == [nil, nil, "nav", "list", nil, nil, "nav", "list"])
        #expect(open.events.allSatisfy { $0["scene"] == "s1" && $0["args"]?.objectValue != nil })
    }

    /// Notifications come in the order events, layout, then the response.
    @Test func eventsThenLayoutThenResponse() throws {
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        let methods = push.messages.map { $0["method"]?.stringValue ?? "response" }
        let eventCount = push.events.count
        #expect(eventCount > 0)
        #expect(methods == Array(repeating: "scene/event", count: eventCount) + ["scene/layout", "response"])
        #expect(
            push.eventNames == [  // NAV-06
                "navigationController:willShowViewController:animated:", "viewWillDisappear:", "viewWillAppear:",
                "viewDidDisappear:", "viewDidAppear:", "navigationController:didShowViewController:animated:",
            ])
        #expect(push.events.last?["target"] == "nav")
        #expect(push.events.last?["args"]?["viewController"] == "detail")
    }

    /// `seq` continues across requests and never repeats; each scene has its own count.
    @Test func seqContinuesAndIsPerScene() throws {
        let driver = ServerDriver()
        var seen: [Int64] = []
        seen += driver.call("scene/open", ["document": ServerFixtures.navigationDocument()]).events.compactMap { $0["seq"]?.intValue }
        seen += driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"]).events.compactMap { $0["seq"]?.intValue }
        seen += driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"]).events.compactMap { $0["seq"]?.intValue }
        seen += driver.call("navigation/pop", ["scene": "s1", "navigation": "nav"]).events.compactMap { $0["seq"]?.intValue }
        seen += driver.call("app/enterBackground", ["scene": "s1"]).events.compactMap { $0["seq"]?.intValue }
        #expect(seen == (1...Int64(seen.count)).map { $0 })
        let second = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        #expect(second.events.first?["seq"] == 1)
        #expect(second.events.first?["scene"] == "s2")
        let more = driver.call("app/enterForeground", ["scene": "s1"])
        #expect(more.events.first?["seq"]?.intValue == Int64(seen.count + 1))
    }

    /// ROT-03: willRotate to every visible controller, then willAnimate, then didRotate, parents
    /// before children.
    @Test func rotationEventsInOrder() throws {  // ROT-03
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let rotate = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeRight"])
        let names = rotate.eventNames
        let visible = ["nav", "list"]
        #expect(
            names == Array(repeating: "willRotateToInterfaceOrientation:duration:", count: 2)
                + Array(repeating: "willAnimateRotationToInterfaceOrientation:duration:", count: 2)
                + Array(repeating: "didRotateFromInterfaceOrientation:", count: 2))
        #expect(rotate.events.map { $0["target"]?.stringValue ?? "" } == visible + visible + visible)
        #expect(rotate.events.first?["args"]?["duration"]?.doubleValue == 0.4)
    }

    /// A tap answered through a question numbers its events once (the first, unanswered pass of
    /// the model sends nothing).
    @Test func questionPassesDoNotConsumeSeq() throws {  // TAB-01
        let driver = ServerDriver(delegateQuestions: true)
        let open = driver.open("tabs")
        let last = try #require(open.events.last?["seq"]?.intValue)
        let asked = driver.call("touch/tap", ["scene": "s1", "point": [494, 999]])
        #expect(asked.response == nil)
        #expect(asked.messages.count == 1)
        #expect(asked.messages.first?["method"] == "delegate/tabBarControllershouldSelectViewController")
        let answered = driver.send(["jsonrpc": "2.0", "id": "q1", "result": true])
        let seqs = answered.filter { $0["method"] == "scene/event" }.compactMap { $0["params"]?["seq"]?.intValue }
        #expect(seqs.first == last + 1)
        #expect(seqs == (last + 1...last + Int64(seqs.count)).map { $0 })
        #expect(answered.last?["id"] == asked.id)
        #expect(answered.last?["result"]?["selectedIndex"] == 2)
    }
}
