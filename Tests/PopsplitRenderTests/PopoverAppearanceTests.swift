import PopsplitDocument
import PopsplitModel
import PopsplitRender
import PopsplitService
import Testing

/// POP-33 (seed 001: iOS 6's `wantsDefaultContentAppearance` "can be overridden to
/// return NO if you'd like to turn off the subtle drop shadow cast by the frame on the popover
/// contents"): the model marks the popover node, the SVG draws the content square.
struct PopoverAppearanceTests {
    /// A scene with a popover from the button's bounds, its background wanting the default content
    /// appearance or not.
    static func scene(wantsDefault: Bool) throws -> Scene {
        var background = PopoverBackgroundMetrics.iOS6
        background.wantsDefaultContentAppearance = wantsDefault
        let document = SceneDocument(
            orientation: .portrait,
            root: ControllerSpec(
                id: "notes", title: "Notes", views: [ViewSpec(id: "info", kind: .button, frame: Rect(x: 334, y: 400, width: 100, height: 44))]),
            controllers: [ControllerSpec(id: "card", title: "Card", contentSizeForViewInPopover: Size(width: 320, height: 200))],
            popovers: [PopoverController(id: "pop", content: "card", background: background)])
        var scene = try Scene.open(document).scene
        _ = try scene.apply(
            .presentPopover(
                popover: "pop", from: .rect(Rect(x: 0, y: 0, width: 100, height: 44), inView: "info"), arrows: [.up], animated: false),
            answers: [:])
        return scene
    }

    /// The content rectangle of the popover's SVG element: its attributes.
    static func contentRect(_ scene: Scene) throws -> [String: String] {
        let svg = try SVGDocument(SVGRenderer().render(scene.layout))
        let group = try #require(svg.groups.first { $0.id == "pop" })
        let node = try #require(scene.layout.nodes.first { $0.id == "pop" })
        guard case .rect(let content)? = node.attributes.first(where: { $0.name == .contentFrame })?.value else {
            Issue.record("no content frame")
            return [:]
        }
        let rect = group.shapes.first {
            $0.name == "rect" && Double($0.attributes["x"] ?? "") == content.minX && Double($0.attributes["y"] ?? "") == content.minY
        }
        return try #require(rect?.attributes)
    }

    @Test("POP-33 wantsDefaultContentAppearance NO: the node says so and the content is square")
    func squareContent() throws {
        let plain = try Self.scene(wantsDefault: false)
        #expect(plain.layout.nodes.first { $0.id == "pop" }?.attributes.last == Field(.wantsDefaultContentAppearance, .bool(false)))
        #expect(try Self.contentRect(plain)["rx"] == nil)
        let rounded = try Self.scene(wantsDefault: true)
        #expect(rounded.layout.nodes.first { $0.id == "pop" }?.attributes.contains { $0.name == .wantsDefaultContentAppearance } == false)
        #expect(try Self.contentRect(rounded)["rx"] == "3")
    }

    @Test("POP-33 a document's popover background reads wantsDefaultContentAppearance")
    func documentKey() throws {
        let text =
            #"{"popsplit": 1, "root": {"id": "home"}, "controllers": [{"id": "card"}], "popovers": [{"id": "pop", "content": "card", "background": {"wantsDefaultContentAppearance": false}}]}"#
        let document = try SceneDocumentDecoder().decode(text: text).get()
        #expect(document.popovers.first?.background.wantsDefaultContentAppearance == false)
    }
}
