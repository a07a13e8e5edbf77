import PopsplitDocument
import PopsplitModel
import PopsplitRender
import Testing

/// NAV-09: a bar's background colour or image. Seed 001, of the navigation bar in a popover:
/// "setting the navigation bar's tintColor has no effect, but you can change its backgroundColor or
/// its background image".
struct BarBackgroundTests {
    /// The photo viewer of ``BarStyleTests`` with the album navigation controller's bar (shown in a
    /// popover) given `albumBar` (JSON), and the root's bar `rootBar`.
    static func text(albumBar: String, rootBar: String = "{}") -> String {
        BarStyleTests.text(navigationBar: rootBar, toolbar: "{}", barKeys: "")
            .replacingOccurrences(of: ##""navigationBar": {"tintColor": "#8B2E2E"}"##, with: #""navigationBar": "# + albumBar)
    }

    /// The scene of `text` with the album popover shown.
    static func withPopover(_ text: String) throws -> Scene {
        var scene = try BarStyleTests.open(text)
        _ = try scene.apply(.tap(at: .point(Point(x: 46, y: 1002))), answers: [:])
        return scene
    }

    @Test("NAV-09 in a popover the bar keeps the app's background colour, not its tint")
    func backgroundInAPopover() throws {
        let scene = try Self.withPopover(Self.text(albumBar: ##"{"tintColor": "#8B2E2E", "backgroundColor": "#2E5E8B"}"##))
        #expect(
            BarStyleTests.attributes(scene, "albumNav.navigationBar") == [
                "barStyle": .string("popover"), "backgroundColor": .string("#2e5e8b"),
            ])
        let svg = SVGRenderer().render(scene.layout)
        #expect(svg.contains(##"fill="#2e5e8b""##))
        #expect(!svg.contains(##"fill="#8b2e2e""##))
    }

    @Test("NAV-09 a background image is named in the layout and drawn as a striped placeholder")
    func backgroundImage() throws {
        let scene = try Self.withPopover(Self.text(albumBar: #"{"backgroundImage": "albums-bar.png"}"#))
        #expect(BarStyleTests.attributes(scene, "albumNav.navigationBar")["backgroundImage"] == .string("albums-bar.png"))
        let svg = SVGRenderer().render(scene.layout)
        #expect(svg.contains("url(#barImage)"))
    }

    @Test("NAV-09 outside a popover a background colour and a tint both reach the node; a bar view takes them too")
    func outsideAPopover() throws {
        let scene = try BarStyleTests.open(
            BarStyleTests.text(
                navigationBar: ##"{"tintColor": "#336699", "backgroundColor": "#FFFFFF"}"##, toolbar: "{}", barKeys: ##", "backgroundColor": "#000000""##))
        #expect(
            BarStyleTests.attributes(scene, "photoNav.navigationBar") == [
                "barStyle": .string("default"), "tintColor": .string("#336699"), "backgroundColor": .string("#ffffff"),
            ])
        #expect(BarStyleTests.attributes(scene, "bar") == ["backgroundColor": .string("#000000")])
    }

    @Test("NAV-09 a background colour that is not #RRGGBB, an empty image name, the keys on other views are refused")
    func refused() {
        #expect(
            BarStyleTests.errors(Self.text(albumBar: #"{"backgroundColor": "blue"}"#)) == [
                ##"$.controllers[0].navigationBar.backgroundColor: a background colour is written #RRGGBB ("#336699"), not "blue""##
            ])
        #expect(BarStyleTests.errors(Self.text(albumBar: #"{"backgroundImage": ""}"#)).count == 1)
        let onAnImage = BarStyleTests.text().replacingOccurrences(of: #""kind": "image""#, with: ##""kind": "image", "backgroundColor": "#000000""##)
        #expect(
            BarStyleTests.errors(onAnImage) == [
                #"$.root.children[0].views[0].backgroundColor: "backgroundColor" applies only to views of kind toolbar or navigationBar"#
            ])
    }
}
