import Testing

@testable import PopsplitModel

/// The hierarchy's parent map is kept up to date with each change of the state, at the
/// cost of what changed, and a command checks only what it changed. The kept map must equal a
/// fresh one, and a command's own checks must refuse what the full check refuses, with its words.
struct HierarchyUpdateTests {
    /// The navigation fixture with `count` more detached controllers `c0`, `c1` ... to push.
    static func deepDocument(count: Int) -> SceneDocument {
        var document = Fixtures.navigation()
        document.controllers += (0..<count).map { ControllerSpec(id: "c\($0)", title: "C\($0)") }
        return document
    }

    /// Fails unless `scene` keeps the parent map a fresh build gives, and no changes.
    static func expectCurrent(_ scene: Scene, _ comment: Comment) {
        #expect(scene.hierarchy.parents == Hierarchy(index: scene.index, state: scene.state).parents, comment)
        #expect(scene.hierarchy.changes.isEmpty, comment)
    }

    @Test("NAV-01 a deep stack: push, pop, set the stack and pop to root keep the parent map current")
    func deepStack() throws {
        var scene = try Fixtures.open(Self.deepDocument(count: 60))
        for i in 0..<50 {
            _ = try scene.run(.push(navigation: "nav", controller: "c\(i)", animated: false))
            Self.expectCurrent(scene, "after pushing c\(i)")
        }
        let popped = try scene.run(.pop(navigation: "nav", animated: false))
        #expect(popped.result["popped"] == .strings(["c49"]))
        Self.expectCurrent(scene, "after a pop")
        let reordered = ["home", "c3", "c1", "c2", "c55"]
        let set = try scene.run(.setStack(navigation: "nav", controllers: reordered, animated: false))
        #expect(set.result["popped"] == .strings(["c0"] + (4..<49).map { "c\($0)" }))
        #expect(scene.hierarchy.parent(of: "c55") == "nav")
        #expect(scene.hierarchy.parent(of: "c10") == nil)
        Self.expectCurrent(scene, "after setting the stack")
        _ = try scene.run(.popToRoot(navigation: "nav", animated: false))
        Self.expectCurrent(scene, "after popping to the root")
        #expect(scene.hierarchy.parent(of: "c3") == nil)
    }

    @Test("NAV-01 pushing what is on the stack is refused by the parent map, as UIKit refuses it")
    func pushTwice() throws {
        var scene = try Fixtures.open(Self.deepDocument(count: 3))
        _ = try scene.run(.push(navigation: "nav", controller: "c0", animated: false))
        let before = scene
        #expect(throws: ModelError(.uikitException(.pushTwice))) { try scene.run(.push(navigation: "nav", controller: "c0", animated: false)) }
        #expect(throws: ModelError(.uikitException(.pushTwice))) { try scene.run(.push(navigation: "nav", controller: "home", animated: false)) }
        #expect(scene == before)
    }

    @Test("CNT-01 CNT-02 a custom container's added, removed and swapped children keep the parent map current")
    func containers() throws {
        var scene = try Fixtures.open(CustomContainerTests.document())
        _ = try scene.run(.removeChild(container: "dashboard", controller: "clock"))
        Self.expectCurrent(scene, "after removeChild")
        #expect(scene.hierarchy.parent(of: "clock") == nil)
        _ = try scene.run(.transitionChild(container: "dashboard", from: "weather", to: "news", animated: false))
        Self.expectCurrent(scene, "after a transition")
        #expect(scene.hierarchy.parent(of: "news") == "dashboard")
        #expect(scene.hierarchy.parent(of: "weather") == nil)
        _ = try scene.run(.addChild(container: "dashboard", controller: "clock"))
        Self.expectCurrent(scene, "after addChild")
    }

    /// Every broken stack a command could leave: the command's own checks throw what the full
    /// check throws.
    @Test("NAV-01 SPL-03 CNT-01 a command's checks of what it changed refuse what the full check refuses, in its words")
    func changeChecksAgreeWithFullCheck() throws {
        var tabs = Fixtures.tabs()
        tabs.controllers.append(ControllerSpec(id: "otherNav", type: .navigation, children: [ControllerSpec(id: "otherRoot")]))
        tabs.controllers.append(CustomContainerTests.document().root)
        let scene = try Fixtures.open(tabs)
        let stacks: [[String]] = [
            [], ["inbox", "settings"], ["inbox", "tabs"], ["inbox", "inbox"], ["inbox", "otherNav"], ["inbox", "otherRoot"],
            ["inbox", "weather"], ["inbox", "news"], ["inbox", "nowhere"], ["inbox", "message", "message"], ["inbox", "message"],
        ]
        for stack in stacks {
            var changed = scene
            changed.state.stacks["inboxNav"] = ControllerStack(stack)
            let full = Self.error { () throws(ModelError) in try changed.state.validate(against: changed.index) }
            let own = Self.error { () throws(ModelError) in try changed.state.validate(changesOf: changed.hierarchy) }
            #expect(own == full, "stack \(stack)")
            #expect(changed.hierarchy.parents == Hierarchy(index: changed.index, state: changed.state).parents, "stack \(stack)")
        }
        // A stack that contains its own navigation controller's container: a cycle.
        var cycle = scene
        cycle.state.stacks["otherNav"] = ["otherRoot", "tabs"]
        let full = Self.error { () throws(ModelError) in try cycle.state.validate(against: cycle.index) }
        #expect(full != nil)
        #expect(Self.error { () throws(ModelError) in try cycle.state.validate(changesOf: cycle.hierarchy) } == full)
    }

    /// The error `check` throws, or `nil`.
    static func error(_ check: () throws(ModelError) -> Void) -> ModelError? {
        do {
            try check()
            return nil
        } catch {
            return error
        }
    }
}
