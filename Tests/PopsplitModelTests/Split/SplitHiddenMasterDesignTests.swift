import PopsplitModel
import Testing

/// SPL-16: a master hidden at launch is designed as if it had been shown then, slid
/// over its split view, so its views resize to wherever it shows later (a 960-tall table fits the
/// iOS 5.0 popover and the landscape pane).
struct SplitHiddenMasterDesignTests {
    /// The split fixture launched in portrait under `profile`, its master's table 960 tall (the
    /// full portrait pane under the navigation bar), flexible height.
    static func open(profile: BehaviourProfile) throws -> Scene {
        var document = SplitFixtures.document(profile: profile)
        document.root.children[0].children[0].views[0].frame = Rect(x: 0, y: 0, width: 320, height: 960)
        return try Fixtures.open(document)
    }

    @Test("SPL-16 the hidden master's table fits its popover (iOS 5.0) and its landscape pane")
    func fitsWhereItShows() throws {
        var scene = try Self.open(profile: .iOS5_0)
        _ = try scene.run(.toggleSplitMaster(split: "split", animated: false))
        let popover = try #require(scene.layout.masterPopover)
        guard case .rect(let content)? = popover.attributes.first(where: { $0.name == .contentFrame })?.value else {
            Issue.record("no content frame")
            return
        }
        let list = try #require(scene.layout.node("mailboxList"))
        #expect(list.frame.maxY == content.maxY, "the table ends where the popover's content does")
        var landscape = try Self.open(profile: .iOS5_1)
        _ = try landscape.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(landscape.layout.node("mailboxList")?.frame == Rect(x: 0, y: 64, width: 320, height: 704))
    }
}
