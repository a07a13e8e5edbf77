import Foundation
import PopsplitRender
import PopsplitService
import Testing

/// The SVG's structure (protocol.md section 12.2), for every example scene in its launch state and
/// every step: it parses as XML; the viewBox is the screen (with the bezel around it when asked)
/// and the size is the viewBox's times the scale; there is exactly one `<g data-id>` child per
/// layout node, in the layout's order, with the node's kind and frame (compared with the
/// `scene/layout` notification the daemon sent, so the picture agrees with the protocol).
@Suite struct SVGStructureTests {
    /// The layout's nodes as (id, kind, frame), from the last `scene/layout` params.
    static func nodes(_ layout: [String: Any]) throws -> [(id: String, kind: String, frame: Frame)] {
        let nodes = try #require(layout["nodes"] as? [[String: Any]], "the layout has no nodes")
        return try nodes.map { node in
            let id = try #require(node["id"] as? String)
            return (id, try #require(node["kind"] as? String), try #require(Frame(json: node["frame"]), "\(id) has no frame"))
        }
    }

    /// One `<g data-id data-kind data-frame>` per node, in order, with the node's frame.
    @Test("one <g> per layout node with its id, kind and frame, in the layout's order", arguments: RenderFixtures.bases)
    func elementPerNode(base: String) throws {
        let played = try RenderFixtures.play(base)
        let layout = try played.lastLayout()
        let expected = try Self.nodes(layout)
        for options in [RenderOptions(), RenderOptions(theme: .dark)] {
            let svg = try SVGDocument(played.picture(RenderRequest(format: .svg, options: options)).content)
            let topLevel = svg.groups.filter { $0.depth == 1 }
            #expect(topLevel.allSatisfy { $0.id != nil }, "\(base): a top-level <g> without data-id")
            #expect(!svg.groups.contains { $0.depth > 1 && $0.id != nil }, "\(base): a nested <g data-id>")
            let groups = svg.nodeGroups
            #expect(groups.count == expected.count, "\(base): \(groups.count) <g data-id> for \(expected.count) layout nodes")
            #expect(groups.map(\.id) == expected.map(\.id), "\(base): the elements' ids or order differ from the layout's")
            for (group, node) in zip(groups, expected) where group.id == node.id {
                #expect(group.kind == node.kind, "\(base): \(node.id) is a \(node.kind), drawn as data-kind \(group.kind ?? "nil")")
                let frame = Frame(attribute: group.frame)
                #expect(
                    frame.map { $0.matches(node.frame) } == true,
                    "\(base): \(node.id) data-frame \"\(group.frame ?? "nil")\", layout frame \(node.frame)")
            }
            #expect(svg.root["data-theme"] == options.theme.rawValue)
            #expect(svg.root["data-orientation"] == layout["orientation"] as? String)
        }
    }

