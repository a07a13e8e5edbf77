import PopsplitModel
import Testing

/// CNT-02 with MOD-01: a custom container's child view controllers and modal presentations. Found
/// by the property tests once they generated custom containers (seeds 10 and 13): adding a
/// presented controller as a child, or removing a child that presents in its context, left a
/// state the full check refuses and a snapshot that could not be restored. Both are refused now,
/// and nothing changes.
struct ContainerPresentationTests {
    @Test("CNT-02 MOD-01 a child presented modally elsewhere cannot be added to the container")
    func presentedChildCannotJoin() throws {
        var scene = try Fixtures.open(CustomContainerTests.document())
        // `news` is one of the dashboard's children, not shown: presented by the dashboard.
        try scene.run(.presentModal(presenter: "dashboard", controller: "news", style: .formSheet, transition: .coverVertical, animated: false))
        let before = scene
        #expect(throws: ModelError.self) { try scene.run(.addChild(container: "dashboard", controller: "news")) }
        #expect(throws: ModelError.self) {
            try scene.run(.transitionChild(container: "dashboard", from: "weather", to: "news", animated: false))
        }
        #expect(scene == before)
        var restored = try Fixtures.open(CustomContainerTests.document())
        try restored.restore(scene.snapshot())
    }

    @Test("CNT-02 MOD-01 a child presenting in its own context cannot be removed before it dismisses")
    func presentingChildStays() throws {
        var scene = try Fixtures.open(CustomContainerTests.document())
        try scene.run(.presentModal(presenter: "clock", controller: "news", style: .currentContext, transition: .coverVertical, animated: false))
        let before = scene
        #expect(throws: ModelError.self) { try scene.run(.removeChild(container: "dashboard", controller: "clock")) }
        #expect(scene == before)
        try scene.run(.dismissModal(controller: "news", animated: false))
        try scene.run(.removeChild(container: "dashboard", controller: "clock"))
        #expect(scene.snapshot().containerShown["dashboard"] == ["weather"])
    }
}
