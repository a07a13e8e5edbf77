import PopsplitModel
import Testing

/// Property tests of `PopoverPlacement.place` (protocol.md section 9.9, STEPS 1-7; POP-03,
/// POP-09..12): thousands of random requests (see ``PlacementRequestGenerator``), each property in
/// its own test. Most properties are checked on all four candidates, not only the chosen one: every
/// candidate is a placement the model describes to the client.
@Suite("Placement properties")
struct PlacementPropertyTests {
    /// The runner, sized by `POPSPLIT_PROPERTY_SEED` and `POPSPLIT_PROPERTY_ITERATIONS`.
    let runner = PlacementPropertyRunner()

    /// STEP 1: the area is the bounds less the margins, except on an axis where the margins leave
    /// less than the chrome plus the minimum content; there the bounds' own extent is used.
    @Test("POP-11: the area is the bounds less the margins, unless they leave too little room (STEP 1)")
    func areaIsBoundsLessMargins() {
        runner.run("POP-11 area") { request, result, v in
            let m = request.metrics
            let i = m.contentInsets
            let b = request.bounds
            let chromeW = i.left + i.right + m.arrowHeight + PopoverPlacement.minimumContentSize.width
            let chromeH = i.top + i.bottom + m.arrowHeight + PopoverPlacement.minimumContentSize.height
            let inset = b.inset(
                top: request.margins.top, left: request.margins.left,
                bottom: request.margins.bottom, right: request.margins.right)
            let ignoreX = inset.width < chromeW
            let ignoreY = inset.height < chromeH
            let expected = Rect(
                x: ignoreX ? b.minX : inset.minX, y: ignoreY ? b.minY : inset.minY,
                width: max(0, ignoreX ? b.width : inset.width), height: max(0, ignoreY ? b.height : inset.height))
            v.expect(result.area == expected, "area \(PlacementLiteral.rect(result.area)), STEP 1 gives \(PlacementLiteral.rect(expected))")
            v.expect(
                result.marginsIgnored == (ignoreX || ignoreY),
                "marginsIgnored \(result.marginsIgnored), but the margins leave \(inset.width) x \(inset.height) against a chrome of \(chromeW) x \(chromeH)")
            v.expect(PlacementGeometry.contains(b, result.area), "the area \(PlacementLiteral.rect(result.area)) is not inside the bounds")
        }
    }

    /// Property 1: every frame (the chosen one above all) lies inside the area and the bounds, so it
    /// never covers the status bar, the keyboard or the margins (POP-11).
    @Test("POP-11: every candidate's frame lies inside the area and inside the bounds")
    func frameInsideAreaAndBounds() {
        runner.run("POP-11 frame inside area") { request, result, v in
            for c in result.candidates {
                let which = c.direction == result.chosen.direction ? "chosen \(c.direction.rawValue)" : c.direction.rawValue
                v.expect(
                    PlacementGeometry.contains(result.area, c.frame),
                    "\(which): frame \(PlacementLiteral.rect(c.frame)) is not inside the area \(PlacementLiteral.rect(result.area))")
                v.expect(
                    PlacementGeometry.contains(request.bounds, c.frame),
                    "\(which): frame \(PlacementLiteral.rect(c.frame)) is not inside the bounds \(PlacementLiteral.rect(request.bounds))")
            }
        }
    }

    /// Property 2: the arrow takes a permitted direction (POP-10).
    @Test("POP-10: the chosen direction is permitted")
    func chosenDirectionIsPermitted() {
        runner.run("POP-10 permitted") { request, result, v in
            v.expect(
                request.permitted.contains(result.chosen.direction),
                "chose \(result.chosen.direction.rawValue), permitted \(PlacementLiteral.directions(request.permitted))")
            v.expect(result.chosen.permitted, "the chosen candidate says it is not permitted")
        }
    }

