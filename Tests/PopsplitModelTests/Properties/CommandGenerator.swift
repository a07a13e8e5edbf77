import PopsplitModel
import PopsplitTestSupport

/// Draws random commands for a live scene: every ``SceneCommand`` case, ids from the document
/// (mostly valid, sometimes of the wrong kind or unknown), points on nodes, anywhere on the screen
/// or outside it. Reads the scene (layout, snapshot) only to aim well; deterministic. Seven steps
/// in ten draw from the original mix (taps the most frequent), three from the popover, keyboard,
/// status bar, search and action sheet commands (``CommandGenerator+Popovers.swift``).
struct CommandGenerator {
    /// The document's ids.
    let ids: DocumentIds
    /// Ids that name nothing (the empty id included).
    static let unknownIds = ["ghost", ""]

    /// A generator for a scene opened from `document`.
    init(document: SceneDocument) { ids = DocumentIds(document) }

    /// The next step for `scene`, whose layout is `layout`.
    func step(for scene: Scene, layout: SceneLayout, random: inout SplitMix64) -> PropertyStep {
        let answer = random.bool()
        if scene.isBackgrounded, random.chance(40) { return PropertyStep(command: .enterForeground, answer: answer) }
        let animated = random.bool()
        let snapshot = scene.snapshot()
        if random.chance(30) {
            return PropertyStep(command: popoverCommand(snapshot, layout: layout, animated: animated, &random), answer: answer)
        }
        if !ids.containers.isEmpty, random.chance(6) {
            return PropertyStep(command: containerCommand(snapshot, animated: animated, &random), answer: answer)
        }
        if !ids.splits.isEmpty, random.chance(20) {
            return PropertyStep(command: splitCommand(layout, animated: animated, &random), answer: answer)
        }
        let command: SceneCommand
        switch random.below(100) {
        case 0..<12: command = .rotate(to: random.pick(InterfaceOrientation.self), animated: animated)
        case 12..<14: command = .enterBackground
        case 14..<15: command = .enterForeground
        case 15..<25: command = .push(navigation: pick(ids.navigations, &random), controller: destination(&random), animated: animated)
        case 25..<31: command = .pop(navigation: pick(ids.navigations, &random), animated: animated)
        case 31..<34: command = .popToRoot(navigation: pick(ids.navigations, &random), animated: animated)
        case 34..<38: command = setStack(snapshot, animated: animated, &random)
        case 38..<43:
            let (tab, count) = container(ids.tabBars, &random)
            command = .selectTab(tabBar: tab, index: random.int(in: -1...count))
        case 43..<47: command = .turnPage(pageView: container(ids.pageViews, &random).id, forward: random.bool())
        case 47..<50:
            let (page, count) = container(ids.pageViews, &random)
            command = .jumpToPage(pageView: page, index: random.int(in: -1...count))
        case 50..<58: command = present(layout, animated: animated, &random)
        case 58..<64: command = .dismissModal(controller: dismissTarget(snapshot, &random), animated: animated)
        case 64..<68:
            // Popover segues half the time: they need their source on screen to present (POP-15).
            let popoverSegue = random.chance(50) ? random.pick(ids.popoverSegues) : nil
            command = .performSegue(id: popoverSegue ?? pick(ids.segues, &random))
        case 68..<91: command = .tap(at: .point(point(in: layout, &random)))
        case 91..<94: command = swipe(layout, &random)
        case 94..<96: command = navigationItems(&random)
        default: command = splitCommand(layout, animated: animated, &random)
        }
        return PropertyStep(command: command, answer: answer)
    }

    /// A custom container's child view controllers changed (CNT-01, CNT-02): a child added, one
    /// removed, or a transition from a shown child to another; mostly valid, sometimes a child
    /// of another container or one shown already (refused).
    func containerCommand(_ snapshot: SceneState, animated: Bool, _ random: inout SplitMix64) -> SceneCommand {
        guard let (container, children) = random.pick(ids.containers) else { return .enterForeground }
        let shown = snapshot.containerShown[container] ?? []
        let hidden = children.filter { !shown.contains($0) }
        let any = { (random: inout SplitMix64) in random.pick(children) ?? "" }
        switch random.below(4) {
        case 0: return .addChild(container: container, controller: random.chance(85) ? (random.pick(hidden) ?? any(&random)) : pick([], &random))
        case 1: return .removeChild(container: container, controller: random.chance(85) ? (random.pick(shown) ?? any(&random)) : any(&random))
        default:
            return .transitionChild(
                container: container, from: random.pick(shown) ?? any(&random), to: random.pick(hidden) ?? any(&random), animated: animated)
        }
    }

