import Foundation
import PopsplitModel
import PopsplitRender
import Testing

/// The renderers on a small layout built by hand: every node drawn once with its id, kind and
/// frame; text legible; the same layout gives the same bytes.
struct RenderBasicsTests {
    /// A portrait layout: a controller, a navigation bar with a title, a button, the status bar.
    static let layout = SceneLayout(
        orientation: .portrait, screen: Rect(x: 0, y: 0, width: 768, height: 1024),
        applicationFrame: Rect(x: 0, y: 20, width: 768, height: 1004),
        nodes: [
            LayoutNode(id: "home", kind: .controller, parent: nil, frame: Rect(x: 0, y: 20, width: 768, height: 1004)),
            LayoutNode(
                id: "nav.navigationBar", kind: .view(.navigationBar), parent: "home", frame: Rect(x: 0, y: 20, width: 768, height: 44),
                attributes: [Field(.barStyle, .string("default"))]),
            LayoutNode(
                id: "nav.title", kind: .title, parent: "nav.navigationBar", frame: Rect(x: 354, y: 30, width: 60, height: 24),
                attributes: [Field(.title, .string("Home"))]),
            LayoutNode(
                id: "go", kind: .view(.button), parent: "home", frame: Rect(x: 300, y: 400, width: 160, height: 44),
                attributes: [Field(.title, .string("Go & <see>"))]),
            LayoutNode(id: "statusBar", kind: .statusBar, parent: nil, frame: Rect(x: 0, y: 0, width: 768, height: 20)),
        ])

    /// Every node is one `<g>` with its id, kind and frame, in the layout's order.
    @Test("SVG: one element per node with data-id, data-kind and data-frame, back to front")
    func elementPerNode() {
        let svg = SVGRenderer().render(Self.layout)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"768\" height=\"1024\" viewBox=\"0 0 768 1024\""))
        var position = svg.startIndex
        for node in Self.layout.nodes {
            let f = node.frame
            let tag = "<g data-id=\"\(node.id)\" data-kind=\"\(node.kind)\" data-frame=\"\(Int(f.minX)) \(Int(f.minY)) \(Int(f.width)) \(Int(f.height))\">"
            let found = svg.range(of: tag, range: position..<svg.endIndex)
            #expect(found != nil, "missing or out of order: \(tag)")
            if let found { position = found.upperBound }
        }
        #expect(svg.contains("Go &amp; &lt;see&gt;"))
        #expect(SVGRenderer().render(Self.layout) == svg)
    }

    /// Scale, bezel and theme change the picture's size and colours, not its user units.
    @Test("SVG options: scale sizes the picture, the bezel widens the viewBox, the dark theme darkens content")
    func options() {
        let scaled = SVGRenderer(options: RenderOptions(scale: 0.5, bezel: true)).render(Self.layout)
        #expect(scaled.contains("width=\"432\" height=\"560\" viewBox=\"-48 -48 864 1120\""))
        let dark = SVGRenderer(options: RenderOptions(theme: .dark, highlight: "go")).render(Self.layout)
        #expect(dark.contains("fill=\"#1C1C1E\""))
        #expect(dark.contains("stroke=\"#FF9F0A\" stroke-width=\"3\""))
    }

    /// The text rendering shows the title and the button's label in a grid of the asked size.
    @Test("text: a grid of the requested size with the titles legible")
    func text() {
        let text = TextRenderer(options: RenderOptions(columns: 64, rows: 32)).render(Self.layout)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "portrait 768x1024, 64x32 cells")
        #expect(lines.dropFirst().prefix(32).allSatisfy { $0.count == 64 })
        #expect(text.contains("Home"))
        #expect(text.contains("Go & <see>"))
    }

    /// A patch lists only what changed, and the new order.
    @Test("SVG patch: only the changed title, keyed by data-id")
    func patch() {
        var next = Self.layout
        next.nodes[2].attributes = [Field(.title, .string("Home 2"))]
        let renderer = SVGRenderer()
        let patch = SVGPatch(from: renderer.elements(Self.layout), to: renderer.elements(next))
        #expect(patch.changed.map(\.id) == ["nav.title"])
        #expect(patch.removed.isEmpty)
        #expect(patch.order == Self.layout.nodes.map(\.id))
    }

    /// Ease-in-out is UIKit's curve: 0 and 1 at the ends, 0.5 in the middle, slow at the start.
    @Test("transitions: UIKit's ease-in-out curve; a node halfway through a linear move")
    func moments() {
        #expect(LayoutMoment.easeInOut(0) == 0)
        #expect(abs(LayoutMoment.easeInOut(1) - 1) < 1e-12)
        #expect(abs(LayoutMoment.easeInOut(0.5) - 0.5) < 1e-12)
        #expect(LayoutMoment.easeInOut(0.1) < 0.1)
        let transition = RenderTransition(
            duration: 0.4, before: ["go": Rect(x: 0, y: 400, width: 160, height: 44)],
            screenBefore: Self.layout.screen, orientationBefore: Self.layout.orientation)
        let half = LayoutMoment.at(0.2, of: Self.layout, transition: transition, curve: .linear)
        #expect(half.nodes[3].frame == Rect(x: 150, y: 400, width: 160, height: 44))
    }

    /// A label taller than two lines wraps its text instead of cutting it to one line.
    @Test("SVG: a tall label wraps its text")
    func tallLabelWraps() {
        let label = LayoutNode(
            id: "story", kind: .view(.label), parent: nil, frame: Rect(x: 0, y: 100, width: 300, height: 88),
            attributes: [Field(.title, .string("Alice was beginning to get very tired of sitting by her sister on the bank"))])
        let layout = SceneLayout(orientation: .portrait, screen: Self.layout.screen, applicationFrame: Self.layout.applicationFrame, nodes: [label])
        let element = SVGRenderer().elements(layout)[0].markup
        #expect(element.components(separatedBy: "<text ").count - 1 >= 2)
        #expect(!element.contains("…"))
    }
}
