import Foundation
import PopsplitModel
import PopsplitRender
import PopsplitService
import Testing

/// The drawing rules (protocol.md section 12.2): text in the text colour and placeholders
/// in grey, newlines kept, the iPad keyboard with its function keys, system tab bar glyphs, the
/// placement explanation's labels apart from each other and from the chrome, the caption band.
@Suite struct PictureDetailTests {
    /// A portrait layout of `nodes` under a controller.
    static func layout(_ nodes: [LayoutNode], landscape: Bool = false) -> SceneLayout {
        let screen = landscape ? Rect(x: 0, y: 0, width: 1024, height: 768) : Rect(x: 0, y: 0, width: 768, height: 1024)
        return SceneLayout(
            orientation: landscape ? .landscapeLeft : .portrait, screen: screen,
            applicationFrame: Rect(x: 0, y: 20, width: screen.width, height: screen.height - 20),
            nodes: [LayoutNode(id: "home", kind: .controller, parent: nil, frame: Rect(x: 0, y: 20, width: screen.width, height: screen.height - 20))]
                + nodes)
    }

    /// The markup of the element of node `id` in `svg`.
    static func element(_ id: String, in svg: String) -> String {
        guard let start = svg.range(of: "<g data-id=\"\(id)\"") else { return "" }
        let rest = svg[start.lowerBound...]
        guard let end = rest.range(of: "</g><g data-id=") ?? rest.range(of: "</g></svg>") else { return String(rest) }
        return String(rest[..<end.lowerBound])
    }

    /// The `<text>` elements of `markup`: their content, fill and baseline.
    static func texts(_ markup: String) -> [(text: String, fill: String, y: Double)] {
        let pattern = try? NSRegularExpression(pattern: "<text x=\"[^\"]*\" y=\"([^\"]*)\"[^>]*fill=\"([^\"]*)\">([^<]*)</text>")
        let ns = markup as NSString
        return (pattern?.matches(in: markup, range: NSRange(location: 0, length: ns.length)) ?? []).map { m in
            (ns.substring(with: m.range(at: 3)), ns.substring(with: m.range(at: 2)), Double(ns.substring(with: m.range(at: 1))) ?? 0)
        }
    }

    /// The numbers of `attribute` in every `<rect>` of `markup`, as rects.
    static func rects(_ markup: String) -> [Rect] {
        let pattern = try? NSRegularExpression(pattern: "<rect x=\"([^\"]*)\" y=\"([^\"]*)\" width=\"([^\"]*)\" height=\"([^\"]*)\"")
        let ns = markup as NSString
        return (pattern?.matches(in: markup, range: NSRange(location: 0, length: ns.length)) ?? []).map { m in
            let v = (1...4).map { Double(ns.substring(with: m.range(at: $0))) ?? 0 }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
    }

    /// Whether two rects share any area.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.01 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.01
    }

    @Test("a text field's and a text view's text in the text colour; a search bar's placeholder in grey, its typed text not")
    func textColours() {
        let svg = SVGRenderer().render(
            Self.layout([
                LayoutNode(
                    id: "name", kind: .view(.textField), parent: "home", frame: Rect(x: 20, y: 100, width: 300, height: 31),
                    attributes: [Field(.title, .string("Anna"))]),
                LayoutNode(
                    id: "typed", kind: .view(.textField), parent: "home", frame: Rect(x: 20, y: 150, width: 300, height: 31),
                    attributes: [Field(.text, .string("Ben"))]),
                LayoutNode(
                    id: "note", kind: .view(.textView), parent: "home", frame: Rect(x: 20, y: 200, width: 300, height: 100),
                    attributes: [Field(.title, .string("Met"))]),
                LayoutNode(
                    id: "bar", kind: .view(.searchBar), parent: "home", frame: Rect(x: 0, y: 400, width: 768, height: 44),
                    attributes: [Field(.title, .string("Artists"))]),
                LayoutNode(
                    id: "typedBar", kind: .view(.searchBar), parent: "home", frame: Rect(x: 0, y: 500, width: 768, height: 44),
                    attributes: [Field(.text, .string("ka"))]),
            ]))
        #expect(Self.texts(Self.element("name", in: svg)).map(\.fill) == ["#000000"])
        #expect(Self.texts(Self.element("typed", in: svg)).map(\.fill) == ["#000000"])
        #expect(Self.texts(Self.element("note", in: svg)).map(\.fill) == ["#000000"])
        let placeholder = Self.texts(Self.element("bar", in: svg)).first { $0.text == "Artists" }
        let typed = Self.texts(Self.element("typedBar", in: svg)).first { $0.text == "ka" }
        #expect(placeholder?.fill == "#A0A0A0")
        #expect(typed?.fill == "#000000")
        #expect(placeholder?.fill != typed?.fill)
    }