    /// `setNavigationItems` (NAV-08): a controller, mostly one with a navigation item's items, a
    /// side, and some of its declared items (sometimes none: UIKit's `nil`; sometimes an item of
    /// another controller, which is refused).
    func navigationItems(_ random: inout SplitMix64) -> SceneCommand {
        let withItems = ids.controllers.filter { !(ids.specs[$0]?.navigationItem.allItems.isEmpty ?? true) }
        let controller = random.chance(85) ? (random.pick(withItems) ?? pick(ids.controllers, &random)) : pick(ids.controllers, &random)
        var pool = ids.specs[controller]?.navigationItem.allItems.map(\.id) ?? []
        if random.chance(10), let stray = random.pick(ids.items) { pool.append(stray) }
        var items: [String] = []
        for id in pool where random.chance(50) { items.append(id) }
        return .setNavigationItems(controller: controller, side: random.bool() ? .left : .right, items: items)
    }

    /// An id from `pool` (85 %), any controller, another kind of id, or an unknown id.
    func pick(_ pool: [String], _ random: inout SplitMix64) -> String {
        switch random.below(100) {
        case 0..<85 where !pool.isEmpty: random.pick(pool) ?? ""
        case 0..<92: random.pick(ids.controllers) ?? ""
        case 92..<96 where !ids.others.isEmpty: random.pick(ids.others) ?? ""
        default: random.pick(Self.unknownIds) ?? ""
        }
    }

    /// A container id with its child count, valid most of the time.
    func container(_ pool: [(id: String, count: Int)], _ random: inout SplitMix64) -> (id: String, count: Int) {
        if random.chance(85), let chosen = random.pick(pool) { return chosen }
        return (pick([], &random), random.int(in: 0...3))
    }

    /// A controller to push or present: detached 60 % of the time.
    func destination(_ random: inout SplitMix64) -> String {
        random.chance(60) ? pick(ids.detached, &random) : pick(ids.controllers, &random)
    }

    /// `setStack` mixing the live stack's controllers with others; sometimes empty.
    func setStack(_ snapshot: SceneState, animated: Bool, _ random: inout SplitMix64) -> SceneCommand {
        let nav = pick(ids.navigations, &random)
        let live = snapshot.stacks[nav] ?? []
        let count = random.chance(5) ? 0 : random.int(in: 1...3)
        let controllers = (0..<count).map { _ in
            random.chance(50) && !live.isEmpty ? random.pick(Array(live)) ?? "" : destination(&random)
        }
        return .setStack(navigation: nav, controllers: controllers, animated: animated)
    }

    /// `presentModal` from a visible controller (mostly) of a controller to present.
    func present(_ layout: SceneLayout, animated: Bool, _ random: inout SplitMix64) -> SceneCommand {
        let visible = layout.nodes.filter { $0.kind == .controller }.map(\.id)
        let presenter = random.chance(70) && !visible.isEmpty ? random.pick(visible) ?? "" : pick(ids.controllers, &random)
        let transition: TransitionStyle = random.chance(15) ? .partialCurl : random.pick([.coverVertical, .flipHorizontal, .crossDissolve]) ?? .coverVertical
        return .presentModal(
            presenter: presenter, controller: destination(&random), style: random.pick(PresentationStyle.self),
            transition: transition, animated: animated)
    }

    /// A controller to dismiss from: a presented or presenting one (60 %), else any.
    func dismissTarget(_ snapshot: SceneState, _ random: inout SplitMix64) -> String {
        let involved = snapshot.presentations.flatMap { [$0.presented, $0.presenter] }
        return random.chance(60) && !involved.isEmpty ? random.pick(involved) ?? "" : pick(ids.controllers, &random)
    }

