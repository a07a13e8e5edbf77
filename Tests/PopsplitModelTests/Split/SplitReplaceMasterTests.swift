import PopsplitModel
import Testing

/// SPL-15 (seed 001: the Replace segue "allows either of the split view controller's
/// child view controllers to be swapped out"): a replace segue with `replaces: master`.
struct SplitReplaceMasterTests {
    /// The split fixture with `toNewMaster`: a replace segue from `mailboxes` to `notesNav` that
    /// replaces the master.
    static func open(orientation: InterfaceOrientation) throws -> Scene {
        var document = SplitFixtures.document(orientation: orientation)
        document.segues.append(SegueSpec(id: "toNewMaster", kind: .replace, source: "mailboxes", destination: "notesNav", replaces: .master))
        return try Fixtures.open(document)
    }

    @Test("SPL-15 in landscape the destination becomes the master: the old one leaves, the new one arrives")
    func replacesTheMasterPane() throws {
        var scene = try Self.open(orientation: .landscapeLeft)
        let outcome = try scene.run(.performSegue(id: "toNewMaster"))
        #expect(outcome.result["replaced"] == .string("masterNav"))
        #expect(outcome.result["controller"] == .string("notesNav"))
        #expect(scene.snapshot().splitChildren["split"] == ["notesNav", "detailNav"])
        #expect(
            outcome.events.trace == [
                "prepareForSegue:sender:@mailboxes", "viewWillDisappear:@masterNav", "viewWillDisappear:@mailboxes",
                "viewWillAppear:@notesNav", "viewWillAppear:@notes", "viewDidDisappear:@masterNav", "viewDidDisappear:@mailboxes",
                "viewDidAppear:@notesNav", "viewDidAppear:@notes",
            ])
        #expect(scene.layout.node("notesNav")?.frame == Rect(x: 0, y: 20, width: 320, height: 748))
        #expect(scene.layout.node("masterNav") == nil)
    }

    @Test("SPL-15 in portrait a shown master shows the new one in its place, and the item takes its title")
    func replacesAShownMaster() throws {
        var scene = try Self.open(orientation: .portrait)
        _ = try scene.run(.toggleSplitMaster(split: "split", animated: false))
        _ = try scene.run(.performSegue(id: "toNewMaster"))
        #expect(scene.snapshot().splitsShowingSide == ["split"])
        #expect(scene.layout.node("notes") != nil)
        #expect(scene.layout.node("mailboxes") == nil)
        #expect(scene.layout.masterButton?.attributes == [Field(.title, .string("Notes"))])
    }
}
