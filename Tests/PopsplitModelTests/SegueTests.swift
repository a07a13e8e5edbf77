import PopsplitModel
import Testing

/// Segues: push and modal now; popover and replace later.
struct SegueTests {
    /// A push segue prepares, then pushes on the source's navigation controller (NAV-01, NAV-06).
    @Test("a push segue prepares, then pushes on the source's navigation controller (NAV-01, NAV-06)")
    func pushSegue() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let outcome = try scene.run(.performSegue(id: "toDetail"))
        #expect(outcome.events.trace.first == "prepareForSegue:sender:@home")
        #expect(outcome.events.trace[1] == "navigationController:willShowViewController:animated:@nav")
        #expect(outcome.result["kind"] == .string("push"))
        #expect(outcome.result["stack"] == .strings(["home", "detail"]))
    }

    /// A modal segue presents with its style (MOD-03).
    @Test("a modal segue presents with its style (MOD-03)")
    func modalSegue() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        let outcome = try scene.run(.performSegue(id: "toSheet"))
        #expect(outcome.result["style"] == .string("pageSheet"))
        #expect(scene.layout.frame("sheet") == Rect(x: 128, y: 20, width: 768, height: 748))
    }

    /// A push segue needs a navigation controller (replace segues come with split views).
    @Test("a push segue needs a navigation controller")
    func unsupported() throws {
        var document = Fixtures.navigation()
        document.segues.append(SegueSpec(id: "lost", kind: .push, source: "other", destination: "more"))
        var scene = try Fixtures.open(document)
        let before = scene
        let lost = #expect(throws: ModelError.self) { try scene.run(.performSegue(id: "lost")) }
        #expect(lost?.kind == .uikitException)
        #expect(lost?.message.hasPrefix("Could not find a navigation controller for segue 'lost'") == true)
        #expect(scene == before)
    }
}