    /// A split view command: show or hide the master or side, set a split point, or
    /// drag from a splitter (or anywhere).
    func splitCommand(_ layout: SceneLayout, animated: Bool, _ random: inout SplitMix64) -> SceneCommand {
        switch random.below(6) {
        case 0, 4: return .toggleSplitMaster(split: pick(ids.splits, &random), animated: animated)
        case 5: return .rotate(to: random.pick(InterfaceOrientation.self), animated: animated)  // the split views' rotation messages
        case 1:
            let landscape: Bool? = random.chance(30) ? nil : random.bool()
            let point = random.chance(10) ? random.pick([-1, 0, 1e9, .nan, .infinity]) ?? -1 : random.points(in: 0...1100)
            return .setSplitPoint(split: pick(ids.versatileSplits, &random), point: point, landscape: landscape, animated: animated)
        default:
            let dividers = layout.nodes.filter { $0.kind == .divider }
            let from =
                random.chance(80) && !dividers.isEmpty
                ? (random.pick(dividers)?.frame).map { Point(x: $0.midX, y: $0.midY) } ?? point(in: layout, &random)
                : point(in: layout, &random)
            // Mostly a short move from where the finger went down (a splitter stays within reach).
            let to =
                random.chance(70)
                ? Point(x: from.x + random.points(in: -200...200), y: from.y + random.points(in: -200...200)) : point(in: layout, &random)
            return .drag(from: from, to: to)
        }
    }

    /// A swipe, mostly sideways, half the time from inside a controller's view (page views turn).
    func swipe(_ layout: SceneLayout, _ random: inout SplitMix64) -> SceneCommand {
        let direction: SwipeDirection = random.chance(75) ? (random.bool() ? .left : .right) : (random.bool() ? .up : .down)
        let controllers = layout.nodes.filter { $0.kind == .controller }
        if random.chance(50), let frame = random.pick(controllers)?.frame {
            return .swipe(from: .point(Point(x: frame.midX, y: frame.midY)), direction: direction)
        }
        return .swipe(from: .point(point(in: layout, &random)), direction: direction)
    }

    /// A touch point in window coordinates: inside a view or item whose action involves a popover,
    /// or a search bar (12 %), inside one with any action or a text input (18 %), a back button,
    /// tab item, action sheet button or search result (10 %), any node (20 %), anywhere on the
    /// screen (30 %), or off it (past an edge, on the exclusive edge, not finite).
    func point(in layout: SceneLayout, _ random: inout SplitMix64) -> Point {
        let screen = layout.screen
        let roll = random.below(100)
        let pool: [LayoutNode] =
            switch roll {
            case 0..<12: layout.nodes.filter { ids.popoverActionable.contains($0.id) }
            case 12..<30: layout.nodes.filter { ids.actionable.contains($0.id) }
            case 30..<40:
                layout.nodes.filter {
                    $0.kind == .backButton || $0.kind == .tabBarItem || $0.id.contains(".sheet.button.") || $0.id.contains(".resultsList.row.")
                }
            default: layout.nodes
            }
        let fallback = roll < 12 ? layout.nodes.filter { ids.actionable.contains($0.id) } : []
        if roll < 60, let frame = random.pick(!pool.isEmpty ? pool : !fallback.isEmpty ? fallback : layout.nodes)?.frame {
            return Point(
                x: frame.minX + frame.width * Double(random.below(1000)) / 1000,
                y: frame.minY + frame.height * Double(random.below(1000)) / 1000)
        }
        if roll < 90 {
            return Point(x: random.points(in: 0...(screen.width - 0.25)), y: random.points(in: 0...(screen.height - 0.25)))
        }
        let odd = [-1, screen.width, screen.height, -0.25, 5000, .nan, .infinity, -.infinity]
        return random.bool()
            ? Point(x: random.pick(odd) ?? -1, y: random.points(in: 0...screen.height))
            : Point(x: random.points(in: 0...screen.width), y: random.pick(odd) ?? -1)
    }
}