    @Test("a newline in a text view's text starts a line; lines past the view's height are cut; a text field shows one line")
    func newlines() {
        let svg = SVGRenderer().render(
            Self.layout([
                LayoutNode(
                    id: "note", kind: .view(.textView), parent: "home", frame: Rect(x: 20, y: 100, width: 300, height: 100),
                    attributes: [Field(.title, .string("Dear Ben,\n\nabout the report"))]),
                LayoutNode(
                    id: "short", kind: .view(.textView), parent: "home", frame: Rect(x: 20, y: 300, width: 300, height: 48),
                    attributes: [Field(.text, .string("a\nb\nc\nd"))]),
                LayoutNode(
                    id: "field", kind: .view(.textField), parent: "home", frame: Rect(x: 20, y: 400, width: 300, height: 31),
                    attributes: [Field(.title, .string("one\ntwo"))]),
            ]))
        let lines = Self.texts(Self.element("note", in: svg))
        #expect(lines.map(\.text) == ["Dear Ben,", "about the report"])
        #expect(lines.count == 2 && lines[1].y - lines[0].y == 40, "the empty line between keeps its place")
        let short = Self.texts(Self.element("short", in: svg))
        #expect(short.map(\.text) == ["a", "b…"], "48 pt hold two lines of 20")
        #expect(Self.texts(Self.element("field", in: svg)).map(\.text) == ["one two"])
    }

