import PopsplitDocument
import PopsplitModel
import PopsplitRender
import PopsplitService
import Testing

/// NAV-07 (Sadun, The iOS 5 Developer's Cookbook, seed 002: "You might change a bar
/// style or its tint color by accessing the navigationBar property directly.
/// self.navigationController.navigationBar.barStyle = UIBarStyleBlackTranslucent;"): bar styles
/// and tints read from the document, laid out (content under translucent bars) and drawn.
struct BarStyleTests {
    /// A photo viewer whose navigation bar and toolbar are `navigationBar` and `toolbar` (JSON),
    /// with a toolbar view `bar` whose extra keys are `barKeys`, and an album navigation
    /// controller with a tinted bar, shown in a popover from `albumsItem`.
    static func text(
        navigationBar: String = #"{"barStyle": "blackTranslucent"}"#, toolbar: String = #"{"barStyle": "blackTranslucent"}"#,
        barKeys: String = #", "barStyle": "black""#
    ) -> String {
        ##"""
        {"popsplit": 1, "orientation": "portrait",
         "root": {"id": "photoNav", "type": "navigation", "navigationBar": \##(navigationBar), "toolbarHidden": false, "toolbar": \##(toolbar),
                  "children": [{"id": "photo", "title": "Lake", "toolbarItems": [{"id": "albumsItem", "title": "Albums", "action": {"presentPopover": "albumPopover"}}],
                                "views": [{"id": "picture", "kind": "image", "frame": [0, 0, 768, 1004], "autoresizing": ["flexibleHeight"]},
                                          {"id": "bar", "kind": "toolbar", "frame": [0, 300, 768, 44]\##(barKeys), "items": [{"id": "edit", "title": "Edit"}]}]}]},
         "controllers": [{"id": "albumNav", "type": "navigation", "navigationBar": {"tintColor": "#8B2E2E"}, "children": [{"id": "albums", "title": "Albums"}]}],
         "popovers": [{"id": "albumPopover", "content": "albumNav"}]}
        """##
    }

    /// The scene of `text`.
    static func open(_ text: String = Self.text()) throws -> Scene {
        try Scene.open(try SceneDocumentDecoder().decode(text: text).get()).scene
    }

    /// The error diagnostics of `text`, as `path: message`.
    static func errors(_ text: String) -> [String] {
        SceneDocumentDecoder().check(text: text).diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
    }

    /// The attributes of node `id` by name.
    static func attributes(_ scene: Scene, _ id: String) -> [String: FieldValue] {
        Dictionary((scene.layout.nodes.first { $0.id == id }?.attributes ?? []).map { ($0.name.rawValue, $0.value) }) { a, _ in a }
    }

    @Test("NAV-07 the document's bar styles and tints reach the nodes; content extends under translucent bars")
    func layout() throws {
        let scene = try Self.open()
        #expect(Self.attributes(scene, "photoNav.navigationBar")["barStyle"] == .string("blackTranslucent"))
        #expect(Self.attributes(scene, "photoNav.toolbar")["barStyle"] == .string("blackTranslucent"))
        #expect(Self.attributes(scene, "bar")["barStyle"] == .string("black"))
        #expect(scene.layout.nodes.first { $0.id == "photo" }?.frame == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(scene.layout.nodes.first { $0.id == "picture" }?.frame == Rect(x: 0, y: 20, width: 768, height: 1004))
        // The bars come after the content: drawn, and hit, above it.
        let order = scene.layout.nodes.map(\.id)
        #expect(try #require(order.firstIndex(of: "picture")) < #require(order.firstIndex(of: "photoNav.navigationBar")))
        // Opaque bars: the content between them, as before.
        let opaque = try Self.open(Self.text(navigationBar: #"{"barStyle": "black"}"#, toolbar: ##"{"tintColor": "#336699"}"##, barKeys: ""))
        #expect(opaque.layout.nodes.first { $0.id == "photo" }?.frame == Rect(x: 0, y: 64, width: 768, height: 916))
        #expect(Self.attributes(opaque, "photoNav.toolbar") == ["tintColor": .string("#336699")])
        #expect(Self.attributes(opaque, "bar").isEmpty)
        // UIKit's defaults: the node says "default" and nothing more, as before.
        let plain = try Self.open(Self.text(navigationBar: "{}", toolbar: "{}", barKeys: ""))
        #expect(Self.attributes(plain, "photoNav.navigationBar") == ["barStyle": .string("default")])
        #expect(Self.attributes(plain, "photoNav.toolbar").isEmpty)
    }

    @Test("NAV-05 NAV-07 in a popover the popover's style wins: no tint, no translucency")
    func inAPopover() throws {
        var scene = try Self.open()
        if case .needsAnswer(let question) = try scene.apply(.tap(at: .point(Point(x: 46, y: 1002))), answers: [:]) {
            Issue.record("the tap asked \(question.selector)")
        }
        #expect(Self.attributes(scene, "albumNav.navigationBar") == ["barStyle": .string("popover")])
    }

    @Test("NAV-07 a tint that is not #RRGGBB, a style that does not exist, bar keys on other views are refused")
    func refused() {
        #expect(
            Self.errors(Self.text(navigationBar: ##"{"tintColor": "red"}"##)) == [
                ##"$.root.navigationBar.tintColor: a tint colour is written #RRGGBB ("#336699"), not "red""##
            ])
        #expect(
            Self.errors(Self.text(toolbar: #"{"barStyle": "translucent"}"#)).first?.hasPrefix("$.root.toolbar.barStyle: unknown bar style \"translucent\"")
                == true)
        let onAButton = Self.text().replacingOccurrences(of: #""kind": "image""#, with: ##""kind": "image", "tintColor": "#000000""##)
        #expect(Self.errors(onAButton) == [#"$.root.children[0].views[0].tintColor: "tintColor" applies only to views of kind toolbar or navigationBar"#])
        #expect(RGBColor(hex: "#8B2E2E")?.hex == "#8b2e2e")
        #expect(RGBColor(hex: "#8B2E2") == nil && RGBColor(hex: "8B2E2E0") == nil && RGBColor(hex: "#8G2E2E") == nil)
    }

    @Test("NAV-07 the SVG paints styled bars in their colour and the items on them darker; unstyled ones as before")
    func drawn() throws {
        let svg = SVGRenderer().render(try Self.open(Self.text(navigationBar: ##"{"tintColor": "#8B2E2E"}"##, toolbar: "{}", barKeys: "")).layout)
        let document = try SVGDocument(svg)
        let bar = try #require(document.groups.first { $0.id == "photoNav.navigationBar" })
        #expect(bar.shapes.contains { $0.name == "rect" && $0.attributes["fill"] == "#8b2e2e" })
        let item = try #require(document.groups.first { $0.id == "albumsItem" })
        #expect(item.shapes.contains { $0.attributes["fill"] == "url(#item)" })
        let translucent = try SVGDocument(SVGRenderer().render(try Self.open().layout))
        let svgText = SVGRenderer().render(try Self.open().layout)
        let toolbar = try #require(svgText.range(of: #"<g data-id="photoNav.toolbar""#))
        #expect(svgText[toolbar.upperBound...].prefix(600).contains(#"<g opacity="0.6"><rect"#))
        let onBlack = try #require(translucent.groups.first { $0.id == "albumsItem" })
        #expect(
            onBlack.shapes.contains {
                $0.name == "rect"
                    && $0.attributes["fill"] == RGBColor(red: 0x1C, green: 0x1C, blue: 0x1C).mixed(with: RGBColor(red: 0, green: 0, blue: 0), 0.25).hex
            })
    }
}
