import Foundation
import PopsplitRaster
import PopsplitRender
import PopsplitService
import Testing

/// The PNGs show what they must (protocol.md sections 12.2, 12.6 and 12.8), checked pixel by pixel
/// through PopsplitRaster (librsvg and cairo, as `popsplit render --format png`): the status bar,
/// the dimming behind a form sheet, no dimming under a popover, and the popover's arrow at its
/// anchor. Serialized: librsvg and fontconfig are shared by the whole process.
@Suite(.serialized) struct PNGPixelTests {
    /// ROT-01: every example, in its launch state and at every step, light and dark, has the black
    /// status bar at (100, 10) (unless its document hides the status bar: then the layout has no
    /// `statusBar` node and the content shows there), and a PNG of the picture's size.
    @Test("ROT-01: the status bar is black at (100, 10) in every picture, light and dark", arguments: RenderFixtures.bases)
    func statusBar(base: String) throws {
        let played = try RenderFixtures.play(base)
        let nodes = (try played.lastLayout()["nodes"] as? [[String: Any]]) ?? []
        for theme in RenderTheme.allCases {
            let picture = try played.picture(RenderRequest(format: .svg, options: RenderOptions(theme: theme)))
            let image = try Raster.pixels(picture)
            #expect(Double(image.width) == picture.width && Double(image.height) == picture.height)
            let pixel = try #require(image.colour(CheckedPixels.statusBar.x, CheckedPixels.statusBar.y))
            if nodes.contains(where: { $0["id"] as? String == "statusBar" }) {
                #expect(pixel.near(RGB(0, 0, 0), 2), "\(base) \(theme): status bar pixel \(pixel)")
            } else {  // statusBarHidden: the content reaches the top
                #expect(!pixel.near(RGB(0, 0, 0), 2), "\(base) \(theme): no status bar node, yet black at (100, 10)")
            }
            #expect(image.distinctColours() > 8, "\(base) \(theme): the picture is nearly blank")
        }
    }

    /// MOD-03: behind the landscape form sheet, a pixel is what it was before the sheet came up,
    /// darkened by the dimming's #00000066 (±2 per channel).
    @Test("MOD-03: a dimmed pixel is the content colour darkened by #00000066")
    func dimming() throws {
        let sheet = try RenderFixtures.play("form-sheet--landscape")
        let layout = try sheet.lastLayout()
        let nodes = try #require(layout["nodes"] as? [[String: Any]])
        let dimming = try #require(nodes.first { $0["kind"] as? String == "dimming" }, "no dimming node behind the form sheet")
        let dimmed = try #require(Frame(json: dimming["frame"]))
        let point = CheckedPixels.dimmed
        #expect(Double(point.x) > dimmed.x && Double(point.y) > dimmed.y, "the checked point is not in the dimmed area")
        let svg = try sheet.picture(RenderRequest(format: .svg))
        #expect(svg.content.contains("fill=\"#00000066\""), "the light theme's dimming is not #00000066")
        let after = try #require(try Raster.pixels(svg).colour(point.x, point.y))
        // The same scene before the sheet, in the same orientation (the launch state is landscape too).
        let launch = try RenderFixtures.play("form-sheet")
        #expect(Frame(json: try launch.lastLayout()["screen"]) == Frame(json: layout["screen"]))
        let before = try #require(try Raster.pixels(launch.picture(RenderRequest(format: .svg))).colour(point.x, point.y))
        #expect(before.r + before.g + before.b > 3 * 200, "the content behind is not light (\(before)): the check would mean little")
        let expected = before.darkened(by: CheckedPixels.dimmingAlpha)
        #expect(after.near(expected, 2), "dimmed pixel \(after), expected \(before) darkened by #00000066 = \(expected)")
    }

    /// POP-28: a popover dims nothing: outside the popover, the picture is the one without it.
    @Test("POP-28: no dimming under a popover")
    func noDimmingUnderPopovers() throws {
        let shown = try Raster.pixels(try RenderFixtures.play("popover-master-list--plays").picture(RenderRequest(format: .svg)))
        let launch = try Raster.pixels(try RenderFixtures.play("popover-master-list").picture(RenderRequest(format: .svg)))
        for (x, y) in [(600, 700), (500, 900), (700, 300), (400, 1000)] {
            let a = try #require(shown.colour(x, y))
            let b = try #require(launch.colour(x, y))
            #expect(a == b, "(\(x), \(y)) is \(a) with the popover, \(b) without")
        }
    }

