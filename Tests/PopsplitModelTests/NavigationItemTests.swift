import PopsplitModel
import Testing

/// NAV-08: a controller's code changes its navigation item's bar button items at run time. Seed
/// 002: "To add a new button you modify your navigationItem ... To remove a button, assign the
/// item to nil" (`self.navigationItem.rightBarButtonItem = ...`).
struct NavigationItemTests {
    /// The navigation fixture with `home` also declaring a spare `done` item (a system Done item
    /// that pops nothing: a custom action) for its code to put in later.
    static func open() throws -> Scene {
        var document = Fixtures.navigation()
        document.root.children[0].navigationItem.spareItems = [BarButtonItemSpec(id: "done", systemItem: "done", action: .custom(name: "done"))]
        return try Fixtures.open(document)
    }

    @Test("NAV-08 setting the right items to a spare item shows it in place of the document's, with no events")
    func replacesTheRightItems() throws {
        var scene = try Self.open()
        #expect(scene.layout.node("add") != nil)
        #expect(scene.layout.node("done") == nil)
        let outcome = try scene.run(.setNavigationItems(controller: "home", side: .right, items: ["done"]))
        #expect(outcome.events.isEmpty)
        #expect(outcome.result["items"] == .strings(["done"]))
        #expect(scene.layout.node("add") == nil && scene.layout.node("edit") == nil)
        let done = try #require(scene.layout.node("done"))
        #expect(done.parent == "nav.navigationBar")
        #expect(done.frame.maxX == 768 - 5)  // the outermost right place (NAV-03's margin)
        // The new item works: a tap fires its action.
        let tap = try scene.run(.tap(at: .point(Point(x: done.frame.midX, y: done.frame.midY))))
        #expect(tap.result["action"] == .string("custom"))
        #expect(scene.snapshot().navigationItems == ["home": NavigationItemItems(right: ["done"])])
    }

    @Test("NAV-08 setting nil ([]) removes the items: the title may use the room")
    func nilRemoves() throws {
        var scene = try Self.open()
        try scene.run(.setNavigationItems(controller: "home", side: .right, items: []))
        #expect(scene.layout.nodes.filter { $0.kind == .barButtonItem }.isEmpty)
        #expect(scene.layout.node("nav.title") != nil)
    }

    @Test("NAV-08 an item moved to the other side leaves the side it was on")
    func movesAcross() throws {
        var scene = try Self.open()
        try scene.run(.setNavigationItems(controller: "home", side: .left, items: ["edit"]))
        #expect(scene.snapshot().navigationItems["home"] == NavigationItemItems(left: ["edit"], right: ["add"]))
        let edit = try #require(scene.layout.frame("edit"))
        #expect(edit.minX == 5)
    }

    @Test("NAV-08 an item the navigation item does not declare is refused, and nothing changes")
    func refusesForeignItems() throws {
        var scene = try Self.open()
        let before = scene
        #expect(throws: ModelError.self) { try scene.run(.setNavigationItems(controller: "home", side: .right, items: ["detailLeft"])) }
        #expect(throws: ModelError.self) { try scene.run(.setNavigationItems(controller: "home", side: .right, items: ["done", "done"])) }
        #expect(throws: ModelError.self) { try scene.run(.setNavigationItems(controller: "ghost", side: .right, items: [])) }
        // An id that names no item at all is an unknown id (-32012 on the wire), not a misplaced one.
        #expect {
            try scene.run(.setNavigationItems(controller: "home", side: .right, items: ["saveItem"]))
        } throws: { ($0 as? ModelError)?.kind == .unknownId }
        #expect(scene == before)
    }

    @Test("NAV-08 the items set stay with the controller across a push and pop, a snapshot and restore, a reload")
    func staysAndRestores() throws {
        var scene = try Self.open()
        try scene.run(.setNavigationItems(controller: "home", side: .right, items: ["done"]))
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.node("done") == nil)
        try scene.run(.pop(navigation: "nav", animated: false))
        #expect(scene.layout.node("done") != nil)
        let saved = scene.snapshot()
        var other = try Self.open()
        try other.restore(saved)
        #expect(other.layout.node("done") != nil && other.layout.node("add") == nil)
        try scene.reload(scene.document)
        #expect(scene.snapshot().navigationItems == saved.navigationItems)
    }
}
