import Foundation
import PopsplitRender
import PopsplitService
import Testing

/// Pictures of a moment of the last transition (`at`, `curve`; protocol.md section 12.5): frames
/// (and the screen) on straight lines in window coordinates between before and after, progress
/// by UIKit's ease-in-out or linearly; nodes new in the layout at their end frame, nodes that
/// left not drawn; no transition, no change.
@Suite struct RenderMomentTests {
    /// UIKit's ease-in-out, the cubic Bézier (0.42, 0), (0.58, 1), solved independently of the
    /// renderer: x(s) = t by Newton's method from s = t, then y(s).
    static func easeInOut(_ t: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        func db(_ s: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2) }
        var s = t
        for _ in 0..<50 {
            let slope = db(s, 0.42, 0.58)
            guard slope > 1e-9 else { break }
            s = min(1, max(0, s - (b(s, 0.42, 0.58) - t) / slope))
        }
        return b(s, 0, 1)
    }

    /// A session's layouts: (version, screen, nodes by id in order) from its `scene/layout` notifications.
    static func layouts(_ transcript: [String]) throws -> [(screen: Frame, nodes: [(id: String, frame: Frame)])] {
        try transcript.compactMap { line in
            guard let message = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                message["method"] as? String == "scene/layout", let params = message["params"] as? [String: Any],
                let screen = Frame(json: params["screen"]), let nodes = params["nodes"] as? [[String: Any]]
            else { return nil }
            return (
                screen,
                nodes.compactMap { node in
                    guard let id = node["id"] as? String, let frame = Frame(json: node["frame"]) else { return nil }
                    return (id, frame)
                }
            )
        }
    }

    /// Plays `lines` (after initialize) in process; returns the server and the transcript.
    static func play(_ lines: [String]) -> (PopsplitServer, [String]) {
        let script = (["{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"] + lines).joined(separator: "\n") + "\n"
        let (server, transcript) = RenderFixtures.run(script: Array(script.utf8), relativeTo: RenderFixtures.scenesDirectory)
        return (server, transcript.lines)
    }

    /// Checks the picture at `at` with `curve` against the frames mixed by hand.
    static func check(
        _ server: PopsplitServer, scene: String, before: (screen: Frame, nodes: [(id: String, frame: Frame)]),
        after: (screen: Frame, nodes: [(id: String, frame: Frame)]), duration: Double, at: Double,
        curve: RenderTransition.Curve, label: String
    ) throws {
        let linear = min(max(at / duration, 0), 1)
        let p = curve == .linear ? linear : easeInOut(linear)
        let request = RenderRequest(format: .svg, at: at, curve: curve)
        let picture = try #require(server.picture(scene: scene, fileName: nil, request: request))
        let svg = try SVGDocument(picture.content)
        // A rotation's picture is the device's screen as it ends, the interface turned inside it.
        let screen = label == "rotation" ? after.screen : before.screen.mixed(to: after.screen, p)
        let box = try #require(svg.root["viewBox"]?.split(separator: " ").compactMap { Double($0) })
        #expect(
            box.count == 4 && abs(box[2] - screen.width) < 0.0011 && abs(box[3] - screen.height) < 0.0011,
            "\(label) at \(at) \(curve): viewBox \(svg.root["viewBox"] ?? ""), screen \(screen)")
        let old = Dictionary(before.nodes.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(svg.nodeGroups.map(\.id) == after.nodes.map(\.id), "\(label): nodes that left are drawn, or new ones are not")
        for (group, node) in zip(svg.nodeGroups, after.nodes) {
            let expected = old[node.id].map { $0.mixed(to: node.frame, p) } ?? node.frame
            let drawn = Frame(attribute: group.frame)
            #expect(
                drawn.map { $0.matches(expected, tolerance: 0.002) } == true,
                "\(label) at \(at) \(curve): \(node.id) drawn at \(group.frame ?? "nil"), expected \(expected)")
        }
    }

    /// A rotation (0.4 s): the moments 0, 0.1, 0.2, 0.3, 0.4 and past the end, with both curves.
    @Test("rotation: frames and screen on straight lines, UIKit's ease-in-out or linear")
    func rotation() throws {
        let (server, transcript) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"navigation-drilldown.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"device/rotate","params":{"scene":"m","orientation":"landscapeLeft"}}"#,
        ])
        let layouts = try Self.layouts(transcript)
        try #require(layouts.count == 2)
        for curve in RenderTransition.Curve.allCases {
            for at in [0, 0.1, 0.2, 0.3, 0.4, 5] {
                try Self.check(server, scene: "m", before: layouts[0], after: layouts[1], duration: 0.4, at: at, curve: curve, label: "rotation")
            }
        }
        // Halfway the interface is square (section 12.5's example) and turned 45 degrees inside the
        // landscape screen; the text picture draws it square, unturned.
        let half = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: 0.2)))
        #expect(half.width == 1024 && half.height == 768)
        #expect(try SVGDocument(half.content).turn == 45)
        #expect(half.content.contains(#"<rect x="0" y="0" width="896" height="896""#))
        let text = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .text, at: 0.2)))
        #expect(text.content.hasPrefix("landscapeLeft 896x896, 96x48 cells\n"))
        // Without at: the end state.
        #expect(
            server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg))?.content
                == server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: 0.4))?.content)
    }

    /// The nodes of a `scene/layout` notification: id, kind, parent, frame.
    static func nodes(_ transcript: [String], layout index: Int) throws -> [(id: String, kind: String, parent: String?, frame: Frame)] {
        let layouts = transcript.compactMap { line -> [[String: Any]]? in
            guard let message = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                message["method"] as? String == "scene/layout", let params = message["params"] as? [String: Any]
            else { return nil }
            return params["nodes"] as? [[String: Any]]
        }
        return try #require(layouts.count > index ? layouts[index] : nil).compactMap { node in
            guard let id = node["id"] as? String, let kind = node["kind"] as? String, let frame = Frame(json: node["frame"]) else { return nil }
            return (id, kind, node["parent"] as? String, frame)
        }
    }

    /// The picture at `at` (ease-in-out) against section 12.5's rule, computed here on its own:
    /// nodes in both layouts on straight lines; new ones inside a new moving root (a controller,
    /// a slid-in pane, the keyboard) `offset(root, entering)` away, scaled by 1 - p; leaving ones
    /// inside a leaving moving root drawn after the rest, `offset(root, leaving)` away scaled by
    /// p; other new ones at their end frame, other leaving ones not drawn.
    static func checkMotion(
        _ server: PopsplitServer, scene: String, transcript: [String], duration: Double, at: Double,
        offset: (Frame, Bool) -> (Double, Double), label: String
    ) throws {
        let before = try nodes(transcript, layout: 0)
        let after = try nodes(transcript, layout: 1)
        let p = easeInOut(min(max(at / duration, 0), 1))
        let movers: Set<String> = ["controller", "slideOver", "keyboard"]
        let old = Dictionary(before.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let present = Set(after.map(\.id))
        var expected: [(String, Frame)] = []
        var entering: [String: (Double, Double)] = [:]
        for node in after {
            if let start = old[node.id] {
                expected.append((node.id, start.mixed(to: node.frame, p)))
            } else if let shift = node.parent.flatMap({ entering[$0] }) ?? (movers.contains(node.kind) ? offset(node.frame, true) : nil) {
                entering[node.id] = shift
                expected.append((node.id, node.frame.moved(shift.0 * (1 - p), shift.1 * (1 - p))))
            } else {
                expected.append((node.id, node.frame))
            }
        }
        var leaving: [String: (Double, Double)] = [:]
        for node in before where !present.contains(node.id) {
            guard let shift = node.parent.flatMap({ leaving[$0] }) ?? (movers.contains(node.kind) ? offset(node.frame, false) : nil) else { continue }
            leaving[node.id] = shift
            expected.append((node.id, node.frame.moved(shift.0 * p, shift.1 * p)))
        }
        let svg = try SVGDocument(try #require(server.picture(scene: scene, fileName: nil, request: RenderRequest(format: .svg, at: at))).content)
        #expect(svg.nodeGroups.map(\.id) == expected.map(\.0), "\(label) at \(at): the nodes drawn")
        for (group, (id, frame)) in zip(svg.nodeGroups, expected) {
            #expect(
                Frame(attribute: group.frame).map { $0.matches(frame, tolerance: 0.002) } == true,
                "\(label) at \(at): \(id) drawn at \(group.frame ?? "nil"), expected \(frame)")
        }
    }

    /// A push: the pushed controller slides in from the right by its width, the one it covers
    /// slides out to the left, drawn over the rest; the bar's title moves; at the end, the end state.
    @Test("push: the pushed controller in from the right, the covered one out to the left")
    func push() throws {
        let (server, transcript) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"navigation-drilldown.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"m","point":[384,86]}}"#,
        ])
        for at in [0, 0.1, 0.175, 0.35] {
            try Self.checkMotion(
                server, scene: "m", transcript: transcript, duration: 0.35, at: at,
                offset: { frame, entering in
                    (entering ? frame.width : -frame.width, 0)
                }, label: "push")
        }
        let half = try SVGDocument(try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: 0.175))).content)
        #expect(half.nodeGroups.contains { $0.id == "inbox" }, "the covered controller is drawn on its way out")
    }

    /// iOS 5.1's master slides in from the left edge over the detail (SPL-08), and back out.
    @Test("slide: the master in from the left edge and out to it")  // SPL-08
    func slide() throws {
        let (server, transcript) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"split-mail.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"m","node":"mailSplit.masterButton"}}"#,
        ])
        for at in [0, 0.05, 0.1, 0.2] {
            try Self.checkMotion(
                server, scene: "m", transcript: transcript, duration: 0.2, at: at,
                offset: { frame, _ in
                    (-(frame.x + frame.width), 0)
                }, label: "slide in")
        }
        let (hiding, hidden) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"split-mail.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"m","node":"mailSplit.masterButton"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"touch/tap","params":{"scene":"m","point":[600,600]}}"#,
        ])
        let trimmed = Array(hidden.drop { !$0.contains("\"version\":2") })
        for at in [0.05, 0.1] {
            try Self.checkMotion(
                hiding, scene: "m", transcript: trimmed, duration: 0.2, at: at,
                offset: { frame, _ in
                    (-(frame.x + frame.width), 0)
                }, label: "slide out")
        }
    }

    /// A popover fades in: at half its duration (ease-in-out: p = 0.5) its group and its
    /// content's are drawn at opacity 0.5, where they end; the text picture draws them from
    /// halfway on.
    @Test("popover: fades in, its content with it")
    func popoverFades() throws {
        let (server, _) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"popover-settings-help.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"m","node":"newGameButton"}}"#,
        ])
        let end = try SVGDocument(try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg))).content)
        let half = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: 0.1)))
        #expect(half.content.contains(#"data-kind="popover" data-frame="#))
        let faded = half.content.components(separatedBy: "<g data-id=").filter { $0.contains(#"opacity="0.5""#) }.count
        #expect(faded >= 3, "the popover and its content at half opacity")
        let whole = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg)))
        #expect(!end.nodeGroups.isEmpty && !whole.content.contains("opacity="), "the end state is opaque")
        let early = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .text, at: 0.02)))
        let late = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .text, at: 0.18)))
        #expect(!early.content.contains("╔") && late.content.contains("╔"))
    }

    /// A layout that came without a transition: `at` changes nothing.
    @Test("no transition: at draws the end state")
    func noTransition() throws {
        let (server, _) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"navigation-drilldown.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"device/rotate","params":{"scene":"m","orientation":"landscapeLeft","animated":false}}"#,
        ])
        for format in [RenderRequest.Format.svg, .text] {
            let end = server.picture(scene: "m", fileName: nil, request: RenderRequest(format: format))?.content
            #expect(end != nil)
            #expect(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: format, at: 0.1))?.content == end)
        }
    }

    /// A popover that moves (the keyboard pushes it above its button, 0.25 s): at every moment
    /// its frame, content and arrow move together, so the popover is drawn whole: a body of
    /// positive size, the arrow's tip on the frame's edge, the content inside the frame.
    @Test("a moving popover is drawn whole at every moment (POP-09)")
    func movingPopover() throws {
        let played = try RenderFixtures.play("popover-keyboard--keyboard")
        for at in [0.0625, 0.125, 0.1875] {
            let svg = try SVGDocument(played.picture(RenderRequest(format: .svg, at: at)).content)
            let group = try #require(svg.groups.first { $0.kind == "popover" })
            let frame = try #require(Frame(attribute: group.frame))
            let rects = group.shapes.filter { $0.name == "rect" }
            for rect in rects {
                let height = Double(rect.attributes["height"] ?? "") ?? 0
                let y = Double(rect.attributes["y"] ?? "") ?? 0
                #expect(height > 0, "at \(at): a popover rect of height \(height)")
                #expect(
                    y >= frame.y - 0.01 && y + height <= frame.y + frame.height + 4.01,
                    "at \(at): a popover rect [y \(y), height \(height)] outside the popover's frame \(frame)")
            }
            let polygon = try #require(group.shapes.first { $0.name == "polygon" })
            let tip = (polygon.attributes["points"] ?? "").split(separator: " ").first?.split(separator: ",").compactMap { Double($0) } ?? []
            #expect(
                tip.count == 2 && tip[1] >= frame.y - 0.01 && tip[1] <= frame.y + frame.height + 0.01,
                "at \(at): the arrow's tip \(tip) is off the popover's frame \(frame)")

        }
    }

    /// A rotation is drawn as the device draws it (protocol.md 12.5, ROT-03): the picture is the
    /// screen as it ends, the interface turned inside it by what is left of the turn (a quarter
    /// clockwise to go from portrait to landscapeLeft, the other way back, a half turn to upside
    /// down), resizing as it turns. At every moment every node drawn inside its parent at both
    /// ends is drawn inside it (a bar item stays in its bar: SPL-02's "Mailboxes" coming in,
    /// SPL-01's master going); what comes fades in, what goes fades out.
    @Test("rotation: the interface turns in the screen, bar items stay in their bars")  // ROT-03, SPL-01, SPL-02
    func rotationTurns() throws {
        let cases: [(String, [String], Double, Frame)] = [
            ("portrait to landscapeLeft", [#""orientation":"landscapeLeft""#], 90, Frame(x: 0, y: 0, width: 1024, height: 768)),
            (
                "landscapeLeft to portrait", [#""orientation":"landscapeLeft","animated":false"#, #""orientation":"portrait""#], -90,
                Frame(x: 0, y: 0, width: 768, height: 1024)
            ),
            ("portrait to landscapeRight", [#""orientation":"landscapeRight""#], -90, Frame(x: 0, y: 0, width: 1024, height: 768)),
            ("portrait to portraitUpsideDown", [#""orientation":"portraitUpsideDown""#], 180, Frame(x: 0, y: 0, width: 768, height: 1024)),
        ]
        for (label, rotations, whole, device) in cases {
            var lines = [#"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"split-mail.json"}}"#]
            for (i, rotation) in rotations.enumerated() {
                lines.append(#"{"jsonrpc":"2.0","id":\#(3 + i),"method":"device/rotate","params":{"scene":"m",\#(rotation)}}"#)
            }
            let (server, transcript) = Self.play(lines)
            let all = try Self.layouts(transcript)
            let before = try Self.nodes(transcript, layout: all.count - 2)
            let after = try Self.nodes(transcript, layout: all.count - 1)
            let duration = whole == 180 ? 0.8 : 0.4
            let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let new = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let comes = Set(after.map(\.id)).subtracting(old.keys)
            let goes = Set(before.map(\.id)).subtracting(new.keys)
            if label == "landscapeLeft to portrait" { #expect(comes.contains("mailSplit.masterButton"), "\(label): the item comes") }
            if label == "portrait to landscapeLeft" { #expect(goes.contains("mailSplit.masterButton"), "\(label): the item goes") }
            for fraction in [0.0, 0.25, 0.5, 0.75] {
                let at = duration * fraction
                let p = Self.easeInOut(fraction)
                let picture = try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: at)))
                let svg = try SVGDocument(picture.content)
                #expect(picture.width == device.width && picture.height == device.height, "\(label) at \(at): the device's screen")
                #expect(abs((svg.turn ?? .nan) - whole * (1 - p)) < 0.0011, "\(label) at \(at): turned \(svg.turn ?? .nan)")
                var drawn: [String: Frame] = [:]
                for group in svg.nodeGroups { drawn[group.id ?? ""] = Frame(attribute: group.frame) }
                for node in after + before where drawn[node.id] != nil {
                    guard let parent = node.parent, let frame = drawn[node.id], let parentFrame = drawn[parent] else { continue }
                    let insideBefore = old[node.id].flatMap { n in old[parent].map { n.frame.isInside($0.frame) } } ?? true
                    let insideAfter = new[node.id].flatMap { n in new[parent].map { n.frame.isInside($0.frame) } } ?? true
                    guard insideBefore, insideAfter else { continue }
                    #expect(frame.isInside(parentFrame, tolerance: 0.01), "\(label) at \(at): \(node.id) \(frame) outside \(parent) \(parentFrame)")
                }
                for group in svg.nodeGroups {
                    let id = group.id ?? ""
                    if comes.contains(id) {
                        #expect(
                            group.opacity.flatMap(Double.init).map { abs($0 - p) < 0.0011 } == true,
                            "\(label) at \(at): \(id) comes at opacity \(group.opacity ?? "1")")
                    } else if goes.contains(id) {
                        #expect(
                            group.opacity.flatMap(Double.init).map { abs($0 - (1 - p)) < 0.0011 } == true,
                            "\(label) at \(at): \(id) goes at opacity \(group.opacity ?? "1")")
                    } else {
                        #expect(group.opacity == nil, "\(label) at \(at): \(id) is neither coming nor going, yet faded")
                    }
                }
            }
            let end = try SVGDocument(try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: duration))).content)
            #expect(end.turn == nil, "\(label): the end is not turned")
        }
    }

    /// A visible popover is hidden during a rotation and shown again afterwards (POP-27): no
    /// moment of the turn draws it or anything inside it; the end does.
    @Test("rotation: a popover is hidden while the interface turns (POP-27)")
    func popoverHiddenWhileTurning() throws {
        let (server, transcript) = Self.play([
            #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"m","path":"popover-settings-help.json"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"m","node":"newGameButton"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"device/rotate","params":{"scene":"m","orientation":"portrait"}}"#,
        ])
        let after = try Self.nodes(transcript, layout: 2)
        let popovers = Set(after.filter { $0.kind == "popover" }.map(\.id))
        try #require(!popovers.isEmpty, "the popover is shown after the turn")
        var inside = popovers
        for node in after where node.parent.map({ inside.contains($0) }) == true { inside.insert(node.id) }
        for at in [0.0, 0.1, 0.2, 0.3, 0.399] {
            let svg = try SVGDocument(try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: at))).content)
            let drawn = Set(svg.nodeGroups.compactMap(\.id))
            #expect(drawn.isDisjoint(with: inside), "at \(at): \(drawn.intersection(inside)) drawn while turning")
            #expect(drawn.count > 5, "at \(at): the rest is drawn")
        }
        let end = try SVGDocument(try #require(server.picture(scene: "m", fileName: nil, request: RenderRequest(format: .svg, at: 0.4))).content)
        #expect(inside.isSubset(of: Set(end.nodeGroups.compactMap(\.id))))
    }
}