    /// POP-09, POP-12: the arrow's tip is on the anchor (the "Plays" item's bottom edge, arrow up),
    /// and the pixel just inside the tip along the arrow is the popover frame's colour (between
    /// the arrow's fill and its edge as drawn), not the background's; just beyond the tip the
    /// anchor shows, untouched.
    @Test(
        "POP-09: the popover arrow's tip pixel is the popover's colour, at its anchor",
        arguments: ["popover-master-list--plays", "popover-settings-help--settings", "popover-keyboard--keyboard", "popover-delegate--brush"])
    func arrowTip(base: String) throws {
        let played = try RenderFixtures.play(base)
        let layout = try played.lastLayout()
        let nodes = try #require(layout["nodes"] as? [[String: Any]])
        let id = try #require(nodes.last { $0["kind"] as? String == "popover" }?["id"] as? String, "\(base) shows no popover")
        let arrow = try CheckedPixels.arrow(id, in: layout)
        // The tip lies on the anchor's edge facing the popover (POP-09).
        let a = arrow.anchor
        switch arrow.direction {
        case "up": #expect(arrow.tip.y == a.y + a.height && arrow.tip.x >= a.x && arrow.tip.x <= a.x + a.width)
        case "down": #expect(arrow.tip.y == a.y && arrow.tip.x >= a.x && arrow.tip.x <= a.x + a.width)
        case "left": #expect(arrow.tip.x == a.x + a.width && arrow.tip.y >= a.y && arrow.tip.y <= a.y + a.height)
        default: #expect(arrow.tip.x == a.x && arrow.tip.y >= a.y && arrow.tip.y <= a.y + a.height)
        }
        let picture = try played.picture(RenderRequest(format: .svg))
        let colours = try CheckedPixels.arrowColours(id, svg: picture.content)
        let image = try Raster.pixels(picture)
        let inside = try #require(image.colour(arrow.inside.x, arrow.inside.y))
        #expect(
            inside.between(colours.fill, colours.stroke, slack: 12),
            "\(base): pixel \(arrow.inside) just inside the tip \(arrow.tip) is \(inside), not the arrow's \(colours.fill) / \(colours.stroke)")
        let background = try #require(
            try Raster.pixels(RenderFixtures.play(RenderFixtures.sceneName(of: base)).picture(RenderRequest(format: .svg)))
                .colour(arrow.inside.x, arrow.inside.y))
        #expect(background.distance(inside) > 60, "\(base): the tip pixel \(inside) looks like the background \(background)")
        let beyond = try #require(image.colour(arrow.outside.x, arrow.outside.y))
        #expect(!beyond.between(colours.fill, colours.stroke, slack: 4), "\(base): the arrow overshoots its tip: \(beyond) at \(arrow.outside)")
    }

    /// The same picture rasterised twice gives the same PNG bytes; every example's PNG decodes to
    /// its size.
    @Test("PNG: deterministic bytes, decoded at the picture's size", arguments: RenderFixtures.sceneNames)
    func pngDeterministic(scene: String) throws {
        let picture = try RenderFixtures.play(scene).picture(RenderRequest(format: .svg, options: RenderOptions(scale: 0.5)))
        let first = try Raster.png(picture)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try Raster.png(picture) == first, "\(scene): two PNGs of the same SVG differ")
        let image = try Raster.pixels(png: first)
        #expect(Double(image.width) == picture.width && Double(image.height) == picture.height)
    }

    /// A size out of range is an error, not a crash.
    @Test("PNG: sizes out of range are refused with a message")
    func pngLimits() throws {
        let rasterizer = try Raster.rasterizer()
        let svg = try RenderFixtures.picture("popover-delegate", RenderRequest(format: .svg))
        for (w, h) in [(0, 10), (10, 0), (PNGRasterizer.maximumSide + 1, 10)] {
            guard case .failure(let error) = rasterizer.png(svg: svg, width: w, height: h) else {
                Issue.record("\(w)x\(h) was accepted")
                continue
            }
            #expect(error.message.contains("\(w)x\(h)"))
        }
        guard case .failure = rasterizer.png(svg: "<svg", width: 10, height: 10) else {
            Issue.record("broken SVG accepted")
            return
        }
    }
}
