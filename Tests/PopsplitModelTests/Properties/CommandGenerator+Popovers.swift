import PopsplitModel
import PopsplitTestSupport

/// The popover, keyboard, in-call status bar, search and action sheet commands: every new
/// ``SceneCommand`` case, aimed mostly at what the scene shows (visible popovers, views and
/// items in the layout, text inputs on screen), sometimes at ids that fail (system popovers, free
/// content that is not free, clashing ids, odd sizes and margins, empty arrow sets).
extension CommandGenerator {
    /// One of the new commands, with these shares (in %): a popover segue 4, presentPopover 17,
    /// dismissPopover 7, setPassthroughViews 5, setPopoverContentSize 7, setPopoverContent 5,
    /// setPopoverLayoutMargins 4, releasePopover 4, createPopover 7,
    /// setContentSizeForViewInPopover 6, setModalInPopover 4, showKeyboard 6, hideKeyboard 3,
    /// setInCallStatusBar 4, typeText 6, clearSearch 2, showSearchResults 3, showActionSheet 3,
    /// dismissActionSheet 3.
    func popoverCommand(_ snapshot: SceneState, layout: SceneLayout, animated: Bool, _ random: inout SplitMix64) -> SceneCommand {
        switch random.below(100) {
        case 0..<4: return .performSegue(id: random.pick(ids.popoverSegues) ?? pick(ids.segues, &random))
        case 4..<21:
            return .presentPopover(
                popover: popoverId(snapshot, &random), from: source(layout, &random),
                arrows: random.chance(3) ? [] : PopoverDraws.arrows(&random), animated: animated)
        case 21..<28: return .dismissPopover(popover: visibleOr(snapshot, 75, &random), animated: animated)
        case 28..<33:
            let views = (0..<random.int(in: 0...3)).map { _ in passthroughView(layout, &random) }
            return .setPassthroughViews(popover: visibleOr(snapshot, 50, &random), views: views)
        case 33..<40:
            return .setPopoverContentSize(popover: visibleOr(snapshot, 60, &random), size: oddSize(&random), animated: animated)
        case 40..<45:
            let popover = visibleOr(snapshot, 50, &random)
            let controller: String =
                switch random.below(100) {
                case 0..<45: pick(ids.detached, &random)
                case 45..<65: pick(ids.popoverContents, &random)
                case 65..<80: snapshot.popovers[popover]?.content ?? pick([], &random)
                default: pick(ids.controllers, &random)
                }
            return .setPopoverContent(popover: popover, controller: controller, animated: animated)
        case 45..<49:
            let margins =
                random.chance(85)
                ? PopoverDraws.margins(&random)
                : EdgeInsets(top: random.pick([-1, .nan, 10_001, .infinity]) ?? -1, left: 10, bottom: 10, right: 10)
            return .setPopoverLayoutMargins(popover: visibleOr(snapshot, 50, &random), margins: margins)
        case 49..<53: return .releasePopover(popover: visibleOr(snapshot, 40, &random))
        case 53..<60: return .createPopover(newPopover(&random))
        case 60..<66: return .setContentSizeForViewInPopover(controller: popoverController(layout, &random), size: oddSize(&random))
        case 66..<70: return .setModalInPopover(controller: popoverController(layout, &random), modal: random.bool())
        case 70..<76: return .showKeyboard(view: responder(layout, &random))
        case 76..<79: return .hideKeyboard
        case 79..<83: return .setInCallStatusBar(random.chance(70) ? !snapshot.inCallStatusBar : snapshot.inCallStatusBar)
        case 83..<89:
            let text =
                random.chance(2)
                ? String(repeating: "x", count: 10_001)
                : random.pick(["a", "Ap", "Hello world", "日本", "", " ", "Banana"]) ?? "a"
            return .typeText(text)
        case 89..<91: return .clearSearch(searchBar: searchBar(layout, &random))
        case 91..<94: return .showSearchResults(searchBar: searchBar(layout, &random))
        case 94..<97:
            let sheet = random.chance(80) ? random.pick(ids.actionSheets)?.id ?? pick([], &random) : popoverId(snapshot, &random)
            return .showActionSheet(id: sheet, from: source(layout, &random), animated: animated)
        default:
            let showing = Set(snapshot.presentations.compactMap(\.popover?.popover))
            let sheets = ids.actionSheets.filter { showing.contains($0.id) }
            let chosen = random.chance(70) ? random.pick(sheets) ?? random.pick(ids.actionSheets) : random.pick(ids.actionSheets)
            let id = chosen?.id ?? pick([], &random)
            let count = chosen?.count ?? 2
            let index = random.chance(90) ? random.int(in: -1...(count - 1)) : random.pick([count, 101, -2]) ?? count
            return .dismissActionSheet(id: id, buttonIndex: index, animated: animated)
        }
    }

