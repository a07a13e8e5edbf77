import PopsplitModel
import Testing

/// SVC-07 with the versatile split view as a popover's content (SVC-02: it need not be the root):
/// its hidden side shows in its own popover from its list button, above the popover holding it.
/// Found by the property tests (seed 1592598546, document #150): the side's appearance messages
/// were sent but its popover was never laid out.
struct VersatileSplitInPopoverTests {
    /// `pushedSvc` (side hidden by default, SVC-05) as the content of popover `holder`, presented
    /// from the detail's label, in portrait.
    static func open() throws -> Scene {
        var document = VersatileFixtures.document(orientation: .portrait)
        for i in document.controllers.indices where document.controllers[i].id == "pushedSvc" {
            document.controllers[i].versatileSplit = VersatileFixtures.options { $0.sideViewDisplayOption = .hideByDefault }
        }
        document.popovers = [PopoverController(id: "holder", content: "pushedSvc", contentSize: Size(width: 600, height: 600))]
        var scene = try Fixtures.open(document)
        try scene.run(
            .presentPopover(
                popover: "holder", from: .rect(Rect(x: 0, y: 0, width: 300, height: 44), inView: "detailText"), arrows: ArrowDirection.any,
                animated: false))
        return scene
    }

    @Test("SVC-07 a versatile split view inside a popover shows its side in a popover of its own")
    func sideShowsInsideThePopover() throws {
        var scene = try Self.open()
        #expect(scene.layout.node("pushedSide") == nil)
        let shown = try scene.run(.toggleSplitMaster(split: "pushedSvc", animated: false))
        #expect(shown.events.trace.contains("viewWillAppear:@pushedSide"))
        let side = try #require(scene.layout.node(DerivedId.sidePopover("pushedSvc")))
        let holder = try #require(scene.layout.nodes.firstIndex { $0.id == "holder" })
        let sideIndex = try #require(scene.layout.nodes.firstIndex { $0.id == side.id })
        #expect(sideIndex > holder)
        #expect(scene.layout.node("pushedSide")?.parent == side.id)
    }
}
