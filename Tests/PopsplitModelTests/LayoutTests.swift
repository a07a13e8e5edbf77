import PopsplitModel
import Testing

/// Layout: autoresizing from design sizes, determinism, node order.
struct LayoutTests {
    /// A root controller with views using each autoresizing combination, designed in portrait.
    func document(orientation: InterfaceOrientation = .portrait) -> SceneDocument {
        SceneDocument(
            orientation: orientation,
            root: ControllerSpec(
                id: "root",
                views: [
                    ViewSpec(id: "fixed", frame: Rect(x: 10, y: 10, width: 100, height: 100)),
                    ViewSpec(id: "stretch", frame: Rect(x: 10, y: 10, width: 748, height: 100), autoresizing: [.flexibleWidth]),
                    ViewSpec(id: "right", frame: Rect(x: 658, y: 10, width: 100, height: 100), autoresizing: [.flexibleLeftMargin]),
                    ViewSpec(
                        id: "centred", frame: Rect(x: 334, y: 452, width: 100, height: 100),
                        autoresizing: [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
                        subviews: [ViewSpec(id: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 50), autoresizing: [.flexibleWidth])]),
                    ViewSpec(
                        id: "fill", frame: Rect(x: 0, y: 0, width: 768, height: 1004), autoresizing: [.flexibleWidth, .flexibleHeight],
                        subviews: [
                            ViewSpec(
                                id: "bottom", frame: Rect(x: 0, y: 960, width: 768, height: 44),
                                autoresizing: [.flexibleWidth, .flexibleTopMargin])
                        ]),
                    ViewSpec(id: "gone", frame: Rect(x: 0, y: 0, width: 10, height: 10), hidden: true),
                ]))
    }

    /// Autoresizing follows UIKit's rules when the superview's size differs from the design size.
    @Test("autoresizing follows UIKit's rules when the superview's size differs from the design size")
    func autoresizing() throws {
        var scene = try Fixtures.open(document())
        #expect(scene.layout.frame("stretch") == Rect(x: 10, y: 30, width: 748, height: 100))
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        let layout = scene.layout
        // Superview 768x1004 -> 1024x748: dx = 256, dy = -256. Window y adds 20.
        #expect(layout.frame("fixed") == Rect(x: 10, y: 30, width: 100, height: 100))
        #expect(layout.frame("stretch") == Rect(x: 10, y: 30, width: 1004, height: 100))
        #expect(layout.frame("right") == Rect(x: 914, y: 30, width: 100, height: 100))
        // Equal margins share the change equally: the view stays centred.
        #expect(layout.frame("centred") == Rect(x: 462, y: 344, width: 100, height: 100))
        #expect(layout.frame("inner") == Rect(x: 462, y: 344, width: 100, height: 50))
        #expect(layout.frame("fill") == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(layout.frame("bottom") == Rect(x: 0, y: 724, width: 1024, height: 44))
        #expect(layout.node("gone") == nil)
        // Rotating back restores the design frames exactly.
        try scene.run(.rotate(to: .portrait, animated: false))
        #expect(scene.layout == (try Fixtures.open(document())).layout)
    }

    /// Design sizes come from the document's launch orientation.
    @Test("design sizes come from the document's launch orientation")
    func landscapeDesign() throws {
        var scene = try Fixtures.open(
            SceneDocument(
                orientation: .landscapeLeft,
                root: ControllerSpec(
                    id: "root",
                    views: [
                        ViewSpec(id: "wide", frame: Rect(x: 0, y: 0, width: 1024, height: 100), autoresizing: [.flexibleWidth])
                    ])))
        #expect(scene.layout.frame("wide") == Rect(x: 0, y: 20, width: 1024, height: 100))
        try scene.run(.rotate(to: .portrait, animated: false))
        #expect(scene.layout.frame("wide") == Rect(x: 0, y: 20, width: 768, height: 100))
    }

    /// Proportional sharing between a flexible margin and a flexible width.
    @Test("proportional sharing between a flexible margin and a flexible width")
    func proportional() throws {
        var scene = try Fixtures.open(
            SceneDocument(
                root: ControllerSpec(
                    id: "root",
                    views: [
                        // Left margin 256, width 512, right margin 0: +256 splits 1:2.
                        ViewSpec(id: "v", frame: Rect(x: 256, y: 0, width: 512, height: 10), autoresizing: [.flexibleLeftMargin, .flexibleWidth])
                    ])))
        try scene.run(.rotate(to: .landscapeRight, animated: false))
        let frame = try #require(scene.layout.frame("v"))
        #expect(abs(frame.minX - (256 + 256.0 / 3)) < 1e-9)
        #expect(abs(frame.width - (512 + 512.0 / 3)) < 1e-9)
    }

    /// The layout is deterministic and lists parents before children, back to front.
    @Test("the layout is deterministic and lists parents before children, back to front")
    func determinism() throws {
        var a = try Fixtures.open(Fixtures.tabs())
        var b = try Fixtures.open(Fixtures.tabs())
        for scene in [0, 1] {
            let commands: [SceneCommand] = [
                .push(navigation: "inboxNav", controller: "message", animated: true), .rotate(to: .landscapeLeft, animated: true),
            ]
            for command in commands {
                if scene == 0 { try a.run(command) } else { try b.run(command) }
            }
        }
        #expect(a.layout == b.layout)
        #expect(a == b)
        var seen: Set<String> = []
        for node in a.layout.nodes {
            if let parent = node.parent { #expect(seen.contains(parent), "\(node.id) before its parent \(parent)") }
            #expect(seen.insert(node.id).inserted, "duplicate node \(node.id)")
        }
        #expect(a.layout.nodes.last?.id == "statusBar")
    }
}
