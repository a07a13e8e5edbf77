import PopsplitJSON
import Testing

/// `scene/layout` versions and transitions (protocol.md, section 5).
@Suite struct ServerLayoutVersionTests {
    /// The frames of a layout's nodes as `{id, frame}`, what a transition's `before` lists.
    static func idsAndFrames(_ layout: JSONValue?) -> [JSONValue] {
        (layout?["nodes"]?.arrayValue ?? []).map { ["id": $0["id"] ?? .null, "frame": $0["frame"] ?? .null] }
    }

    /// Open sends version 1; each later layout sent is the previous version + 1, and every
    /// result's `layoutVersion` is the version now current.
    @Test func versionGrowsByOnePerLayoutSent() throws {
        let driver = ServerDriver()
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        #expect(open.layouts.map { $0["version"] } == [1])
        #expect(open.result?["layoutVersion"] == 1)
        var current: Int64 = 1
        let steps: [(String, JSONValue)] = [
            ("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"]),
            ("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"]),
            ("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "more", "animated": false]),
            ("navigation/popToRoot", ["scene": "s1", "navigation": "nav"]),
            ("modal/present", ["scene": "s1", "presenter": "nav", "controller": "sheet", "style": "pageSheet"]),
            ("modal/dismiss", ["scene": "s1", "controller": "sheet", "animated": false]),
            ("device/rotate", ["scene": "s1", "orientation": "portrait", "animated": false]),
        ]
        for (method, params) in steps {
            let exchange = driver.call(method, params)
            #expect(exchange.error == nil, "\(method): \(JSONCodec.string(exchange.response ?? .null))")
            #expect(exchange.layouts.count == 1, "\(method) sent \(exchange.layouts.count) layouts")
            current += 1
            #expect(exchange.layouts.first?["version"] == .int(current), "\(method)")
            #expect(exchange.result?["layoutVersion"] == .int(current), "\(method)")
            #expect(driver.layout()?["version"] == .int(current))
        }
    }

    /// A request that changes nothing visible sends no layout and keeps the version.
    @Test func noLayoutWhenNothingVisibleChanged() throws {
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let same = driver.call("device/rotate", ["scene": "s1", "orientation": "portrait"])
        #expect(same.layouts.isEmpty)
        #expect(same.result?["rotated"] == false)
        #expect(same.result?["layoutVersion"] == 1)
        let statusBar = driver.call("touch/tap", ["scene": "s1", "point": [5, 5]])
        #expect(statusBar.notifications.isEmpty)
        #expect(statusBar.result?["layoutVersion"] == 1)
        #expect(statusBar.result?["hit"]?["id"] == "statusBar")
        let background = driver.call("app/enterBackground", ["scene": "s1"])
        #expect(
            background.eventNames == [
                "applicationWillResignActive:", "UIApplicationWillResignActiveNotification", "applicationDidEnterBackground:",
                "UIApplicationDidEnterBackgroundNotification",
            ])  // ROT-04, POP-34
        #expect(background.layouts.isEmpty)
        #expect(background.result?["layoutVersion"] == 1)
        #expect(background.result?["backgrounded"] == true)
        #expect(driver.call("scene/snapshot", ["scene": "s1"]).notifications.isEmpty)
        #expect(driver.call("scene/layout", ["scene": "s1"]).notifications.isEmpty)
    }

    /// Versions are counted per scene.
    @Test func versionsArePerScene() throws {
        let driver = ServerDriver()
        driver.call("scene/open", ["scene": "a", "document": ServerFixtures.navigationDocument()])
        driver.call("navigation/push", ["scene": "a", "navigation": "nav", "controller": "detail"])
        let b = driver.call("scene/open", ["scene": "b", "document": ServerFixtures.navigationDocument()])
        #expect(b.layouts.map { $0["version"] } == [1])
        #expect(b.layouts.first?["scene"] == "b")
        #expect(driver.layout("a")?["version"] == 2)
    }

    /// An animated rotation's layout carries a `rotation` transition with the frames before, in
    /// the previous orientation (ROT-03: 0.4 s for 90 degrees, 0.8 s for 180).
    @Test func animatedRotationCarriesTheTransition() throws {  // ROT-03
        let driver = ServerDriver()
        let open = driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let portrait = try #require(open.layouts.first)
        #expect(portrait["transition"] == .null)
        let quarter = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft", "animated": true])
        let landscape = try #require(quarter.layouts.first)
        let transition = try #require(landscape["transition"]?.objectValue)
        #expect(transition["kind"] == "rotation")
        #expect(transition["duration"]?.doubleValue == 0.4)
        #expect(transition["fromVersion"] == 1)
        #expect(transition["fromOrientation"] == "portrait")
        #expect(transition["before"]?.arrayValue == Self.idsAndFrames(portrait))
        #expect(landscape["orientation"] == "landscapeLeft")
        #expect(landscape["screen"] == [0, 0, 1024, 768])  // ROT-01
        #expect(landscape["applicationFrame"] == [0, 20, 1024, 748])  // ROT-01
        #expect(quarter.result?["duration"]?.doubleValue == 0.4)

        let half = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeRight"])
        let flipped = try #require(half.layouts.first)
        #expect(flipped["transition"]?["duration"]?.doubleValue == 0.8)
        #expect(flipped["transition"]?["fromVersion"] == 2)
        #expect(flipped["transition"]?["fromOrientation"] == "landscapeLeft")
        #expect(flipped["transition"]?["before"]?.arrayValue == Self.idsAndFrames(landscape))
        #expect(driver.layout()?["transition"] == .null, "scene/layout never carries a transition")
        var withoutTransition = try #require(flipped.objectValue)
        withoutTransition["transition"] = .null
        #expect(driver.layout() == .object(withoutTransition), "scene/layout repeats the last notification")
        #expect(driver.snapshot()?["layout"]?["transition"] == .null)
    }

    /// Without animation, or for a change that does not animate, `transition` is null.
    @Test func transitionIsNullOtherwise() throws {
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let rotate = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft", "animated": false])
        #expect(rotate.layouts.count == 1)
        #expect(rotate.layouts.first?["transition"] == .null)
        #expect(rotate.result?["duration"]?.doubleValue == 0)
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail", "animated": false])
        #expect(push.layouts.first?["transition"] == .null)
        let tabs = ServerDriver()
        tabs.open("tabs")
        let select = tabs.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 2])
        #expect(select.layouts.count == 1)
        #expect(select.layouts.first?["transition"] == .null)
    }

    /// A refused rotation (ROT-02) is not an error: `rotated` false, `refusedBy`, nothing sent.
    @Test func refusedRotationSendsNothing() throws {  // ROT-02
        let driver = ServerDriver()
        driver.open("rotation-refusal")
        let before = driver.snapshot()
        let rotate = driver.call("device/rotate", ["scene": "s1", "orientation": "portrait"])
        let refused = driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"])
        #expect(rotate.result?["rotated"] == false)
        #expect(refused.result?["rotated"] == false)
        #expect(refused.result?["refusedBy"] == "camera")
        #expect(refused.notifications.isEmpty)
        #expect(refused.result?["layoutVersion"] == 1)
        #expect(driver.snapshot() == before)
    }
}
