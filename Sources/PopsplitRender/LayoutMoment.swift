import PopsplitModel

/// A layout at a moment of its transition: every node's frame moved from where it was towards
/// where it ends. What appears or leaves moves as the animation's kind moves it
/// (``TransitionMotion``: a pushed controller in from the right, a master from its edge, a sheet
/// from the bottom; what it covers or hides out), else appears at once or is not drawn. Frames
/// move on straight lines in window coordinates. In a rotation what appears or leaves keeps its
/// place in its parent and fades, and the picture turns (``turn(_:of:transition:curve:)``).
public enum LayoutMoment {
    /// `layout` at `time` seconds into `transition` with `curve`; the end state when `time` is at or
    /// past the duration (and the start when at or before 0).
    public static func at(
        _ time: Double, of layout: SceneLayout, transition: RenderTransition,
        curve: RenderTransition.Curve = .easeInOut
    ) -> SceneLayout {
        guard transition.duration > 0, time.isFinite else { return layout }
        let linear = min(max(time / transition.duration, 0), 1)
        let p = curve == .linear ? linear : easeInOut(linear)
        var moment = layout
        moment.screen = mix(transition.screenBefore, layout.screen, p)
        if transition.kind == .rotation { return p < 1 ? turning(layout, transition: transition, p: p, moment: moment) : layout }
        // The offsets of what enters, by id: a moving root's, inherited by what is inside it; and
        // the opacity of what fades in, the same way.
        var entering: [String: Point] = [:]
        var fadingIn: Set<String> = []
        moment.nodes = layout.nodes.map { node in
            guard let start = transition.before[node.id] else {
                if node.parent.map({ fadingIn.contains($0) }) == true || TransitionMotion.fades(transition.kind, node.kind) {
                    fadingIn.insert(node.id)
                    return faded(node, to: p)
                }
                let offset =
                    node.parent.flatMap { entering[$0] }
                    ?? (TransitionMotion.moves(node.kind)
                        ? TransitionMotion.offset(transition.kind, frame: node.frame, screen: layout.screen, entering: true) : nil)
                guard let offset else { return node }
                entering[node.id] = offset
                return shifted(node, by: Point(x: offset.x * (1 - p), y: offset.y * (1 - p)))
            }
            var moved = node
            moved.frame = mix(start, node.frame, p)
            moved.attributes = node.attributes.map { moving($0, from: node.frame, to: moved.frame) }
            return moved
        }
        // What leaves, drawn over the rest on its way out.
        var leaving: [String: Point] = [:]
        var fadingOut: Set<String> = []
        let present = Set(layout.nodes.map(\.id))
        for node in transition.leaving {
            if node.parent.map({ fadingOut.contains($0) }) == true || TransitionMotion.fades(transition.kind, node.kind) {
                fadingOut.insert(node.id)
                var going = faded(node, to: 1 - p)
                if let parent = going.parent, !present.contains(parent), !fadingOut.contains(parent) { going.parent = nil }
                moment.nodes.append(going)
                continue
            }
            let offset =
                node.parent.flatMap { leaving[$0] }
                ?? (TransitionMotion.moves(node.kind)
                    ? TransitionMotion.offset(transition.kind, frame: node.frame, screen: transition.screenBefore, entering: false) : nil)
            guard let offset else { continue }
            leaving[node.id] = offset
            var going = shifted(node, by: Point(x: offset.x * p, y: offset.y * p))
            if let parent = going.parent, !present.contains(parent), leaving[parent] == nil { going.parent = nil }
            moment.nodes.append(going)
        }
        return moment
    }

    /// How the interface is turned at `time` into `transition` (protocol.md 12.5): nil but for a
    /// rotation. The interface turns from the orientation before to the layout's as it resizes,
    /// by the same progress.
    public static func turn(
        _ time: Double, of layout: SceneLayout, transition: RenderTransition,
        curve: RenderTransition.Curve = .easeInOut
    ) -> ScreenTurn? {
        guard transition.kind == .rotation, transition.duration > 0, time.isFinite else { return nil }
        let linear = min(max(time / transition.duration, 0), 1)
        let p = curve == .linear ? linear : easeInOut(linear)
        guard p < 1 else { return nil }
        let whole = ScreenTurn.degrees(from: transition.orientationBefore, to: layout.orientation)
        return ScreenTurn(device: layout.screen, degrees: whole * (1 - p))
    }