    @Test("the keyboard: Q..P and delete, A..L and return, shift Z..M !, ?. shift, .?123 space .?123 hide; keys inside it", arguments: [false, true])
    func keyboard(landscape: Bool) {
        let frame = landscape ? Rect(x: 0, y: 416, width: 1024, height: 352) : Rect(x: 0, y: 760, width: 768, height: 264)
        let svg = SVGRenderer().render(Self.layout([LayoutNode(id: "keyboard", kind: .keyboard, parent: nil, frame: frame)], landscape: landscape))
        let markup = Self.element("keyboard", in: svg)
        let texts = Self.texts(markup).map(\.text)
        for letter in "QWERTYUIOPASDFGHJKLZXCVBNM" { #expect(texts.contains(String(letter)), "no key \(letter)") }
        #expect(texts.filter { $0 == "return" }.count == 1)
        #expect(texts.filter { $0 == ".?123" }.count == 2)
        #expect(["!", ",", "?", "."].allSatisfy(texts.contains))
        // Shift twice (outlined arrows), delete (outlined), the hide key's arrow (filled).
        #expect(markup.components(separatedBy: "<polygon").count - 1 == 4)
        let caps = Self.rects(markup).dropFirst()
        #expect(caps.allSatisfy { $0.minX >= frame.minX && $0.maxX <= frame.maxX && $0.minY >= frame.minY && $0.maxY <= frame.maxY + 2 })
        // 4 rows: 11 + 10 + 11 + 4 keys, each a cap and its shadow, and the hide key's small keyboard.
        #expect(caps.count == 2 * 36 + 1)
        // The rows end at the same right edge, near the keyboard's.
        let right = caps.map(\.maxX).max() ?? 0
        #expect(frame.maxX - right < frame.width * 0.03)
    }

    @Test("tab bar items: a system item's glyph by systemItem or by its title; others the neutral square")
    func tabGlyphs() {
        let bar = Rect(x: 0, y: 975, width: 768, height: 49)
        let item = { (id: String, x: Double, attributes: [Field]) in
            LayoutNode(id: id, kind: .tabBarItem, parent: "tabs.tabBar", frame: Rect(x: x, y: bar.minY, width: 76, height: 49), attributes: attributes)
        }
        let svg = SVGRenderer().render(
            Self.layout([
                LayoutNode(id: "tabs.tabBar", kind: .tabBar, parent: "home", frame: bar),
                item("search", 100, [Field(.title, .string("Search"))]),
                item("more", 200, [Field(.title, .string("Others")), Field(.systemItem, .string("more"))]),
                item("featured", 300, [Field(.title, .string("Featured")), Field(.selected, .bool(true))]),
                item("custom", 400, [Field(.title, .string("Settings"))]),
            ]))
        let neutral = "width=\"24\" height=\"20\""
        #expect(Self.element("search", in: svg).contains("<circle"))
        #expect(!Self.element("search", in: svg).contains(neutral))
        #expect(Self.element("more", in: svg).components(separatedBy: "<circle").count - 1 == 3)
        #expect(Self.element("featured", in: svg).contains("<polygon"))
        #expect(Self.element("featured", in: svg).contains("#2FA2FF"), "the selected item's glyph is blue")
        #expect(Self.element("custom", in: svg).contains(neutral))
    }

    @Test("a short button title shrinks to fit whole rather than being cut")
    func buttonTitles() {
        let svg = SVGRenderer().render(
            Self.layout([
                LayoutNode(
                    id: "pin", kind: .view(.button), parent: "home", frame: Rect(x: 362, y: 100, width: 44, height: 44),
                    attributes: [Field(.title, .string("Centre"))]
                )
            ]))
        #expect(Self.texts(Self.element("pin", in: svg)).map(\.text) == ["Centre"])
    }

    @Test("the caption band: under the screen, the viewBox taller, its text; none without a caption")
    func caption() {
        let layout = Self.layout([])
        let plain = SVGRenderer().render(layout)
        #expect(!plain.contains("data-kind=\"caption\""))
        let svg = SVGRenderer(options: RenderOptions(scale: 0.5, caption: "landscape refused by camera")).render(layout)
        #expect(svg.contains("width=\"384\" height=\"539\" viewBox=\"0 0 768 1078\""))
        #expect(svg.contains("<g data-id=\"caption\" data-kind=\"caption\">"))
        #expect(Self.texts(svg).contains { $0.text == "landscape refused by camera" && $0.y > 1024 })
        #expect(Self.texts(TextRenderer().render(layout)).isEmpty)
    }

    /// The explanation's label boxes (`<g data-label>`'s first rect), by label.
    static func labels(_ svg: String) -> [(label: String, box: Rect, markup: String)] {
        svg.components(separatedBy: "<g data-label=\"").dropFirst().compactMap { part in
            guard let quote = part.firstIndex(of: "\""), let end = part.range(of: "</g>") else { return nil }
            let markup = String(part[..<end.lowerBound])
            guard let box = rects(markup).first else { return nil }
            return (String(part[..<quote]), box, markup)
        }
    }

    @Test(
        "explanation: each candidate labelled where it sits and its arrow, no label over another or over the chrome, a legend",
        arguments: ["popover-explain--pin", "popover-master-list--plays", "popover-keyboard--keyboard"])
    func explanationLabels(base: String) throws {
        let played = try RenderFixtures.play(base)
        let svg = try played.picture(RenderRequest(format: .svg, options: RenderOptions(explain: true))).content
        let labels = Self.labels(svg)
        #expect(labels.contains { $0.label == "legend" })
        let candidates = labels.filter { $0.label != "legend" }
        #expect(!candidates.isEmpty)
        for label in candidates {
            let title = Self.texts(label.markup).first?.text ?? ""
            #expect(
                title.range(of: #"^\d\. (below — arrow up|above — arrow down|right — arrow left|left — arrow right)$"#, options: .regularExpression) != nil,
                "\(base): label \(title)")
        }
        for (i, a) in labels.enumerated() {
            for b in labels.dropFirst(i + 1) { #expect(!Self.overlap(a.box, b.box), "\(base): labels \(a.label) and \(b.label) overlap") }
        }
        let chrome: Set<String> = [
            "statusBar", "navigationBar", "toolbar", "tabBar", "tabBarItem", "title", "barButtonItem", "backButton", "button", "popover",
        ]
        let document = try SVGDocument(svg)
        for group in document.nodeGroups where chrome.contains(group.kind ?? "") {
            let v = (group.frame ?? "").split(separator: " ").compactMap { Double($0) }
            guard v.count == 4 else { continue }
            let frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            for label in labels { #expect(!Self.overlap(label.box, frame), "\(base): label \(label.label) covers \(group.id ?? "?")") }
        }
    }

    @Test("explanation in the popover-explain example: every side named by where it sits, the chosen one below with its arrow up")
    func explanationNames() throws {
        let svg = try RenderFixtures.play("popover-explain--pin").picture(RenderRequest(format: .svg, options: RenderOptions(explain: true))).content
        let titles = Self.labels(svg).compactMap { Self.texts($0.markup).first?.text }
        #expect(titles.contains("1. below — arrow up"))
        #expect(
            Set(titles.filter { $0.contains("—") }.map { $0.dropFirst(3) }) == [
                "below — arrow up", "above — arrow down", "right — arrow left", "left — arrow right",
            ])
        #expect(svg.contains("stroke-dasharray=\"2 4\""), "the area dotted")
    }
}