    /// Property 3: the content is never larger than asked for (POP-03), it lies inside the frame,
    /// and the frame is the content plus the content insets plus the arrow's height on the arrow's
    /// axis (POP-12), the arrow on the side it points from.
    @Test("POP-03 POP-12: content no larger than requested, inside the frame; frame = content + insets + arrow")
    func contentInsideFrame() {
        runner.run("POP-03 POP-12 content and frame") { request, result, v in
            let m = request.metrics
            let i = m.contentInsets
            for c in result.candidates {
                let f = c.frame
                let k = c.contentFrame
                let side = c.direction.rawValue
                v.expect(
                    k.width <= max(0, request.contentSize.width) && k.height <= max(0, request.contentSize.height),
                    "\(side): content \(PlacementLiteral.rect(k)) is larger than the \(PlacementLiteral.size(request.contentSize)) asked for")
                v.expect(PlacementGeometry.contains(f, k), "\(side): content \(PlacementLiteral.rect(k)) is not inside the frame \(PlacementLiteral.rect(f))")
                let arrowX = c.direction.isVertical ? 0 : m.arrowHeight
                let arrowY = c.direction.isVertical ? m.arrowHeight : 0
                let left = c.direction == .left ? m.arrowHeight : 0
                let top = c.direction == .up ? m.arrowHeight : 0
                let expected = Rect(
                    x: f.minX + left + i.left, y: f.minY + top + i.top,
                    width: f.width - i.left - i.right - arrowX, height: f.height - i.top - i.bottom - arrowY)
                let same = [(k.minX, expected.minX), (k.minY, expected.minY), (k.width, expected.width), (k.height, expected.height)]
                    .allSatisfy { PlacementGeometry.close($0.0, $0.1) }
                v.expect(
                    same,
                    "\(side): frame \(PlacementLiteral.rect(f)) less insets and arrow is \(PlacementLiteral.rect(expected)), content is \(PlacementLiteral.rect(k))"
                )
            }
        }
    }

    /// Property 4: the tip is on the frame's arrow edge, between its ends; `attached` holds exactly
    /// when the tip lies on the anchor's edge facing the popover, within the anchor's extent along
    /// it (up: `y == anchor.maxY`, `anchor.minX <= x <= anchor.maxX`; down: `y == anchor.minY`;
    /// left: `x == anchor.maxX`; right: `x == anchor.minX`).
    @Test("POP-09 POP-12: an attached arrow's tip is on the anchor's facing edge and on the frame's arrow edge")
    func attachedTipOnAnchorEdge() {
        runner.run("POP-09 POP-12 tip") { request, result, v in
            for c in result.candidates {
                let side = c.direction
                let name = side.rawValue
                let across = PlacementGeometry.tipAcross(c)
                let along = PlacementGeometry.tipAlong(c)
                let frameEdge = PlacementGeometry.arrowEdge(of: c.frame, side)
                let frameAlong = PlacementGeometry.alongRange(c.frame, side)
                v.expect(
                    PlacementGeometry.close(across, frameEdge),
                    "\(name): tip \(PlacementLiteral.point(c.arrowTip)) is off the frame's arrow edge (\(frameEdge))")
                v.expect(
                    along >= frameAlong.min - PlacementGeometry.slack && along <= frameAlong.max + PlacementGeometry.slack,
                    "\(name): tip \(PlacementLiteral.point(c.arrowTip)) is beyond the ends of the frame's arrow edge \(frameAlong)")
                let anchorEdge = PlacementGeometry.facingEdge(of: request.anchor, side)
                let anchorAlong = PlacementGeometry.alongRange(request.anchor, side)
                let onAnchor = across == anchorEdge && along >= anchorAlong.min && along <= anchorAlong.max
                if c.attached {
                    v.expect(
                        onAnchor,
                        "\(name): attached, but the tip \(PlacementLiteral.point(c.arrowTip)) is not on the anchor's facing edge "
                            + "(\(anchorEdge) across, \(anchorAlong.min)...\(anchorAlong.max) along)")
                } else {
                    v.expect(!onAnchor, "\(name): not attached, yet the tip \(PlacementLiteral.point(c.arrowTip)) is on the anchor's facing edge")
                }
            }
        }
    }

    /// Property 5: the arrow's centre keeps `min(cornerClearance + arrowBase / 2, length / 2)` from
    /// both ends of its edge (POP-12), and `arrowOffset` is the tip's distance from the edge's centre.
    @Test("POP-12: the arrow keeps clear of the corners; arrowOffset = tip minus the edge's centre")
    func arrowClearsCorners() {
        runner.run("POP-12 arrow clearance") { request, result, v in
            for c in result.candidates {
                let side = c.direction
                let edge = PlacementGeometry.alongRange(c.frame, side)
                let along = PlacementGeometry.tipAlong(c)
                let least = PlacementGeometry.endDistance(c, metrics: request.metrics)
                v.expect(
                    along - edge.min >= least - PlacementGeometry.clearanceSlack && edge.max - along >= least - PlacementGeometry.clearanceSlack,
                    "\(side.rawValue): the arrow at \(along) is nearer than \(least) to an end of its edge \(edge.min)...\(edge.max)")
                let centre = (edge.min + edge.max) / 2
                v.expect(
                    PlacementGeometry.close(c.arrowOffset, along - centre),
                    "\(side.rawValue): arrowOffset \(c.arrowOffset), but the tip is \(along - centre) from the edge's centre \(centre)")
            }
        }
    }