    /// A rotation at progress `p`: every node both layouts have moves on a straight line in
    /// interface coordinates (the interface's bounds change as it turns, and what is inside
    /// follows, as autoresizing animates it); what appears keeps its place against the nearer
    /// edges of its parent (a bar item stays in its bar) and fades in, what leaves does the same
    /// against its parent before and fades out; their subtrees go with them. A popover is not
    /// drawn until the turn ends, with what is inside it (POP-27: hidden during the rotation,
    /// shown again afterwards).
    static func turning(_ layout: SceneLayout, transition: RenderTransition, p: Double, moment start: SceneLayout) -> SceneLayout {
        var moment = start
        var end: [String: Rect] = [:]
        for node in layout.nodes { end[node.id] = node.frame }
        var now: [String: Rect] = [:]
        var shifts: [String: Point] = [:]
        var hidden: Set<String> = []
        func hides(_ node: LayoutNode) -> Bool {
            guard node.kind == .popover || node.parent.map({ hidden.contains($0) }) == true else { return false }
            hidden.insert(node.id)
            return true
        }
        moment.nodes = layout.nodes.filter { !hides($0) }.map { node in
            if let before = transition.before[node.id] {
                var moved = node
                moved.frame = mix(before, node.frame, p)
                moved.attributes = node.attributes.map { moving($0, from: node.frame, to: moved.frame) }
                now[node.id] = moved.frame
                return moved
            }
            let shift =
                node.parent.flatMap { shifts[$0] }
                ?? pinShift(
                    node.frame, from: node.parent.flatMap { end[$0] } ?? layout.screen,
                    to: node.parent.flatMap { now[$0] } ?? moment.screen)
            shifts[node.id] = shift
            let appearing = faded(shifted(node, by: shift), to: p)
            now[node.id] = appearing.frame
            return appearing
        }
        let present = Set(layout.nodes.map(\.id))
        var leavingShifts: [String: Point] = [:]
        for node in transition.leaving where !hides(node) {
            let parentBefore = node.parent.flatMap { transition.before[$0] } ?? transition.screenBefore
            let parentNow = node.parent.flatMap { now[$0] } ?? moment.screen
            let shift = node.parent.flatMap { leavingShifts[$0] } ?? pinShift(node.frame, from: parentBefore, to: parentNow)
            leavingShifts[node.id] = shift
            var going = faded(shifted(node, by: shift), to: 1 - p)
            if let parent = going.parent, !present.contains(parent), leavingShifts[parent] == nil { going.parent = nil }
            moment.nodes.append(going)
        }
        return moment
    }

    /// How far `frame`, inside a parent at `parent`, moves to keep its distances to the parent's
    /// nearer edges (left or right by its centre, top or bottom the same) when the parent is at
    /// `parentNow`; its size stays.
    static func pinShift(_ frame: Rect, from parent: Rect, to parentNow: Rect) -> Point {
        let x = frame.midX - parent.minX <= parent.width / 2 ? parentNow.minX - parent.minX : parentNow.maxX - parent.maxX
        let y = frame.midY - parent.minY <= parent.height / 2 ? parentNow.minY - parent.minY : parentNow.maxY - parent.maxY
        return Point(x: x, y: y)
    }

    /// `node` at opacity `alpha` (0 to 1).
    static func faded(_ node: LayoutNode, to alpha: Double) -> LayoutNode {
        var faded = node
        faded.attributes.append(Field(.opacity, .number(alpha)))
        return faded
    }

    /// `node` moved by `offset`, its rect and point attributes with it.
    static func shifted(_ node: LayoutNode, by offset: Point) -> LayoutNode {
        var moved = node
        moved.frame = Rect(x: node.frame.minX + offset.x, y: node.frame.minY + offset.y, width: node.frame.width, height: node.frame.height)
        moved.attributes = node.attributes.map { moving($0, from: node.frame, to: moved.frame) }
        return moved
    }

    /// A rect or point attribute (a popover's content frame, arrow tip, anchor) moved and scaled
    /// with its node's frame, so the node stays whole mid-animation; other attributes as they are.
    static func moving(_ field: Field, from end: Rect, to now: Rect) -> Field {
        let sx = end.width > 0 ? now.width / end.width : 1
        let sy = end.height > 0 ? now.height / end.height : 1
        func x(_ v: Double) -> Double { now.minX + (v - end.minX) * sx }
        func y(_ v: Double) -> Double { now.minY + (v - end.minY) * sy }
        switch field.value {
        case .rect(let r):
            return Field(field.name, .rect(Rect(x: x(r.minX), y: y(r.minY), width: r.width * sx, height: r.height * sy)))
        case .point(let point):
            return Field(field.name, .point(Point(x: x(point.x), y: y(point.y))))
        default:
            return field
        }
    }

    /// The cubic Bézier (0.42, 0), (0.58, 1) at linear progress `x`: solves x(s) = x by bisection
    /// (60 halvings: exact to the last bit), returns y(s).
    public static func easeInOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// The rect `p` of the way from `a` to `b`.
    static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }
}
