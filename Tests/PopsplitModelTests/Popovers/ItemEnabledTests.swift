import PopsplitModel
import Testing

/// POP-35 (seed 001: while a popover is showing "you should probably disable the
/// UIBarButtonItem that summoned it"): a disabled bar button item is drawn dimmed, takes no taps,
/// and is enabled and disabled at run time and by the document.
struct ItemEnabledTests {
    /// A navigation root whose right item `info` presents the popover `pop`.
    static func document(enabled: Bool = true) -> SceneDocument {
        SceneDocument(
            orientation: .portrait,
            root: ControllerSpec(
                id: "nav", type: .navigation,
                children: [
                    ControllerSpec(
                        id: "home", title: "Home",
                        navigationItem: NavigationItemSpec(rightItems: [
                            BarButtonItemSpec(id: "info", title: "Info", action: .presentPopover(popover: "pop", arrows: ArrowDirection.any), enabled: enabled)
                        ]))
                ]),
            controllers: [ControllerSpec(id: "card", title: "Card", contentSizeForViewInPopover: Size(width: 320, height: 200))],
            popovers: [PopoverController(id: "pop", content: "card")])
    }

    @Test("POP-35 a disabled item is marked, takes no taps, and comes back when enabled")
    func disabledItemTakesNoTaps() throws {
        var scene = try Fixtures.open(Self.document())
        let item = try #require(scene.layout.node("info"))
        let centre = Point(x: item.frame.midX, y: item.frame.midY)
        let disable = try scene.run(.setItemEnabled(item: "info", enabled: false))
        #expect(disable.result["enabled"] == .bool(false))
        #expect(disable.events.isEmpty)
        #expect(scene.layout.node("info")?.attributes.contains(Field(.enabled, .bool(false))) == true)
        let tap = try scene.run(.tap(at: .point(centre)))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("info")), Field(.kind, .string("barButtonItem"))]))
        #expect(tap.result["action"] == .null)
        #expect(tap.events.isEmpty)
        #expect(scene.snapshot().itemsEnabled == ["info": false])
        _ = try scene.run(.setItemEnabled(item: "info", enabled: true))
        #expect(scene.layout.node("info")?.attributes.contains { $0.name == .enabled } == false)
        #expect(try scene.run(.tap(at: .point(centre))).result["action"] == .string("presentPopover"))
    }

    @Test("POP-35 a document's disabled item; unknown ids are refused; restore brings the state back")
    func documentAndRestore() throws {
        var scene = try Fixtures.open(Self.document(enabled: false))
        #expect(scene.layout.node("info")?.attributes.contains(Field(.enabled, .bool(false))) == true)
        #expect(throws: ModelError.self) { try scene.run(.setItemEnabled(item: "ghost", enabled: false)) }
        #expect(throws: ModelError.self) { try scene.restore(SceneState(orientation: .portrait, itemsEnabled: ["home": true])) }
        try scene.restore(SceneState(orientation: .portrait, itemsEnabled: ["info": true]))
        #expect(scene.layout.node("info")?.attributes.contains { $0.name == .enabled } == false)
    }

    @Test("POP-35 an action disables and enables an item")
    func actions() throws {
        var document = Self.document()
        document.root.children[0].views = [
            ViewSpec(id: "lock", kind: .button, frame: Rect(x: 20, y: 20, width: 100, height: 44), action: .setItemEnabled(item: "info", enabled: false)),
            ViewSpec(id: "unlock", kind: .button, frame: Rect(x: 20, y: 80, width: 100, height: 44), action: .setItemEnabled(item: "info", enabled: true)),
        ]
        var scene = try Fixtures.open(document)
        let lock = try scene.run(.tap(at: .point(Point(x: 70, y: 106))))
        #expect(lock.result["action"] == .string("disableItem"))
        #expect(scene.snapshot().itemsEnabled == ["info": false])
        let unlock = try scene.run(.tap(at: .point(Point(x: 70, y: 166))))
        #expect(unlock.result["action"] == .string("enableItem"))
        #expect(scene.snapshot().itemsEnabled == ["info": true])
        document.root.children[0].views[0].action = .setItemEnabled(item: "ghost", enabled: false)
        #expect(throws: ModelError.self) { try Scene.open(document) }
    }

    @Test("POP-35 a reload keeps an item disabled at run time while its declaration is unchanged")
    func reloadKeepsRunTimeEnabledState() throws {
        var scene = try Fixtures.open(Self.document())
        let item = try #require(scene.layout.node("info"))
        let centre = Point(x: item.frame.midX, y: item.frame.midY)
        _ = try scene.run(.setItemEnabled(item: "info", enabled: false))
        // The same text again: the item stays disabled and a tap still does nothing.
        try scene.reload(Self.document())
        #expect(scene.snapshot().itemsEnabled == ["info": false])
        #expect(scene.layout.node("info")?.attributes.contains(Field(.enabled, .bool(false))) == true)
        let tap = try scene.run(.tap(at: .point(centre)))
        #expect(tap.result["action"] == .null)
        #expect(tap.events.isEmpty)
        // An edit of the item's own `enabled` is the document speaking: it wins.
        try scene.reload(Self.document(enabled: false))
        #expect(scene.snapshot().itemsEnabled == [:])
        _ = try scene.run(.setItemEnabled(item: "info", enabled: true))
        try scene.reload(Self.document(enabled: true))
        #expect(scene.snapshot().itemsEnabled == [:])
        #expect(scene.layout.node("info")?.attributes.contains { $0.name == .enabled } == false)
        // An item the new document no longer has is forgotten.
        _ = try scene.run(.setItemEnabled(item: "info", enabled: false))
        var without = Self.document()
        without.root.children[0].navigationItem = NavigationItemSpec()
        try scene.reload(without)
        #expect(scene.snapshot().itemsEnabled == [:])
    }
}