    /// The viewBox is the screen in window coordinates (points); scale multiplies the size only;
    /// the bezel adds 48 pt around the screen (ROT-01: 768 x 1024 or 1024 x 768).
    @Test("viewBox = the screen (plus the bezel), width and height = viewBox x scale", arguments: RenderFixtures.bases)
    func viewBox(base: String) throws {
        let played = try RenderFixtures.play(base)
        let screen = try #require(Frame(json: try played.lastLayout()["screen"]))
        #expect(
            [Frame(x: 0, y: 0, width: 768, height: 1024), Frame(x: 0, y: 0, width: 1024, height: 768)].contains(screen),
            "ROT-01: screen \(screen)")
        func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        for (scale, bezel) in [(1.0, false), (0.5, true), (2.0, false), (1.5, true)] {
            let b = bezel ? SVGRenderer.bezelWidth : 0
            let request = RenderRequest(format: .svg, options: RenderOptions(scale: scale, bezel: bezel))
            let picture = try played.picture(request)
            let svg = try SVGDocument(picture.content)
            let box = "\(number(screen.x - b)) \(number(screen.y - b)) \(number(screen.width + 2 * b)) \(number(screen.height + 2 * b))"
            #expect(svg.root["viewBox"] == box, "\(base) scale \(scale) bezel \(bezel)")
            #expect(svg.root["width"] == number((screen.width + 2 * b) * scale))
            #expect(svg.root["height"] == number((screen.height + 2 * b) * scale))
            #expect(picture.width == (screen.width + 2 * b) * scale && picture.height == (screen.height + 2 * b) * scale)
            #expect(svg.nodeGroups.count == (try Self.nodes(played.lastLayout())).count)
        }
    }

    /// `highlight` changes the highlighted node's element only; an id not in the layout changes
    /// nothing. `explain` adds one `<g data-id="placement" data-kind="explanation">` after every
    /// node and changes no node's element.
    @Test("highlight outlines one element; explain adds the placement overlay last", arguments: RenderFixtures.bases)
    func highlightAndExplain(base: String) throws {
        let played = try RenderFixtures.play(base)
        let plain = try played.picture(RenderRequest(format: .svg)).content
        let elements = SVGDocument.elements(of: plain)
        let target = try #require(elements.last { $0.id != "statusBar" }?.id ?? elements.last?.id)
        let highlighted = SVGDocument.elements(of: try played.picture(RenderRequest(format: .svg, options: RenderOptions(highlight: target))).content)
        #expect(highlighted.map(\.id) == elements.map(\.id))
        for (a, b) in zip(elements, highlighted) {
            if a.id == target {
                #expect(a.markup != b.markup, "\(base): highlighting \(target) did not change its element")
            } else {
                #expect(a.markup == b.markup, "\(base): highlighting \(target) changed \(a.id)")
            }
        }
        let unknown = try played.picture(RenderRequest(format: .svg, options: RenderOptions(highlight: "no such node"))).content
        #expect(unknown == plain)

        let explained = try played.picture(RenderRequest(format: .svg, options: RenderOptions(explain: true))).content
        let document = try SVGDocument(explained)
        let overlays = document.groups.filter { $0.kind == "explanation" }
        #expect(overlays.count == 1 && overlays.first?.id == "placement" && overlays.first?.depth == 1)
        #expect(document.groups.last { $0.depth == 1 }?.kind == "explanation", "\(base): the overlay is not drawn last")
        #expect(Array(SVGDocument.elements(of: explained).dropLast()).map(\.markup) == elements.map(\.markup))
        let popovers = try Self.nodes(played.lastLayout()).filter { $0.kind == "popover" }
        let outlines = overlays.first?.shapes.count ?? 0
        #expect(
            popovers.isEmpty ? outlines == 0 : outlines >= 2 * popovers.count,
            "\(base): \(popovers.count) popovers, \(outlines) outlines in the explanation")
    }

    /// Ids and titles with XML's special characters are escaped: the SVG still parses and the
    /// id reads back as given.
    @Test("special characters in ids and titles are escaped")
    func escaping() throws {
        let document =
            #"{"popsplit":1,"root":{"id":"a&b","title":"<Tom & \"Jerry\">","views":[{"id":"x<y>","kind":"button","frame":[10,10,200,44],"title":"Fish & 'Chips'"}]}}"#
        let script =
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"scene/open\",\"params\":{\"scene\":\"e\",\"text\":\(RenderFixtures.jsonString(document))}}\n"
        let (server, transcript) = RenderFixtures.run(script: Array(script.utf8), relativeTo: "")
        #expect(!transcript.lines.contains { $0.contains("\"error\":{") }, "\(transcript.lines)")
        let picture = try #require(server.picture(scene: "e", fileName: nil, request: RenderRequest(format: .svg)))
        let svg = try SVGDocument(picture.content)
        #expect(svg.nodeGroups.map(\.id) == ["a&b", "x<y>", "statusBar"])
        #expect(SVGDocument.elements(of: picture.content).map(\.id) == ["a&b", "x<y>", "statusBar"])
    }
}