    /// STEP 4: the arrow points at the anchor's centre whenever that is at least the corner
    /// distance inside the area along the edge; the popover is centred on the tip (give or take
    /// the rounding of its origin to whole points) unless it comes within a point of an end of the
    /// area; and its origin
    /// along the edge is a whole number unless a slide put it against an end of the area or against
    /// the arrow's corner limit.
    @Test("POP-09 POP-12: the arrow aims at the anchor's centre and the popover centres on it when room allows (STEP 4)")
    func arrowAimsAtAnchorCentre() {
        runner.run("POP-09 POP-12 centring") { request, result, v in
            for c in result.candidates {
                let side = c.direction
                let along = PlacementGeometry.tipAlong(c)
                let least = PlacementGeometry.endDistance(c, metrics: request.metrics)
                let area = PlacementGeometry.alongRange(result.area, side)
                let anchor = PlacementGeometry.alongRange(request.anchor, side)
                let middle = (anchor.min + anchor.max) / 2
                if middle >= area.min + least + PlacementGeometry.clearanceSlack && middle <= area.max - least - PlacementGeometry.clearanceSlack {
                    v.expect(along == middle, "\(side.rawValue): the anchor's centre \(middle) is reachable, the tip is at \(along)")
                }
                let frame = PlacementGeometry.alongRange(c.frame, side)
                // A slide against an end of the area may stop up to a point short of it (the origin is
                // taken whole when the allowed range holds a whole point).
                if frame.min > area.min + 1 && frame.max < area.max - 1 {
                    v.expect(
                        abs(c.arrowOffset) <= 0.5 + PlacementGeometry.slack,
                        "\(side.rawValue): the frame \(frame.min)...\(frame.max) is clear of the area's ends, yet arrowOffset is \(c.arrowOffset)")
                }
                let length = frame.max - frame.min
                let stops =
                    [area.min, area.max - length, along - length + least, along - least]
                    + [area.min.rounded(.up), (area.max - length).rounded(.down), (along - length + least).rounded(.up), (along - least).rounded(.down)]
                v.expect(
                    frame.min.rounded() == frame.min || stops.contains { PlacementGeometry.close($0, frame.min, slack: 1e-6) },
                    "\(side.rawValue): the frame's origin \(frame.min) along the edge is neither whole nor against a limit \(stops)")
            }
        }
    }

    /// STEP 4: with whole-point inputs, origins along the arrow's edge are whole points.
    @Test("POP-12: with whole-point inputs, origins along the arrow's edge are whole points (STEP 4)")
    func wholeOriginsAlong() {
        do {
            runner.run("POP-12 whole origins") { request, result, v in
                let m = request.metrics
                let i = m.contentInsets
                let b = request.bounds
                let g = request.margins
                let a = request.anchor
                let inputs = [
                    b.minX, b.minY, b.width, b.height, g.top, g.left, g.bottom, g.right, a.minX, a.minY, a.width, a.height,
                    request.contentSize.width, request.contentSize.height, m.arrowHeight, m.arrowBase, m.cornerClearance,
                    i.top, i.left, i.bottom, i.right,
                ]
                guard inputs.allSatisfy({ $0.rounded() == $0 }) else { return }
                for c in result.candidates {
                    let start = PlacementGeometry.alongRange(c.frame, c.direction).min
                    v.expect(start.rounded() == start, "\(c.direction.rawValue): the frame's origin along its arrow's edge is \(start)")
                }
            }
        }
    }

    /// STEP 5: the content shrinks only to the room on its side: a shrunk axis leaves less than a
    /// point between the frame and the area's far side (across) or the area's ends (along).
    @Test("POP-03 POP-11: content shrinks only as far as the room on its side requires (STEP 5)")
    func shrinksOnlyToTheRoom() {
        runner.run("POP-03 POP-11 shrink to room") { request, result, v in
            for c in result.candidates {
                let side = c.direction
                let want = PlacementGeometry.wanted(request, side)
                let shown = PlacementGeometry.shown(c)
                if shown.across < want.across {
                    let gap = abs(PlacementGeometry.farEdge(of: result.area, side) - PlacementGeometry.backEdge(of: c.frame, side))
                    v.expect(gap < 1, "\(side.rawValue): content shrunk across to \(shown.across) of \(want.across), yet \(gap) pt of room is left")
                }
                if shown.along < want.along {
                    let room = PlacementGeometry.alongRange(result.area, side)
                    let frame = PlacementGeometry.alongRange(c.frame, side)
                    let gap = (room.max - room.min) - (frame.max - frame.min)
                    v.expect(gap < 1, "\(side.rawValue): content shrunk along to \(shown.along) of \(want.along), yet \(gap) pt of room is left")
                }
            }
        }
    }

