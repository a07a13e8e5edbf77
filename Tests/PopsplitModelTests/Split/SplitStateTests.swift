import PopsplitModel
import Testing

/// Split view state across snapshot, restore and reload (SPL-07's shown master, SPL-11's replaced
/// detail), and the documents and snapshots the model refuses (SPL-01: exactly two children;
/// SPL-03: only the window's root).
struct SplitStateTests {
    /// A scene in portrait with its master shown and its detail replaced by `notesNav`.
    static func busy(profile: BehaviourProfile = .iOS5_1) throws -> Scene {
        var scene = try SplitFixtures.open(profile: profile)
        try scene.run(.performSegue(id: "toNotes"))
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        return scene
    }

    /// SPL-07 SPL-11 snapshot and restore bring back the shown master and the replaced detail.
    @Test("SPL-07 SPL-11 snapshot/restore round trip keeps the shown master and the replaced detail")
    func snapshotRoundTrip() throws {
        let busy = try Self.busy()
        let saved = busy.snapshot()
        #expect(saved.splitsShowingSide == ["split"])
        #expect(saved.splitChildren["split"] == ["masterNav", "notesNav"])
        var scene = try SplitFixtures.open()
        let events = try scene.restore(saved)
        #expect(scene == busy)
        #expect(scene.layout == busy.layout)
        #expect(
            events.trace == [
                "viewWillDisappear:@detailNav", "viewWillDisappear:@message",
                "viewWillAppear:@masterNav", "viewWillAppear:@mailboxes", "viewWillAppear:@notesNav", "viewWillAppear:@notes",
                "viewDidDisappear:@detailNav", "viewDidDisappear:@message",
                "viewDidAppear:@masterNav", "viewDidAppear:@mailboxes", "viewDidAppear:@notesNav", "viewDidAppear:@notes",
            ])
        // And back to the launch state.
        try scene.restore(try SplitFixtures.open().snapshot())
        #expect(scene == (try SplitFixtures.open()))
        #expect(scene.layout.masterPopover == nil)
    }

    /// A snapshot that leaves the split children out keeps the live ones.
    @Test("SPL-11 a snapshot without splitChildren keeps the live detail")
    func snapshotWithoutChildren() throws {
        var scene = try Self.busy()
        try scene.restore(SceneState(orientation: .portrait))
        #expect(scene.snapshot().splitChildren["split"] == ["masterNav", "notesNav"])
        #expect(scene.snapshot().splitsShowingSide.isEmpty)
        #expect(scene.layout.masterPopover == nil)
    }

    /// Snapshots that break a split view's invariants are refused and change nothing.
    @Test("SPL-01 SPL-03 SPL-07 invalid split snapshots are refused; nothing changes")
    func invalidSnapshots() throws {
        var scene = try SplitFixtures.open()
        let before = scene
        let bad: [SceneState] = [
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav"]]),
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav", "detailNav", "notesNav"]]),
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav", "masterNav"]]),
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav", "ghost"]]),
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav", "lonelySplit"]]),
            SceneState(orientation: .portrait, splitChildren: ["split": ["masterNav", "mailboxes"]]),
            SceneState(orientation: .portrait, splitChildren: ["detailNav": ["masterNav", "other"]]),
            SceneState(orientation: .portrait, presentations: [.splitSide(scene.sidePresentation(showing: "ghost"))]),
            SceneState(orientation: .portrait, presentations: [.splitSide(scene.sidePresentation(showing: "detailNav"))]),
        ]
        for snapshot in bad {
            #expect(throws: ModelError.self, "\(snapshot)") { try scene.restore(snapshot) }
            #expect(scene == before)
        }
    }

    /// A master can only be shown in its popover while it hides: not in landscape, not when kept.
    @Test("SPL-07 a snapshot showing the master where it does not hide is refused")
    func shownMasterWhereItDoesNotHide() throws {
        for (start, orientation) in [
            (try SplitFixtures.open(), InterfaceOrientation.landscapeLeft),
            (try SplitFixtures.open(hidesMasterInPortrait: false), .portrait),
        ] {
            var scene = start
            #expect(throws: ModelError.self) {
                try scene.restore(SceneState(orientation: orientation, presentations: [.splitSide(scene.sidePresentation(showing: "split"))]))
            }
            #expect(scene == start)
        }
    }

    /// The snapshot is the scene's state itself; a restored shown side is the one the split view
    /// would show, whatever side and style the restored state names.
    @Test("SPL-07 TAB-01 a restored shown master is worked out from the split view")
    func restoredSideIsWorkedOut() throws {
        var scene = try SplitFixtures.open()
        let wrong = SplitSidePresentation(split: "split", side: "detailNav", style: .slideIn)
        try scene.restore(SceneState(orientation: .portrait, presentations: [.splitSide(wrong), .splitSide(wrong)]))
        #expect(scene.snapshot().shownSides == [scene.sidePresentation(showing: "split")])
        #expect(scene.snapshot().shownSides.first?.side == "masterNav")
        #expect(scene.snapshot().layers.isEmpty)
        var again = try SplitFixtures.open()
        try again.restore(scene.snapshot())
        #expect(again.snapshot() == scene.snapshot())
    }

    /// Reloading the same (edited) document keeps the shown master and the replaced detail.
    @Test("SPL-07 SPL-11 reload keeps the shown master and the replaced detail")
    func reloadKeeps() throws {
        var scene = try Self.busy()
        var edited = SplitFixtures.document()
        edited.controllers[0].title = "All Inboxes"
        let events = try scene.reload(edited)
        #expect(events.isEmpty)
        #expect(scene.snapshot().splitsShowingSide == ["split"])
        #expect(scene.snapshot().splitChildren["split"] == ["masterNav", "notesNav"])
        #expect(scene.layout.masterPopover?.frame == SplitFixtures.slideOver)
        #expect(scene.layout.frame("notesNav") == SplitFixtures.portraitDetail)
    }

    /// Reloading a document without the replaced detail falls back to the document's detail.
    @Test("SPL-11 reload without the live detail's controller returns to the document's detail")
    func reloadDropsMissingDetail() throws {
        var scene = try Self.busy()
        var edited = SplitFixtures.document()
        edited.controllers.removeAll { $0.id == "notesNav" }
        edited.segues.removeAll { $0.destination == "notesNav" || $0.source == "notes" }
        edited.segues.append(SegueSpec(id: "toNotes", kind: .replace, source: "mailboxes", destination: "other"))
        try scene.reload(edited)
        #expect(scene.snapshot().splitChildren["split"] == ["masterNav", "detailNav"])
        #expect(scene.layout.frame("detailNav") == SplitFixtures.portraitDetail)
    }

    /// Reloading into landscape (the document's orientation changed) leaves no master "shown".
    @Test("SPL-07 reload into landscape forgets the shown master")
    func reloadIntoLandscape() throws {
        var scene = try Self.busy()
        try scene.reload(SplitFixtures.document(orientation: .landscapeLeft))
        #expect(scene.orientation == .landscapeLeft)
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.snapshot().splitsShowingSide.isEmpty)
    }

    /// SPL-01 a split view controller needs exactly two children.
    @Test("SPL-01 a split view controller with 1 or 3 children is an invalid document", arguments: [1, 3])
    func wrongChildCount(count: Int) throws {
        let children = (0..<count).map { ControllerSpec(id: "c\($0)", title: "C\($0)") }
        let document = SceneDocument(root: ControllerSpec(id: "split", type: .split, children: children))
        #expect {
            try Scene.open(document)
        } throws: { error in
            guard let error = error as? ModelError else { return false }
            return error.kind == .invalidDocument && error.message.contains("exactly two children") && error.message.contains("has \(count)")
        }
    }

    /// SPL-03 a split view controller inside another container, or inside a split, is an invalid document.
    @Test("SPL-03 a split view controller as a child of a navigation or split controller is an invalid document")
    func splitAsChild() throws {
        let inner = ControllerSpec(id: "inner", type: .split, children: [ControllerSpec(id: "a"), ControllerSpec(id: "b")])
        let documents = [
            SceneDocument(root: ControllerSpec(id: "nav", type: .navigation, children: [inner])),
            SceneDocument(root: ControllerSpec(id: "tabs", type: .tabBar, children: [ControllerSpec(id: "t"), inner])),
            SceneDocument(root: ControllerSpec(id: "outer", type: .split, children: [ControllerSpec(id: "m"), inner])),
        ]
        for document in documents {
            #expect(throws: ModelError.self) { try Scene.open(document) }
            #expect { try Scene.open(document) } throws: { ($0 as? ModelError)?.kind == .invalidDocument }
        }
    }

    /// A split view controller has no views of its own.
    @Test("SPL-01 a split view controller with views of its own is an invalid document")
    func splitWithViews() throws {
        var document = SplitFixtures.document()
        document.root.views = [ViewSpec(id: "stray", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
        #expect { try Scene.open(document) } throws: { ($0 as? ModelError)?.kind == .invalidDocument }
    }
}
