import PopsplitModel
import Testing

/// POP-27 with popovers presented from inside other popovers: apps present again in
/// `didRotateFromInterfaceOrientation:` (seed 001, QA1694), and UIKit converts each rect from its
/// view at the time of the call, so the popovers are presented again oldest first, each against
/// the layout the ones before it left.
struct PopoverNestedRotationTests {
    /// `pop` (content `content`) from `centre` (flexible side margins), `content` presenting
    /// `sheet` in its current context, and `nested` (content `about`) from a rect in `sheet`'s
    /// `sheetButton`; both with the `represent` policy, in portrait.
    static func nested() throws -> Scene {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 300), rotationPolicy: .represent),
            PopoverController(id: "nested", content: "about", contentSize: Size(width: 200, height: 200), rotationPolicy: .represent),
        ])
        try scene.run(PopoverFixtures.fromCentre())
        try scene.run(.presentModal(presenter: "content", controller: "sheet", style: .currentContext, transition: .coverVertical, animated: false))
        try scene.run(
            .presentPopover(
                popover: "nested", from: .rect(Rect(x: 0, y: 0, width: 80, height: 44), inView: "sheetButton"), arrows: ArrowDirection.any,
                animated: false))
        return scene
    }

    @Test("POP-27 a popover inside a popover is presented again from its view's place after the outer one moved")
    func innerFollowsOuter() throws {
        var scene = try Self.nested()
        let before = try #require(scene.layout.node("nested")?.anchorAttribute)
        #expect(before == scene.layout.frame("sheetButton"))
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(rotate.result["representedPopovers"] == .strings(["pop", "nested"]))
        let button = try #require(scene.layout.frame("sheetButton"))
        // The outer popover moved (its view has flexible side margins) and the button with it.
        #expect(button != before)
        #expect(scene.layout.node("nested")?.anchorAttribute == button)
        #expect(scene.layout.node("nested")?.attributes["needsPresentation"] == .bool(false))
    }

    @Test("POP-27 the nested popovers come back to the same places after turning back")
    func roundTrip() throws {
        var scene = try Self.nested()
        let portrait = scene.layout
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        try scene.run(.rotate(to: .portrait, animated: false))
        #expect(scene.layout.node("nested")?.anchorAttribute == portrait.node("nested")?.anchorAttribute)
        #expect(scene.layout.frame("nested") == portrait.frame("nested"))
    }
}