    /// A popover controller id: one the app owns (70 %), any live one (system ones included), one
    /// the document declared (maybe released since), else another kind of id or an unknown one.
    func popoverId(_ snapshot: SceneState, _ random: inout SplitMix64) -> String {
        let popovers = snapshot.popovers ?? [:]
        let live = popovers.keys.sorted()
        let owned = live.filter { popovers[$0]?.owner == .app }
        switch random.below(100) {
        case 0..<70 where !owned.isEmpty: return random.pick(owned) ?? ""
        case 0..<80 where !live.isEmpty: return random.pick(live) ?? ""
        case 0..<88 where !ids.popovers.isEmpty: return random.pick(ids.popovers) ?? ""
        default: return pick([], &random)
        }
    }

    /// A visible popover's id `percent` % of the time (when one shows), else ``popoverId(_:_:)``.
    func visibleOr(_ snapshot: SceneState, _ percent: Int, _ random: inout SplitMix64) -> String {
        let visible = snapshot.presentations.compactMap(\.popover?.popover)
        if random.chance(percent), let id = random.pick(visible) { return id }
        return popoverId(snapshot, &random)
    }

    /// Where to present from (POP-09, POP-13, POP-30): a rect in a view or controller on screen
    /// (50 %), a bar button item on screen (30 %), a rect in any view or controller of the document
    /// (10 %, maybe not in the window), any item or id (10 %).
    func source(_ layout: SceneLayout, _ random: inout SplitMix64) -> PopoverSource {
        let views = Set(ids.views)
        switch random.below(100) {
        case 0..<50:
            let nodes = layout.nodes.filter { views.contains($0.id) || $0.kind == .controller }
            if let node = random.pick(nodes) { return .rect(rect(in: node.frame.size, &random), inView: node.id) }
        case 50..<80:
            if let node = random.pick(layout.nodes.filter { $0.kind == .barButtonItem }) { return .barButtonItem(node.id) }
        case 80..<90:
            let id = random.chance(50) ? random.pick(ids.views) ?? "" : random.pick(ids.controllers) ?? ""
            return .rect(rect(in: Size(width: 100, height: 44), &random), inView: id)
        default:
            return .barButtonItem(random.chance(70) ? random.pick(ids.items) ?? "" : pick([], &random))
        }
        return .rect(rect(in: Size(width: 100, height: 44), &random), inView: pick(ids.views, &random))
    }

    /// A rect in a view of `size`, in its coordinates: its bounds (30 %), a zero-width or
    /// zero-height one (10 %, POP-13), an invalid one (2 %), else somewhere in and around it.
    func rect(in size: Size, _ random: inout SplitMix64) -> Rect {
        let w = size.width.isFinite ? min(size.width, 2000) : 100
        let h = size.height.isFinite ? min(size.height, 2000) : 44
        switch random.below(100) {
        case 0..<30: return Rect(x: 0, y: 0, width: w, height: h)
        case 30..<40:
            let zeroWidth = random.bool()
            return Rect(
                x: random.points(in: 0...max(0, w)), y: random.points(in: 0...max(0, h)),
                width: zeroWidth ? 0 : random.points(in: 0...max(0, w)), height: zeroWidth ? random.points(in: 0...max(0, h)) : 0)
        case 40..<42:
            return random.bool() ? Rect(x: 0, y: 0, width: -1, height: 10) : Rect(x: .nan, y: 0, width: 10, height: 10)
        default:
            return Rect(
                x: random.points(in: -20...(w + 20)), y: random.points(in: -20...(h + 20)),
                width: random.points(in: 0...max(1, min(300, w))), height: random.points(in: 0...max(1, min(200, h))))
        }
    }

    /// A passthrough view id (POP-17): a view, item, controller or bar on screen (55 %), any node
    /// of the layout (10 %, chrome that cannot be one included), any view or item (30 %), unknown.
    func passthroughView(_ layout: SceneLayout, _ random: inout SplitMix64) -> String {
        let chrome: Set<NodeKind> = [.statusBar, .keyboard, .backButton, .title, .tabBarItem, .dimming, .popover]
        switch random.below(100) {
        case 0..<55: return random.pick(layout.nodes.filter { !chrome.contains($0.kind) })?.id ?? ""
        case 55..<65: return random.pick(layout.nodes)?.id ?? ""
        case 65..<95: return random.pick(ids.others) ?? ""
        default: return random.pick(Self.unknownIds) ?? ""
        }
    }

