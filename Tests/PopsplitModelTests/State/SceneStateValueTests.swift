import Testing

@testable import PopsplitModel

/// A state keeps its tables in a box its copies share (a scene, its hierarchy and its kept
/// layout each hold one): changing a copy changes only the copy, presentations are still kept
/// layers first, and equality is by contents whatever the boxes.
struct SceneStateValueTests {
    @Test("TAB-01 a snapshot's copy changed leaves the snapshot as it was")
    func copiesAreValues() throws {
        let scene = try Fixtures.open(Fixtures.navigation())
        let snapshot = scene.snapshot()
        var copy = snapshot
        #expect(copy == snapshot)
        copy.orientation = .landscapeLeft
        copy.stacks["nav"]?.append("detail")
        copy.texts["field"] = "typed"
        #expect(snapshot.orientation == .portrait)
        #expect(Array(snapshot.stacks["nav"] ?? []) == ["home"])
        #expect(snapshot.texts.isEmpty)
        #expect(copy != snapshot)
        var back = copy
        back.orientation = .portrait
        back.stacks["nav"]?.removeLast()
        back.texts = [:]
        #expect(back == snapshot, "equal contents in other boxes are equal")
        #expect(scene.state == snapshot, "the scene's own state is untouched")
    }

    @Test("SPL-07 presentations changed through a copy are still kept layers first")
    func presentationsStayLayersFirst() {
        var state = SceneState(orientation: .portrait)
        let side = Presentation.splitSide(SplitSidePresentation(split: "split", side: "master", style: .slideOver))
        let layer = Presentation.modal(ModalPresentation(presenter: "split", presented: "sheet", style: .formSheet, transition: .coverVertical))
        state.presentations = [side]
        var copy = state
        copy.presentations.append(layer)
        #expect(copy.presentations == [layer, side])
        #expect(state.presentations == [side])
    }
}
