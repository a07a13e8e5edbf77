import PopsplitModel
import Testing

/// SPL-17: `splitViewController:shouldHideViewController:inOrientation:` as the delegate's
/// question. Neuburg, Programming iOS 6, ch. 22 (seed 001): "Allows the left view controller to be
/// hidden (return YES) or not (return NO) as the interface rotates to the given orientation. If
/// you return NO, the other delegate methods won't be called in this orientation; there will be
/// no bar button item and no popover."
struct SplitShouldHideTests {
    /// The Mail fixture with a delegate that answers the question live, or with fixed answers.
    static func open(
        orientation: InterfaceOrientation = .portrait, asks: Bool = true, portrait: Bool = true, landscape: Bool = false
    ) throws -> Scene {
        var document = SplitFixtures.document(orientation: orientation)
        document.root.kind = .split(SplitOptions(hidesMasterInPortrait: portrait, hidesMasterInLandscape: landscape, implementsShouldHide: asks))
        return try Fixtures.open(document)
    }

    /// The question for split `split` about `orientation`, with its default.
    static func question(_ orientation: InterfaceOrientation, default hides: Bool) -> DelegateQuestion {
        DelegateQuestion(
            selector: "splitViewController:shouldHideViewController:inOrientation:",
            fields: [
                Field(.splitViewController, .string("split")), Field(.viewController, .string("masterNav")),
                Field(.orientation, .string(orientation.rawValue)),
            ], defaultAnswer: .bool(hides))
    }

    /// The rotation asks first and changes nothing until answered.
    @Test("SPL-17 a rotation asks shouldHideViewController:inOrientation: about the new orientation first")
    func asksBeforeAnything() throws {
        var scene = try Self.open()
        let before = scene
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(outcome.question == Self.question(.landscapeLeft, default: false))
        #expect(scene == before)
        let back = try Self.open(orientation: .landscapeLeft)
        var rotating = back
        #expect(try rotating.run(.rotate(to: .portraitUpsideDown, animated: true)).question == Self.question(.portraitUpsideDown, default: true))
    }

    /// YES for landscape: the master hides there, with its item and willHide, as in portrait.
    @Test("SPL-17 YES for landscape hides the master there: willHide, the item, a full-width detail")
    func yesHidesInLandscape() throws {
        var scene = try Self.open(portrait: false)
        #expect(scene.layout.masterButton == nil)
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: false), answers: [Self.question(.landscapeLeft, default: false): true])
        let trace = outcome.events.trace
        let hide = try #require(trace.firstIndex(of: SplitDelegateTests.willHide))
        let disappear = try #require(trace.firstIndex(of: "viewWillDisappear:@masterNav"))
        #expect(disappear < hide)
        #expect(scene.layout.masterButton != nil)
        #expect(scene.layout.frame("detailNav") == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(scene.snapshot().splitHidesMaster == ["split": true])
        // The item shows the master over the detail in landscape too.
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        #expect(scene.snapshot().splitsShowingSide == ["split"])
        #expect(scene.layout.masterPopover != nil)
    }

    /// NO for portrait: both panes, no item, willShow when the master had hidden.
    @Test("SPL-17 NO for portrait keeps both panes; willShow takes the item back")
    func noKeepsInPortrait() throws {
        var scene = try Self.open(orientation: .landscapeLeft, landscape: true)
        #expect(scene.layout.masterButton != nil)
        let outcome = try scene.run(.rotate(to: .portrait, animated: false), answers: [Self.question(.portrait, default: true): false])
        #expect(outcome.events.trace.contains(SplitDelegateTests.willShow))
        #expect(!outcome.events.trace.contains(SplitDelegateTests.willHide))
        #expect(scene.layout.masterButton == nil)
        #expect(scene.layout.frame("masterNav") == Rect(x: 0, y: 20, width: 320, height: 1004))
        #expect(scene.snapshot().splitHidesMaster == ["split": false])
    }

    /// Without the method the document's answers hold, landscape included, and nothing is asked.
    @Test("SPL-17 hidesMasterInLandscape without the method: hidden at launch in landscape, no question")
    func fixedAnswers() throws {
        let (_, events) = try Scene.open(
            {
                var document = SplitFixtures.document(orientation: .landscapeLeft)
                document.root.kind = .split(SplitOptions(hidesMasterInLandscape: true))
                return document
            }())
        #expect(events.trace.contains(SplitDelegateTests.willHide))
        var scene = try Self.open(orientation: .landscapeLeft, asks: false, landscape: true)
        #expect(scene.layout.masterButton != nil)
        let outcome = try scene.run(.rotate(to: .portrait, animated: false))
        #expect(outcome.question == nil)
        #expect(scene.snapshot().splitHidesMaster.isEmpty)
        #expect(scene.layout.masterButton != nil)
    }

    /// A refused rotation asks nothing; answers are state: restored, refused for a non-split.
    @Test("SPL-17 a refused rotation asks nothing; answers restore and survive a reload")
    func refusalsAndState() throws {
        var document = SplitFixtures.document(messageOrientations: [.portrait])
        document.root.kind = .split(SplitOptions(implementsShouldHide: true))
        var refusing = try Fixtures.open(document)
        let refused = try refusing.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(refused.question == nil)
        #expect(refused.result["rotated"] == .bool(false))

        var scene = try Self.open()
        try scene.run(.rotate(to: .landscapeLeft, animated: false), answers: [Self.question(.landscapeLeft, default: false): true])
        var other = try Self.open()
        try other.restore(scene.snapshot())
        #expect(other.layout.masterButton != nil)
        let before = other
        #expect(throws: ModelError.self) { try other.restore(SceneState(orientation: .landscapeLeft, splitHidesMaster: ["masterNav": true])) }
        #expect(other == before)
        var edited = SplitFixtures.document()
        edited.root.kind = .split(SplitOptions(implementsShouldHide: true))
        edited.root.title = "Mail"
        try scene.reload(edited)
        #expect(scene.snapshot().splitHidesMaster == ["split": true])
        #expect(scene.layout.masterButton != nil)
    }
}
