import PopsplitModel

/// Views, navigation items and bar button items (phase 1: no actions yet).
extension DocumentGenerator {
    /// UIKit's bar button system item names popsplit knows (protocol.md, section 8.7).
    static let systemItems = [
        "done", "cancel", "edit", "save", "undo", "redo", "add", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward",
        "pageCurl", "flexibleSpace", "fixedSpace",
    ]

    /// A view at subview depth `depth` (subviews down to depth 2), frame in its superview's
    /// coordinates (points, y down): mostly inside a superview of `bounds`, sometimes anywhere.
    mutating func view(depth: Int, in bounds: Size = Size(width: 700, height: 900)) -> ViewSpec {
        let id = fresh("v")
        viewIds.append(id)
        let kind = random.pick(ViewKind.self)
        let frame: Rect
        if random.chance(85) {
            let x = random.points(in: 0...max(0, bounds.width - 10))
            let y = random.points(in: 0...max(0, bounds.height - 10))
            frame = Rect(
                x: x, y: y, width: number(in: 0...min(400, bounds.width - x)),
                height: number(in: 0...min(300, bounds.height - y)))
        } else {
            frame = Rect(
                x: number(in: -50...900), y: number(in: -50...1100),
                width: random.chance(20) ? 0 : number(in: 0...400), height: random.chance(20) ? 0 : number(in: 0...300))
        }
        var spec = ViewSpec(
            id: id, kind: kind, frame: frame,
            autoresizing: Set(AutoresizingFlag.allCases.filter { _ in random.chance(30) }))
        if random.chance(50) { spec.title = title() }
        spec.hidden = random.chance(10)
        switch random.below(10) {
        case 0: spec.userInteractionEnabled = false
        case 1: spec.userInteractionEnabled = true
        default: break
        }
        if kind == .toolbar || kind == .navigationBar { spec.items = items(count: random.int(in: 0...4)) }
        if depth < 2 { spec.subviews = (0..<random.int(in: 0...2)).map { _ in view(depth: depth + 1, in: frame.size) } }
        return spec
    }

    /// A navigation item with random items, titles and flags.
    mutating func navigationItem() -> NavigationItemSpec {
        var item = NavigationItemSpec()
        if random.chance(30) { item.title = title() }
        if random.chance(15) {
            let id = fresh("v")
            viewIds.append(id)
            item.titleView = ViewSpec(
                id: id, kind: random.pick([ViewKind.segmentedControl, .searchBar, .view, .label]) ?? .view,
                frame: Rect(x: 0, y: 0, width: number(in: 0...500), height: number(in: 0...40)),
                hidden: random.chance(10))
            if item.titleView?.kind == .searchBar, random.chance(30) {
                item.titleView?.searchDisplay = SearchDisplaySpec(results: random.chance(50) ? ["One", "Two"] : [])
            }
        }
        item.leftItems = items(count: random.int(in: 0...2))
        item.rightItems = items(count: random.int(in: 0...3))
        if random.chance(30) { item.backButtonTitle = title() }
        item.hidesBackButton = random.chance(15)
        if random.chance(20) { item.spareItems = items(count: random.int(in: 1...2)) }  // NAV-08
        return item
    }

    /// `count` bar button items: titled, system or image items, some with an explicit width.
    mutating func items(count: Int) -> [BarButtonItemSpec] {
        (0..<count).map { _ in
            let id = fresh("i")
            itemIds.append(id)
            var item = BarButtonItemSpec(id: id)
            switch random.below(10) {
            case 0..<5: item.title = title()
            case 5..<9: item.systemItem = random.pick(Self.systemItems)
            default: break
            }
            if random.chance(20) { item.width = number(in: 0...120) }
            return item
        }
    }
}
