/// Touches: taps and swipes, hit-tested against the layout (window coordinates, points, y down).
extension Scene {
    /// Throws unless a touch at `point` can happen: the app is in the foreground and the point is
    /// on the screen.
    func checkTouch(_ point: Point) throws(ModelError) {
        guard !state.backgrounded else { throw ModelError.state(.touchInBackground) }
        let screen = ScreenMetrics.screen(state.orientation)
        guard screen.contains(point) else {
            throw ModelError.state(.pointOutsideScreen(point: point, screen: screen.size))
        }
    }

    /// Where a touch at `target` lands: the point, or the named node's centre (or the point at
    /// its offset); a node the current layout does not have is an unknown id, an offset outside
    /// its frame is refused.
    func point(of target: TouchTarget) throws(ModelError) -> Point {
        switch target {
        case .point(let point):
            return point
        case .node(let id, let offset):
            guard let frame = laidOut.placed.first(where: { $0.node.id == id })?.node.frame else {
                throw ModelError.unknown(id, .layoutNode)
            }
            guard let offset else { return Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2) }
            guard (0...frame.size.width).contains(offset.x), (0...frame.size.height).contains(offset.y) else {
                throw ModelError.state(.offsetOutsideNode(node: id, offset: offset, size: frame.size))
            }
            return Point(x: frame.minX + offset.x, y: frame.minY + offset.y)
        }
    }

    /// The node a touch at `point` reaches.
    func hitNode(at point: Point) -> PlacedNode? {
        HitTester(laidOut.placed).hit(point)
    }

    /// The `hit` result field: `{id, kind}` or null.
    static func hitField(_ node: PlacedNode?) -> Field {
        Field(.hit, node.map { .fields([Field(.id, .string($0.node.id)), Field(.kind, .string($0.node.kind.name))]) } ?? .null)
    }

    /// A tap: hit-tests front to back, then fires what was hit — back button: pop; bar button item
    /// or view with an action: the action; tab bar item: the user's tab selection (TAB-01);
    /// anything else (dimming under a sheet, status bar, bars, plain views): nothing.
    /// Result: `hit` `{id, kind}`, `action` (name or null), then the action's own result.
    mutating func tap(at point: Point, answers: DelegateAnswers) throws(ModelError) -> CommandOutcome {
        try checkTouch(point)
        let placed = laidOut.placed
        let tester = HitTester(placed)
        let position = tester.position(at: point)
        let node = position.map { placed[$0] }
        let chain = position.map { tester.ancestry(of: $0) } ?? []
        if let intercepted = try presentationIntercept(node, chain: chain, placed: placed, answers: answers) { return intercepted }
        var action: TapAction?
        var step = Step()
        switch node?.role {
        case .backButton(let nav)?:
            action = .pop
            step = try pop(nav, animated: true)
        case .item(let id)? where !state.isEnabled(item: id, index: index):
            break  // POP-35: a disabled item takes no taps
        case .item(let id)?:
            if let declared = index.items[id]?.action, let owner = index.owners[id] {
                (action, step) = try perform(declared, owner: owner, sender: id)
            }
        case .view(let id)? where index.actionSheetButtons[id] != nil:
            if let button = index.actionSheetButtons[id] {
                action = .actionSheetButton
                step = try dismissActionSheet(button.sheet, buttonIndex: button.index, clicked: true, animated: true)
            }
        case .view(let id)?:
            if let declared = index.views[id]?.action, let owner = index.owners[id] {
                (action, step) = try perform(declared, owner: owner, sender: id)
            } else if let kind = index.views[id]?.kind, Scene.takesText(kind) {
                action = .becomeFirstResponder
                step = try showKeyboard(responder: id)
            }
        case .searchClear(let searchBar)?:
            action = .clearSearch
            step = try clearSearch(searchBar)
        case .splitButton(let split)?:
            action = .toggleMaster
            step = try toggleSplitMaster(split, animated: true)
        case .listButton(let split, let backPart)? where backPart > 0 && node.map({ point.x < $0.node.frame.minX + backPart }) == true:
            // SVC-08: the back half of the single left button.
            action = .pop
            if let nav = hierarchy.parent(of: split) { step = try pop(nav, animated: true) }
        case .listButton(let split, _)? where hierarchy.splitHidesMaster(split):
            action = .toggleMaster
            step = try toggleSplitMaster(split, animated: true)
        case .tabItem(let tab, let i)?:
            action = .selectTab
            switch try tapTab(tab, index: i, answers: answers) {
            case .needsAnswer(let question): return .needsAnswer(question)
            case .done(let done): step = done
            }
        case .listButton?:
            break  // the list button of a split view whose side shows already: nothing
        case .statusBar?, .controller?, .navigationBar?, .toolbar?, .title?, .tabBar?, .dimming?, .popover?, .keyboard?, .divider?,
            .splitMaster?, .splitToolbar?, nil:
            break  // chrome, plain views and nothing at all take no taps
        }
        let result = [Scene.hitField(node), Field(.action, action.map { .string($0.rawValue) } ?? .null)] + step.result
        return .done(events: step.events, result: result)
    }

    /// A swipe: on a page view controller (the hit controller or an ancestor) a left swipe turns
    /// forward and a right swipe back (TAB-02); at either end, or anywhere else, nothing changes
    /// and a `swipe` event reports it. Result: `hit`, `direction`, `handled`, then the turn's result.
    mutating func swipe(from point: Point, direction: SwipeDirection) throws(ModelError) -> CommandOutcome {
        try checkTouch(point)
        let node = hitNode(at: point)
        let owner = node.flatMap(controller(for:))
        let pageView = owner.flatMap { index.type(of: $0) == .pageView ? $0 : hierarchy.nearest(.pageView, above: $0) }
        var result = [Scene.hitField(node), Field(.direction, .string(direction.rawValue))]
        if let split = splitForSwipe(from: owner, direction: direction) {  // SPL-08
            let step = try toggleSplitMaster(split, animated: true)
            return .done(events: step.events, result: result + [Field(.handled, .bool(true))] + step.result)
        }
        if let pageView, direction == .left || direction == .right {
            let target = (state.currentPages[pageView] ?? 0) + (direction == .left ? 1 : -1)
            if index.childIds(pageView).indices.contains(target) {
                let step = try changePage(pageView, to: target, userTurn: true)
                return .done(events: step.events, result: result + [Field(.handled, .bool(true))] + step.result)
            }
        }
        result.append(Field(.handled, .bool(false)))
        let event = SceneEvent(
            .swipe, target: owner,
            fields: [
                Field(.from, .point(point)), Field(.direction, .string(direction.rawValue)),
                Field(.hit, node.map { .string($0.node.id) } ?? .null),
            ])
        return .done(events: [event], result: result)
    }

    /// The controller a hit node belongs to (`nil` for the status bar and dimming views).
    func controller(for node: PlacedNode) -> String? {
        switch node.role {
        case .statusBar, .dimming, .keyboard: nil
        case .splitButton(let split), .divider(let split), .listButton(let split, _), .splitToolbar(let split): split
        case .splitMaster(let split): hierarchy.container(split).children.first
        case .view(let id), .item(let id): index.owners[id]
        case .controller, .navigationBar, .toolbar, .title, .backButton, .tabBar, .tabItem, .popover, .searchClear: node.owner
        }
    }
}