    /// A size for `setPopoverContentSize` and `setContentSizeForViewInPopover`: usual (75 %) or odd
    /// (zero, fractional, the limit, beyond it, negative, not finite).
    func oddSize(_ random: inout SplitMix64) -> Size {
        if random.chance(75) { return PopoverDraws.popoverSize(&random) }
        let odd = [
            Size(width: 0, height: 0), Size(width: 600.5, height: 1100.25), Size(width: 0.001, height: 0.001),
            Size(width: 100_000, height: 100_000), Size(width: 100_001, height: 10), Size(width: -1, height: 100),
            Size(width: .nan, height: 100), Size(width: 320, height: .infinity),
        ]
        return random.pick(odd) ?? .zero
    }

    /// A controller for `setContentSizeForViewInPopover` / `setModalInPopover`: one shown inside a
    /// popover (60 %, when one shows), else any (or another kind of id).
    func popoverController(_ layout: SceneLayout, _ random: inout SplitMix64) -> String {
        let top = Self.topLevel(layout)
        let popovers = Set(layout.nodes.filter { $0.kind == .popover }.map(\.id))
        let inside = layout.nodes.filter { $0.kind == .controller && top[$0.id].map(popovers.contains) == true }
        if random.chance(60), let node = random.pick(inside) { return node.id }
        return random.chance(30) ? pick(ids.popoverContents, &random) : pick(ids.controllers, &random)
    }

    /// `showKeyboard`'s view: a text input on screen (45 %), none (15 %), any text input (15 %,
    /// maybe off screen), a view that takes no text (15 %), another id.
    func responder(_ layout: SceneLayout, _ random: inout SplitMix64) -> String? {
        let inputs = Set(ids.textInputs)
        switch random.below(100) {
        case 0..<45: if let node = random.pick(layout.nodes.filter { inputs.contains($0.id) }) { return node.id }
        case 45..<60: return nil
        case 60..<75: if let id = random.pick(ids.textInputs) { return id }
        case 75..<90: if let id = random.pick(ids.views.filter { !inputs.contains($0) }) { return id }
        default: break
        }
        return pick([], &random)
    }

    /// A search bar with a search display controller, on screen (50 %) or anywhere (20 %), any
    /// search bar (15 %), another id.
    func searchBar(_ layout: SceneLayout, _ random: inout SplitMix64) -> String {
        let displays = Set(ids.searchDisplays)
        let shown = layout.nodes.filter { displays.contains($0.id) }
        switch random.below(100) {
        case 0..<50 where !shown.isEmpty: return random.pick(shown)?.id ?? ""
        case 0..<70 where !ids.searchDisplays.isEmpty: return random.pick(ids.searchDisplays) ?? ""
        case 0..<85 where !ids.searchBars.isEmpty: return random.pick(ids.searchBars) ?? ""
        default: return pick([], &random)
        }
    }

    /// `createPopover`'s popover controller: a fresh id (or one made before: a clash), sometimes
    /// an id in use (a controller, view, popover, segue, `keyboard`) or empty; content mostly free.
    func newPopover(_ random: inout SplitMix64) -> PopoverController {
        let id: String
        switch random.below(100) {
        case 0..<60: id = "made\(random.below(12))"
        case 60..<70: id = "new\(random.below(1_000_000))"
        case 70..<95: id = random.pick(ids.controllers + ids.others + ids.popovers + ids.segues + ["keyboard", "statusBar"]) ?? "keyboard"
        default: id = ""
        }
        let content: String =
            switch random.below(100) {
            case 0..<50: pick(ids.detached, &random)
            case 50..<70: pick(ids.popoverContents, &random)
            case 70..<90: pick(ids.controllers, &random)
            default: random.pick(Self.unknownIds) ?? ""
            }
        let passthrough = random.chance(20) ? (0..<random.int(in: 1...2)).map { _ in random.chance(90) ? random.pick(ids.others) ?? "" : "ghost" } : []
        return PopoverController(
            id: id, content: content, contentSize: random.chance(30) ? oddSize(&random) : nil,
            passthroughViews: passthrough, layoutMargins: PopoverDraws.margins(&random),
            background: PopoverDraws.background(&random), rotationPolicy: random.pick(PopoverController.RotationPolicy.self),
            dismissOnBackground: random.chance(30))
    }

    /// The top-level node each node of `layout` sits in (itself for a top-level node).
    static func topLevel(_ layout: SceneLayout) -> [String: String] {
        var top: [String: String] = [:]
        for node in layout.nodes {
            top[node.id] = node.parent.flatMap { top[$0] } ?? node.id
        }
        return top
    }
}