    /// Property 6 (STEP 6): the chosen candidate's key is at least every permitted candidate's key
    /// (attached, meets the minimum, fits, area, then the earlier side), and the ranks follow the
    /// keys. In particular a chosen candidate that misses the minimum means no permitted side is
    /// attached and meets it.
    @Test("POP-09 POP-10: the chosen side has the best STEP 6 key of the permitted sides; ranks follow the keys")
    func rankingHonoured() {
        runner.run("POP-09 POP-10 ranking") { request, result, v in
            let chosen = PlacementRankKey(result.chosen)
            let permitted = result.candidates.filter { request.permitted.contains($0.direction) }
            for c in permitted where c.direction != result.chosen.direction {
                v.expect(
                    PlacementRankKey(c) < chosen,
                    "\(c.direction.rawValue) \(PlacementRankKey(c)) beats the chosen \(result.chosen.direction.rawValue) \(chosen)")
            }
            if !result.chosen.meetsMinimum {
                v.expect(
                    !permitted.contains { $0.attached && $0.meetsMinimum },
                    "the chosen side misses the minimum though a permitted side is attached and meets it")
            }
            if !result.chosen.attached {
                v.expect(!permitted.contains { $0.attached }, "the chosen side is detached though a permitted side is attached")
            }
            for a in permitted {
                for b in permitted where a.rank < b.rank {
                    v.expect(
                        PlacementRankKey(b) < PlacementRankKey(a),
                        "\(a.direction.rawValue) (rank \(a.rank)) \(PlacementRankKey(a)) is ranked above \(b.direction.rawValue) (rank \(b.rank)) \(PlacementRankKey(b))"
                    )
                }
            }
        }
    }

    /// STEP 6: a losing permitted side's reason names the first key on which it is worse than the
    /// chosen side.
    @Test("POP-10: every losing side's reason names the first STEP 6 key it loses on")
    func lossReasons() {
        runner.run("POP-10 reasons") { _, result, v in
            let w = result.chosen
            for c in result.candidates where c.permitted && c.rank != 1 {
                let expected: String
                if w.attached != c.attached {
                    expected = "the arrow cannot reach the anchor from this side"
                } else if w.meetsMinimum != c.meetsMinimum {
                    expected = "the content would be smaller than the minimum"
                } else if w.fits != c.fits {
                    expected = "the content would have to shrink"
                } else if w.area != c.area {
                    expected = "shows less content"
                } else {
                    expected = "as good, but tried after \(w.direction.rawValue)"
                }
                v.expect(c.reason?.hasPrefix(expected) == true, "\(c.direction.rawValue): reason \(c.reason ?? "nil"), expected \(expected)")
            }
        }
    }

    /// Property 7: placement is a pure function: the same request, placed twice or rebuilt from its
    /// fields, gives an equal result.
    @Test("POP-09 POP-10 POP-11 POP-12 POP-03: placing the same request twice gives equal results")
    func deterministic() {
        runner.run("determinism") { request, result, v in
            v.expect(PopoverPlacement.place(request) == result, "a second placement differs")
            let rebuilt = PlacementRequest(
                anchor: request.anchor, contentSize: request.contentSize,
                permitted: Set(request.permitted.sorted().reversed()), bounds: request.bounds,
                margins: request.margins, metrics: request.metrics)
            v.expect(PopoverPlacement.place(rebuilt) == result, "the same request rebuilt from its fields places differently")
        }
    }

