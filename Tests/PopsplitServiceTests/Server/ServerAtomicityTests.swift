import PopsplitJSON
import Testing

/// Every failing request leaves the scene exactly as it was (`scene/snapshot` and `scene/layout`
/// byte for byte), sends no notification, and does not use up event or layout numbers.
@Suite struct ServerAtomicityTests {
    /// A driver with the navigation scene open as `s1`, `detail` pushed and `sheet` presented
    /// as a form sheet: a state with something to lose. Also returns the last exchange.
    static func busyDriver() -> (driver: ServerDriver, last: Exchange) {
        let driver = ServerDriver()
        driver.call("scene/open", ["scene": "s1", "document": ServerFixtures.navigationDocument()])
        driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        let present = driver.call("modal/present", ["scene": "s1", "presenter": "nav", "controller": "sheet", "style": "formSheet"])
        return (driver, present)
    }

    /// Failing requests and the error code each must get.
    static let failures: [(code: Int64, method: String, params: JSONValue)] = [
        (-32001, "modal/present", ["scene": "s1", "presenter": "detail", "controller": "list"]),  // MOD-01
        (-32001, "modal/present", ["scene": "s1", "presenter": "nav", "controller": "sheet"]),  // MOD-01
        (-32012, "navigation/push", ["scene": "s1", "navigation": "nowhere", "controller": "more"]),
        (-32012, "navigation/push", ["scene": "s1", "navigation": "list", "controller": "more"]),
        (-32001, "navigation/push", ["scene": "s1", "navigation": "nav", "controller": "list"]),  // NAV-01: pushed twice
        (-32013, "navigation/push", ["scene": "s1", "navigation": "nav", "controller": "sheet"]),  // presented modally
        (-32012, "navigation/setStack", ["scene": "s1", "navigation": "nav", "controllers": ["list", "ghost"]]),
        (-32012, "tabBar/select", ["scene": "s1", "tabBar": "nav", "index": 0]),
        (-32012, "page/turn", ["scene": "s1", "pageView": "nav", "direction": "forward"]),
        (-32012, "segue/perform", ["scene": "s1", "segue": "noSuchSegue"]),
        (-32013, "touch/tap", ["scene": "s1", "point": [900, 100]]),
        (-32012, "modal/dismiss", ["scene": "s1", "controller": "ghost"]),
        (-32602, "device/rotate", ["scene": "s1", "orientation": "sideways"]),
        (-32602, "touch/tap", ["scene": "s1", "point": [1, 2, 3]]),
        (-32602, "navigation/pop", ["scene": "s1"]),
        (-32011, "navigation/pop", ["scene": "s9", "navigation": "nav"]),
        (-32601, "navigation/explode", ["scene": "s1"]),
        (-32010, "scene/reload", ["scene": "s1", "text": "{\"popsplit\": 1,\n \"root\": 3}"]),
        (-32010, "scene/reload", ["scene": "s1", "path": "missing.json"]),
        (-32602, "scene/reload", ["scene": "s1", "text": "{}", "document": ["popsplit": 1]]),
        (-32011, "scene/open", ["scene": "s1", "document": ServerFixtures.navigationDocument()]),
        (-32010, "scene/open", ["scene": "other", "document": ["popsplit": 1, "root": ["id": "a", "type": "navigation"]]]),
        (
            -32012, "scene/restore",
            [
                "scene": "s1",
                "snapshot": [
                    "orientation": "portrait", "backgrounded": false, "navigationStacks": ["nav": ["list", "ghost"]],
                    "selectedTabs": [:], "currentPages": [:], "presentations": [],
                ],
            ]
        ),
        (-32602, "scene/restore", ["scene": "s1", "snapshot": ["orientation": 3]]),
        (-32602, "scene/restore", ["scene": "s1", "snapshot": ["orientation": "portrait", "selectedTab": ["tabs": 1]]]),
        (
            -32602, "scene/restore",
            [
                "scene": "s1",
                "snapshot": [
                    "orientation": "portrait",
                    "presentations": [
                        ["kind": "modal", "presenter": "nav", "presented": "sheet", "styel": "formSheet"]
                    ],
                ],
            ]
        ),
    ]

    /// Each failure: the right code, one message (the error), the model as before.
    @Test func everyFailingRequestChangesNothing() throws {
        let driver = Self.busyDriver().driver
        let snapshot = try #require(driver.snapshot())
        let layout = try #require(driver.layout())
        let list = try #require(driver.list())
        for failure in Self.failures {
            let exchange = driver.call(failure.method, failure.params)
            let shown = JSONCodec.string(exchange.response ?? .null)
            #expect(exchange.errorCode == failure.code, "\(failure.method): \(shown)")
            #expect(exchange.messages.count == 1, "\(failure.method) sent notifications: \(exchange.messages.map(JSONCodec.string))")
            #expect(driver.snapshot() == snapshot, "\(failure.method) changed the state: \(shown)")
            #expect(driver.layout() == layout, "\(failure.method) changed the layout: \(shown)")
            #expect(driver.list() == list, "\(failure.method) changed the scene list")
        }
    }

    /// After failures the next success numbers its events and layout straight on from the last
    /// success (failures used up nothing).
    @Test func failuresUseUpNoNumbers() throws {
        let (driver, present) = Self.busyDriver()
        let lastSeq = try #require(present.events.last?["seq"]?.intValue)
        let version = try #require(present.result?["layoutVersion"]?.intValue)
        for failure in Self.failures { driver.call(failure.method, failure.params) }
        let dismiss = driver.call("modal/dismiss", ["scene": "s1", "controller": "sheet"])  // MOD-01
        #expect(dismiss.error == nil)
        #expect(dismiss.events.first?["seq"]?.intValue == lastSeq + 1)
        #expect(dismiss.layouts.map { $0["version"] } == [.int(version + 1)])
        #expect(dismiss.result?["layoutVersion"] == .int(version + 1))
    }

    /// Popping the root is refused (NAV-01) and changes nothing; so is popping to root at the root.
    @Test func poppingTheRootIsRefused() throws {  // NAV-01
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        let before = driver.snapshot()
        let pop = driver.call("navigation/pop", ["scene": "s1", "navigation": "nav"])
        #expect(pop.errorCode == -32013)
        #expect(pop.messages.count == 1)
        #expect(driver.snapshot() == before)
    }
}
