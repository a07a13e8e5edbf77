import PopsplitModel
import Testing

/// Launch and ROT-04: background and foreground.
struct LifecycleTests {
    /// Launch: didFinishLaunching, viewWillAppear of the visible controllers parents first,
    /// didBecomeActive, then viewDidAppear (after the first run loop turn).
    @Test("launch: didFinishLaunching, viewWillAppear parents first, didBecomeActive, viewDidAppear")
    func launchEvents() throws {
        let (_, events) = try Scene.open(Fixtures.tabs())
        #expect(
            events.trace == [
                "application:didFinishLaunchingWithOptions:@app", "UIApplicationDidFinishLaunchingNotification@app",
                "viewWillAppear:@tabs", "viewWillAppear:@inboxNav", "viewWillAppear:@inbox",
                "applicationDidBecomeActive:@app", "UIApplicationDidBecomeActiveNotification@app",
                "viewDidAppear:@tabs", "viewDidAppear:@inboxNav", "viewDidAppear:@inbox",
            ])
        #expect(events[2].fields["animated"] == .bool(false))
    }

    /// ROT-04 entering the background and the foreground is announced to the app delegate.
    @Test("ROT-04 entering the background and the foreground is announced to the app delegate")
    func backgroundForeground() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let down = try scene.run(.enterBackground)
        // POP-34: the notification apps observe (seed 001 registers for it) follows the delegate's
        // message, as each notification follows its message.
        #expect(
            down.events.trace == [
                "applicationWillResignActive:@app", "UIApplicationWillResignActiveNotification@app", "applicationDidEnterBackground:@app",
                "UIApplicationDidEnterBackgroundNotification@app",
            ])
        #expect(scene.isBackgrounded)
        #expect(scene.snapshot().backgrounded)
        let up = try scene.run(.enterForeground)
        #expect(
            up.events.trace == [
                "applicationWillEnterForeground:@app", "UIApplicationWillEnterForegroundNotification@app", "applicationDidBecomeActive:@app",
                "UIApplicationDidBecomeActiveNotification@app",
            ])
        #expect(!scene.isBackgrounded)
    }

    /// ROT-04 entering the background twice, or the foreground while active, is an error.
    @Test("ROT-04 entering the background twice, or the foreground while active, is an error")
    func doubleTransitions() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(throws: ModelError.self) { try scene.run(.enterForeground) }
        try scene.run(.enterBackground)
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.enterBackground) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
    }

    /// ROT-04 in the background code commands still run, touches are refused.
    @Test("ROT-04 in the background code commands still run, touches are refused")
    func commandsWhileBackgrounded() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.enterBackground)
        let push = try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(push.result["stack"] == .strings(["home", "detail"]))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.tap(at: .point(Point(x: 100, y: 100)))) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
    }
}