    /// Property 8: exactly four candidates, in the order up, down, left, right; a side not permitted
    /// has rank 0 and the reason "not permitted"; the permitted ones have the ranks 1...n; the
    /// chosen one is the candidate of rank 1, with no reason.
    @Test("POP-10: four candidates up, down, left, right; ranks 1...n for the permitted, 0 and \"not permitted\" for the rest")
    func candidateList() {
        runner.run("POP-10 candidate list") { request, result, v in
            v.expect(
                result.candidates.map(\.direction) == [.up, .down, .left, .right],
                "candidates in the order \(result.candidates.map(\.direction.rawValue))")
            for c in result.candidates {
                v.expect(c.permitted == request.permitted.contains(c.direction), "\(c.direction.rawValue): permitted is \(c.permitted)")
                if !request.permitted.contains(c.direction) {
                    v.expect(
                        c.rank == 0 && c.reason == "not permitted",
                        "\(c.direction.rawValue) is not permitted but has rank \(c.rank), reason \(c.reason ?? "nil")")
                }
            }
            let ranks = result.candidates.filter { request.permitted.contains($0.direction) }.map(\.rank).sorted()
            v.expect(ranks == Array(1...request.permitted.count), "the permitted sides have the ranks \(ranks)")
            let first = result.candidates.filter { $0.rank == 1 }
            v.expect(first.count == 1 && first.first == result.chosen, "the chosen candidate is not the one candidate of rank 1")
            v.expect(
                result.chosen.rank == 1 && result.chosen.reason == nil,
                "chosen has rank \(result.chosen.rank), reason \(result.chosen.reason ?? "nil")")
        }
    }

    /// Property 9: `fits` is "nothing shrunk and attached"; `shrunk` is "the content is narrower or
    /// shorter than asked for"; `meetsMinimum` and `area` say what STEP 5 says of the content shown.
    @Test("POP-03: fits = !shrunk && attached; shrunk iff the content is smaller than requested; meetsMinimum and area")
    func fitsAndShrunk() {
        runner.run("POP-03 fits and shrunk") { request, result, v in
            let want = Size(width: max(0, request.contentSize.width), height: max(0, request.contentSize.height))
            let least = PopoverPlacement.minimumContentSize
            for c in result.candidates {
                let k = c.contentFrame.size
                let name = c.direction.rawValue
                if c.fits { v.expect(!c.shrunk && c.attached, "\(name): fits, but shrunk \(c.shrunk), attached \(c.attached)") }
                v.expect(c.fits == (!c.shrunk && c.attached), "\(name): fits \(c.fits), shrunk \(c.shrunk), attached \(c.attached)")
                v.expect(
                    c.shrunk == (k.width < want.width || k.height < want.height),
                    "\(name): shrunk \(c.shrunk), content \(PlacementLiteral.size(k)), asked for \(PlacementLiteral.size(want))")
                v.expect(
                    c.meetsMinimum == (k.width >= min(want.width, least.width) && k.height >= min(want.height, least.height)),
                    "\(name): meetsMinimum \(c.meetsMinimum), content \(PlacementLiteral.size(k)), asked for \(PlacementLiteral.size(want))")
                v.expect(c.area == k.width * k.height, "\(name): area \(c.area), content \(PlacementLiteral.size(k))")
            }
        }
    }

    /// The generated requests are not vacuous: with the default size they reach every side chosen,
    /// detached and attached arrows, shrunk and fitting content, content below the minimum, ignored
    /// margins, and each loss reason.
    @Test("POP-09 POP-10 POP-11: the generated requests reach every outcome the properties talk about")
    func generatorCoverage() {
        guard runner.cases >= 2_000 else { return }
        var seen: Set<String> = []
        for index in 0..<runner.cases {
            let request = runner.request(index)
            let result = PopoverPlacement.place(request)
            let c = result.chosen
            seen.insert("chosen \(c.direction.rawValue)")
            seen.insert(c.attached ? "attached" : "detached")
            seen.insert(c.fits ? "fits" : "does not fit")
            if c.shrunk { seen.insert("shrunk") }
            if !c.meetsMinimum { seen.insert(c.attached ? "attached below the minimum" : "detached below the minimum") }
            if result.marginsIgnored { seen.insert("margins ignored") }
            if c.arrowOffset != 0 { seen.insert("arrow off centre") }
            if request.anchor.width == 0 || request.anchor.height == 0 { seen.insert("zero-size anchor") }
            for loser in result.candidates where loser.rank != 1 {
                seen.insert(loser.reason ?? "nil")
            }
        }
        let wanted = [
            "chosen up", "chosen down", "chosen left", "chosen right", "attached", "detached", "fits", "does not fit",
            "shrunk", "attached below the minimum", "detached below the minimum", "margins ignored", "arrow off centre",
            "zero-size anchor", "the arrow cannot reach", "the content would be smaller", "the content would have to shrink",
            "shows less content", "as good, but tried after", "not permitted",
        ]
        for name in wanted {
            #expect(seen.contains { $0.hasPrefix(name) }, "no generated case reached \(name)")
        }
    }
}
