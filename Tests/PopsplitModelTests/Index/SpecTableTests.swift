import Testing

@testable import PopsplitModel

/// The index's tables of specs hold each spec once, in document order.
struct SpecTableTests {
    @Test("a spec table finds, replaces and lists its specs in the order they were added, compacted or not")
    func table() {
        var table = SpecTable<ControllerSpec>()
        for id in ["b", "a", "c"] { table.insert(ControllerSpec(id: id, title: id.uppercased()), as: id) }
        table.insert(ControllerSpec(id: "a", title: "Replaced"), as: "a")
        #expect(table.count == 3)
        #expect(table["a"]?.title == "Replaced")
        #expect(table["z"] == nil)
        #expect(table.map(\.key) == ["b", "a", "c"])
        #expect(table.map(\.value.id) == ["b", "a", "c"])
        var compacted = table
        compacted.compact()
        #expect(compacted == table)
        #expect(compacted.map(\.value.title) == ["B", "Replaced", "C"])
    }

    @Test("the index lists every controller and view of the document once")
    func index() throws {
        let scene = try Fixtures.open(Fixtures.navigation())
        #expect(scene.index.controllers.count == scene.index.controllerOrder.count)
        #expect(scene.index.controllers.map(\.key) == scene.index.controllerOrder)
        #expect(scene.index.views["open"]?.title == "Open")
    }
}
