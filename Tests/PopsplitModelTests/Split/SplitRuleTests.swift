import PopsplitModel
import Testing

/// SPL-03 (the window's root only), SPL-04 (rotation needs both children), SPL-10 (every
/// descendant finds its split view controller), SPL-11 (replace segues).
struct SplitRuleTests {
    /// Expects `command` to raise UIKit's `text` and change nothing.
    static func expectUIKit(_ text: String, _ command: SceneCommand, on start: Scene) {
        var scene = start
        #expect {
            try scene.run(command)
        } throws: { error in
            guard let error = error as? ModelError else { return false }
            return error.kind == .uikitException && error.message == text
        }
        #expect(scene == start)
    }

    /// SPL-03 pushing a split view controller raises UIKit's text; nothing changes.
    @Test("SPL-03 pushing a split view controller: UIKit's text, nothing changes")
    func pushRefused() throws {
        let scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let text = "Split View Controllers cannot be pushed to a Navigation Controller"
        Self.expectUIKit(text, .push(navigation: "masterNav", controller: "lonelySplit", animated: true), on: scene)
        Self.expectUIKit(text, .performSegue(id: "pushSplit"), on: scene)
        Self.expectUIKit(text, .setStack(navigation: "detailNav", controllers: ["message", "lonelySplit"], animated: false), on: scene)
        // A replace segue cannot make one a pane either.
        Self.expectUIKit(text, .performSegue(id: "toSplit"), on: scene)
    }

    /// SPL-03 presenting a split view controller modally raises UIKit's text; nothing changes.
    @Test("SPL-03 presenting a split view controller modally: UIKit's text, nothing changes")
    func presentRefused() throws {
        let scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let text = "Application tried to present a Split View Controllers modally"
        for style in [PresentationStyle.fullScreen, .formSheet, .pageSheet] {
            Self.expectUIKit(
                text,
                .presentModal(
                    presenter: "message", controller: "lonelySplit", style: style,
                    transition: .coverVertical, animated: true), on: scene)
        }
        Self.expectUIKit(text, .performSegue(id: "presentSplit"), on: scene)
    }

    /// SPL-03 a split view controller cannot be a popover's content either: only the window's root.
    @Test("SPL-03 a split view controller as a popover's content is refused")
    func popoverContentRefused() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let start = scene
        let created = Result { try scene.run(.createPopover(PopoverController(id: "splitPopover", content: "lonelySplit"))) }
        if case .success = created {
            #expect(throws: ModelError.self) {
                try scene.run(.presentPopover(popover: "splitPopover", from: .barButtonItem("reply"), arrows: ArrowDirection.any, animated: false))
            }
        }
        #expect(scene.layout.node("lonelySplit") == nil)
        #expect(scene.layout == start.layout)
    }

    /// SPL-04 in portrait the hidden master still decides: refusing landscape blocks the rotation.
    @Test("SPL-04 a hidden master that refuses landscape blocks the rotation")
    func hiddenMasterRefuses() throws {
        var scene = try Fixtures.open(SplitFixtures.document(mailboxesOrientations: [.portrait, .portraitUpsideDown]))
        #expect(scene.layout.node("mailboxes") == nil)
        let before = scene
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(outcome.result["rotated"] == .bool(false))
        #expect(outcome.result["refusedBy"] == .string("mailboxes"))
        #expect(outcome.events.isEmpty)
        #expect(scene == before)
        // Upside down is fine for both.
        #expect(try scene.run(.rotate(to: .portraitUpsideDown, animated: false)).result["rotated"] == .bool(true))
    }

    /// SPL-04 the detail refusing blocks it too; both agreeing lets it rotate.
    @Test("SPL-04 the detail refusing blocks the rotation; both agreeing allows it")
    func detailRefuses() throws {
        var scene = try Fixtures.open(SplitFixtures.document(orientation: .landscapeLeft, messageOrientations: [.landscapeLeft, .landscapeRight]))
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        #expect(outcome.result["refusedBy"] == .string("message"))
        #expect(scene.orientation == .landscapeLeft)
        #expect(try scene.run(.rotate(to: .landscapeRight, animated: true)).result["rotated"] == .bool(true))
        var free = try SplitFixtures.open(orientation: .landscapeLeft)
        #expect(try free.run(.rotate(to: .portrait, animated: true)).result["rotated"] == .bool(true))
    }

    /// SPL-10 every descendant reaches its split view controller, the hidden master included.
    @Test("SPL-10 every descendant finds its split view controller (containers(of:))")
    func containers() throws {
        var scene = try SplitFixtures.open()
        #expect(
            try scene.containers(of: "mailboxes") == [
                Field(.controller, .string("mailboxes")), Field(.parent, .string("masterNav")),
                Field(.navigationController, .string("masterNav")), Field(.tabBarController, .null),
                Field(.splitViewController, .string("split")),
            ])
        #expect(try scene.containers(of: "message")["splitViewController"] == .string("split"))
        #expect(try scene.containers(of: "message")["navigationController"] == .string("detailNav"))
        #expect(try scene.containers(of: "detailNav")["parent"] == .string("split"))
        #expect(try scene.containers(of: "masterNav")["splitViewController"] == .string("split"))
        #expect(try scene.containers(of: "masterNav")["navigationController"] == .null)
        // The split view controller itself and a detached controller have none.
        #expect(try scene.containers(of: "split")["parent"] == .null)
        #expect(try scene.containers(of: "split")["splitViewController"] == .null)
        #expect(try scene.containers(of: "inbox")["splitViewController"] == .null)
        #expect(try scene.containers(of: "lonelyMaster")["splitViewController"] == .string("lonelySplit"))
        // Pushed: it finds it from then on.
        try scene.run(.push(navigation: "masterNav", controller: "inbox", animated: false))
        #expect(try scene.containers(of: "inbox")["splitViewController"] == .string("split"))
        #expect(try scene.containers(of: "inbox")["parent"] == .string("masterNav"))
    }

    /// SPL-10 an unknown id is refused.
    @Test("SPL-10 containers(of:) with an unknown id is unknownId")
    func containersUnknown() throws {
        let scene = try SplitFixtures.open()
        #expect { try scene.containers(of: "ghost") } throws: { ($0 as? ModelError)?.kind == .unknownId }
    }

    /// SPL-11 a replace segue swaps the detail, with the appearance messages; the old detail is free.
    @Test("SPL-11 a replace segue swaps the detail with appearance messages; the old detail is free")
    func replaceDetail() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let outcome = try scene.run(.performSegue(id: "toNotes"))
        #expect(
            outcome.events.trace == [
                "prepareForSegue:sender:@mailboxes",
                "viewWillDisappear:@detailNav", "viewWillDisappear:@message", "viewWillAppear:@notesNav", "viewWillAppear:@notes",
                "viewDidDisappear:@detailNav", "viewDidDisappear:@message", "viewDidAppear:@notesNav", "viewDidAppear:@notes",
            ])
        #expect(outcome.result["kind"] == .string("replace"))
        #expect(outcome.result["replaced"] == .string("detailNav"))
        #expect(outcome.result["controller"] == .string("notesNav"))
        #expect(scene.layout.frame("notesNav") == SplitFixtures.landscapeDetail)
        #expect(scene.layout.node("detailNav") == nil)
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(scene.snapshot().splitChildren["split"] == ["masterNav", "notesNav"])
        #expect(try scene.containers(of: "notes")["splitViewController"] == .string("split"))
        #expect(try scene.containers(of: "detailNav")["parent"] == .null)
        #expect(try scene.containers(of: "message")["splitViewController"] == .null)
        // The old detail can come back.
        let back = try scene.run(.performSegue(id: "toMessage"))
        #expect(back.result["replaced"] == .string("notesNav"))
        #expect(scene.layout.frame("detailNav") == SplitFixtures.landscapeDetail)
    }

    /// SPL-11 the item follows the detail: the new detail's bar shows it in portrait.
    @Test("SPL-11 in portrait the hidden master's item moves to the new detail")
    func replaceInPortrait() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.performSegue(id: "toNotes"))
        let item = try #require(scene.layout.masterButton)
        #expect(item.parent == "notesNav.navigationBar")
        #expect(scene.layout.frame("notesNav") == SplitFixtures.portraitDetail)
        // The hidden master does not appear or disappear.
        let again = try scene.run(.performSegue(id: "toMessage"))
        #expect(!again.events.trace.contains { $0.contains("masterNav") || $0.contains("mailboxes") })
    }

    /// SPL-11 a tap on a row of the master performs the segue (the storyboard's usual wiring).
    @Test("SPL-11 a row of the master performing a replace segue")
    func replaceByTap() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let row = try #require(scene.layout.frame("notesRow"))
        let outcome = try scene.run(.tap(at: .point(SplitFixtures.centre(row))))
        #expect(outcome.result["action"] == .string("segue"))
        #expect(scene.layout.node("notes") != nil)
    }

    /// SPL-11 a replace segue whose source is in no split view, or whose destination is active, is refused.
    @Test("SPL-11 a source outside any split or an active destination is refused; nothing changes")
    func replaceRefused() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let before = scene
        #expect { try scene.run(.performSegue(id: "toOther")) } throws: { ($0 as? ModelError)?.kind == .invalidState }
        #expect(scene == before)
        // toCurrent's destination is the detail already shown: UIKit's text for an active controller.
        #expect { try scene.run(.performSegue(id: "toCurrent")) } throws: { error in
            (error as? ModelError)?.kind == .uikitException
                && (error as? ModelError)?.message == "Application tried to present modally an active controller"
        }
        #expect(scene == before)
        // toMessage's source is in no split view once notesNav left it.
        try scene.run(.performSegue(id: "toNotes"))
        try scene.run(.performSegue(id: "toMessage"))
        let current = scene
        #expect { try scene.run(.performSegue(id: "toMessage")) } throws: { ($0 as? ModelError)?.kind == .invalidState }
        #expect(scene == current)
    }
}
