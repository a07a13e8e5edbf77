import PopsplitModel
import Testing

/// Snapshots and restore (TAB-01 remembers tabs; every part validated, atomic).
struct SnapshotTests {
    /// Restore(snapshot()) after changes brings back the same scene.
    @Test("restore(snapshot()) after changes brings back the same scene")
    func roundTrip() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let launch = scene
        let saved = scene.snapshot()
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        try scene.run(.presentModal(presenter: "detail", controller: "sheet", style: .formSheet, transition: .flipHorizontal, animated: false))
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        let busy = scene.snapshot()
        let events = try scene.restore(saved)
        #expect(scene == launch)
        #expect(
            events.trace == [
                "viewWillDisappear:@detail", "viewWillDisappear:@sheet", "viewWillAppear:@home",
                "viewDidDisappear:@detail", "viewDidDisappear:@sheet", "viewDidAppear:@home",
            ])
        try scene.restore(busy)
        #expect(scene.snapshot() == busy)
        #expect(scene.layout.frame("sheet") == Rect(x: 242, y: 84, width: 540, height: 620))
    }

    /// An invalid snapshot is refused and changes nothing.
    @Test("an invalid snapshot is refused and changes nothing")
    func invalidSnapshots() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let before = scene
        let bad: [SceneState] = [
            SceneState(orientation: .portrait, stacks: ["inboxNav": []]),
            SceneState(orientation: .portrait, stacks: ["inboxNav": ["inbox", "ghost"]]),
            SceneState(orientation: .portrait, stacks: ["inboxNav": ["inbox", "settings"]]),
            SceneState(orientation: .portrait, stacks: ["settings": ["inbox"]]),
            SceneState(orientation: .portrait, selectedTabs: ["tabs": 7]),
            SceneState(orientation: .portrait, presentations: [.modal(ModalPresentation(presenter: "tabs", presented: "tabs"))]),
            SceneState(orientation: .portrait, presentations: [.modal(ModalPresentation(presenter: "message", presented: "settings"))]),
            SceneState(
                orientation: .portrait,
                presentations: [
                    .modal(ModalPresentation(presenter: "tabs", presented: "message", style: .formSheet, transition: .partialCurl))
                ]),
        ]
        for snapshot in bad {
            #expect(throws: ModelError.self) { try scene.restore(snapshot) }
            #expect(scene == before)
        }
    }
}
