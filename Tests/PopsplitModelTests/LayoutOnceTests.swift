import Testing

@testable import PopsplitModel

/// The layout is computed once per state. A command, an open, a reload and a
/// restore keep the layout of the state they leave; the next command's hit-testing and the
/// notification read it; a reload of a changed document lays out anew even where the state is
/// the same.
@Suite struct LayoutOnceTests {
    @Test func commandsKeepTheLayoutOfTheStateTheyLeave() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(scene.kept?.state == scene.state, "open keeps its layout")
        try scene.run(.push(navigation: "nav", controller: "detail", animated: true))
        let kept = try #require(scene.kept)
        #expect(kept.state == scene.state)
        #expect(kept.layout == LaidOutState(hierarchy: Hierarchy(index: scene.index, state: scene.state), document: scene.document, previous: nil).layout)
        #expect(scene.layout == kept.layout)
        try scene.restore(SceneState(orientation: .landscapeLeft))
        #expect(scene.kept?.state == scene.state, "restore keeps its layout")
        #expect(scene.layout.orientation == .landscapeLeft)
    }

    @Test func aReloadOfAChangedDocumentLaysOutAnew() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        var document = scene.document
        document.root.children[0].title = "Renamed"
        try scene.reload(document)
        #expect(scene.kept?.state == scene.state)
        let title = scene.layout.nodes.first { $0.id == "nav.title" }?.attributes.first { $0.name == .title }?.value
        #expect(title == .string("Renamed"), "the same state, a new document: not the old layout")
    }

    @Test func aStateChangedByHandIsLaidOutAgain() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        scene.state.orientation = .landscapeRight
        #expect(scene.kept?.state != scene.state)
        #expect(scene.layout.orientation == .landscapeRight)
    }

    /// STEP 1's design pass is made once for a launch state: rotating away from the document's
    /// orientation designs, rotating back carries the design along, rotating away again reuses it;
    /// a change of the launch state (a push) designs anew. Each layout equals one from scratch.
    @Test("ROT-03 the layout after a rotation designs once for a launch state, and equals one from scratch")
    func theDesignPassIsReusedWhileTheLaunchStateIsTheSame() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(scene.kept?.design == nil, "the document's own orientation needs no design pass")
        try scene.run(.rotate(to: .landscapeLeft, animated: true))
        let first = try #require(scene.kept?.design)
        try scene.run(.rotate(to: .portrait, animated: true))
        #expect(scene.kept?.design?.launchState == first.launchState, "carried along while not needed")
        try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(scene.kept?.design?.launchState == first.launchState, "reused")
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        let pushed = try #require(scene.kept?.design)
        #expect(pushed.launchState != first.launchState, "a new launch state is designed anew")
        let fresh = LaidOutState(hierarchy: Hierarchy(index: scene.index, state: scene.state), document: scene.document, previous: nil)
        #expect(scene.layout == fresh.layout)
        #expect(pushed.sizes == fresh.design?.sizes)
        #expect(scene.layout.orientation == .landscapeRight)
    }
}
