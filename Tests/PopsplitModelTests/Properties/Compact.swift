import PopsplitModel

/// Short, readable texts of commands, outcomes, values and snapshots for failure messages
/// (the default descriptions spell every module-qualified type name).
enum Compact {
    /// A command: `rotate(landscapeLeft, animated)`, `tap(12,40)` ...
    static func command(_ command: SceneCommand) -> String {
        /// `, animated` when animated.
        func a(_ animated: Bool) -> String { animated ? ", animated" : "" }
        switch command {
        case .rotate(let to, let animated): return "rotate(\(to.rawValue)\(a(animated)))"
        case .enterBackground: return "enterBackground"
        case .setNavigationItems(let controller, let side, let items): return "setNavigationItems(\(controller) \(side.rawValue) \(items))"
        case .enterForeground: return "enterForeground"
        case .push(let nav, let controller, let animated): return "push(\(controller) on \(nav)\(a(animated)))"
        case .pop(let nav, let animated): return "pop(\(nav)\(a(animated)))"
        case .popToRoot(let nav, let animated): return "popToRoot(\(nav)\(a(animated)))"
        case .setStack(let nav, let controllers, let animated): return "setStack(\(nav), \(controllers)\(a(animated)))"
        case .selectTab(let tab, let index): return "selectTab(\(tab), \(index))"
        case .turnPage(let page, let forward): return "turnPage(\(page), \(forward ? "forward" : "reverse"))"
        case .jumpToPage(let page, let index): return "jumpToPage(\(page), \(index))"
        case .presentModal(let presenter, let controller, let style, let transition, let animated):
            return "presentModal(\(controller) from \(presenter), \(style.rawValue), \(transition.rawValue)\(a(animated)))"
        case .dismissModal(let controller, let animated): return "dismissModal(\(controller)\(a(animated)))"
        case .performSegue(let id): return "performSegue(\(id))"
        case .tap(let at): return "tap\(target(at))"
        case .swipe(let from, let direction): return "swipe\(target(from)) \(direction.rawValue)"
        case .createPopover(let p): return "createPopover(\(popoverController(p)))"
        case .presentPopover(let p, let source, let arrows, let animated):
            return "presentPopover(\(p) from \(Self.source(source)), \(arrows.sorted().map(\.rawValue))\(a(animated)))"
        case .dismissPopover(let p, let animated): return "dismissPopover(\(p)\(a(animated)))"
        case .setPassthroughViews(let p, let views): return "setPassthroughViews(\(p), \(views))"
        case .setPopoverContentSize(let p, let size, let animated): return "setPopoverContentSize(\(p), \(size)\(a(animated)))"
        case .setPopoverContent(let p, let c, let animated): return "setPopoverContent(\(p), \(c)\(a(animated)))"
        case .setPopoverLayoutMargins(let p, let m): return "setPopoverLayoutMargins(\(p), \(m))"
        case .releasePopover(let p): return "releasePopover(\(p))"
        case .setContentSizeForViewInPopover(let c, let size): return "setContentSizeForViewInPopover(\(c), \(size))"
        case .setItemEnabled(let item, let enabled): return "setItemEnabled(\(item), \(enabled))"
        case .setModalInPopover(let c, let modal): return "setModalInPopover(\(c), \(modal))"
        case .showKeyboard(let view): return "showKeyboard(\(view ?? "nil"))"
        case .hideKeyboard: return "hideKeyboard"
        case .setInCallStatusBar(let visible): return "setInCallStatusBar(\(visible))"
        case .toggleSplitMaster(let split, let animated): return "toggleSplitMaster(\(split)\(a(animated)))"
        case .addChild(let container, let controller): return "addChild(\(controller) to \(container))"
        case .removeChild(let container, let controller): return "removeChild(\(controller) from \(container))"
        case .transitionChild(let container, let from, let to, let animated): return "transitionChild(\(from) -> \(to) in \(container)\(a(animated)))"
        case .drag(let from, let to): return "drag\(point(from))->\(point(to))"
        case .setSplitPoint(let split, let p, let landscape, let animated):
            return "setSplitPoint(\(split), \(p), \(landscape.map { $0 ? "landscape" : "portrait" } ?? "both")\(a(animated)))"
        case .typeText(let text): return "typeText(\(text))"
        case .clearSearch(let bar): return "clearSearch(\(bar))"
        case .showSearchResults(let bar): return "showSearchResults(\(bar))"
        case .showActionSheet(let id, let source, let animated): return "showActionSheet(\(id) from \(Self.source(source))\(a(animated)))"
        case .dismissActionSheet(let id, let i, let animated): return "dismissActionSheet(\(id), \(i)\(a(animated)))"
        }
    }

    /// Where a popover is presented from: `[x,y,w,h] in view` or a bar button item's id.
    static func source(_ source: PopoverSource) -> String {
        switch source {
        case .rect(let r, let view): "\(rect(r)) in \(view)"
        case .barButtonItem(let item): "item \(item)"
        }
    }

    /// A popover controller with the options that differ from UIKit's defaults.
    static func popoverController(_ p: PopoverController) -> String {
        var text = "\(p.id) content \(p.content)"
        if let size = p.contentSize { text += ", contentSize \(size)" }
        if !p.passthroughViews.isEmpty { text += ", passthrough \(p.passthroughViews)" }
        if p.layoutMargins != EdgeInsets(all: 10) { text += ", margins \(p.layoutMargins)" }
        if p.background != .iOS6 {
            let b = p.background
            text += ", background arrow \(number(b.arrowHeight))/\(number(b.arrowBase)) insets \(b.contentInsets) clearance \(number(b.cornerClearance))"
        }
        if p.rotationPolicy != .keep { text += ", rotation \(p.rotationPolicy.rawValue)" }
        if p.dismissOnBackground { text += ", dismissOnBackground" }
        if p.owner != .app { text += ", owner \(p.owner.rawValue)" }
        return text
    }

    /// An action of a view or item.
    static func action(_ action: ActionSpec) -> String {
        switch action {
        case .push(let controller): "push(\(controller))"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .present(let controller, let style, let transition): "present(\(controller), \(style.rawValue), \(transition.rawValue))"
        case .dismiss: "dismiss"
        case .segue(let id): "segue(\(id))"
        case .selectTab(let index): "selectTab(\(index))"
        case .custom(let name): "custom(\(name))"
        case .presentPopover(let popover, let arrows): "presentPopover(\(popover), \(arrows.sorted().map(\.rawValue)))"
        case .dismissPopover: "dismissPopover"
        case .showActionSheet(let id): "showActionSheet(\(id))"
        case .setItemEnabled(let item, let enabled): "\(enabled ? "enableItem" : "disableItem")(\(item))"
        }
    }

    /// A number: integral values below 1e15 as integers, others as Swift prints them (exact,
    /// unlike `Rect.description`, which overflows to `inf` above about 1.8e305).
    static func number(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    /// A rect as `[x,y,w,h]`.
    static func rect(_ r: Rect) -> String {
        "[" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: ",") + "]"
    }

    /// A point as `(x,y)`.
    static func point(_ p: Point) -> String { "(\(number(p.x)),\(number(p.y)))" }

    /// Where a touch lands: `(x,y)`, or `@node` (with `+(dx,dy)` at an offset).
    static func target(_ t: TouchTarget) -> String {
        switch t {
        case .point(let p): point(p)
        case .node(let id, let offset): "@\(id)" + (offset.map { "+" + point($0) } ?? "")
        }
    }

    /// What a call of `apply` gave.
    static func outcome(_ result: Result<CommandOutcome, ModelError>) -> String {
        switch result {
        case .failure(let error): "error \(error.kind.rawValue) '\(error.message)'"
        case .success(.needsAnswer(let question)): "question \(question.selector) \(fields(question.fields))"
        case .success(.done(let events, let result)): "events \(trace(events)), result \(fields(result))"
        }
    }

    /// `name@target` of each event.
    static func trace(_ events: [SceneEvent]) -> String {
        "[" + events.map { "\($0.name)@\($0.target ?? "app")" }.joined(separator: ", ") + "]"
    }

    /// Fields as `{name: value, ...}`.
    static func fields(_ fields: [Field]) -> String {
        "{" + fields.map { "\($0.name): \(value($0.value))" }.joined(separator: ", ") + "}"
    }

    /// One field value.
    static func value(_ value: FieldValue) -> String {
        switch value {
        case .string(let s): "\"\(s)\""
        case .number(let n): "\(n)"
        case .bool(let b): "\(b)"
        case .rect(let r): rect(r)
        case .point(let p): point(p)
        case .size(let s): "\(s)"
        case .strings(let list): "\(list)"
        case .stack(let stack): "\(stack)"
        case .fields(let nested): fields(nested)
        case .list(let groups): "[" + groups.map(fields).joined(separator: ", ") + "]"
        case .animation(let a): "{kind: \(a.kind.rawValue), duration: \(a.duration)}"
        case .null: "null"
        }
    }

    /// A snapshot, maps sorted by key.
    static func snapshot(_ s: SceneState) -> String {
        /// A map as `[key: value, ...]`, sorted by key.
        func sorted<V>(_ map: [String: V]) -> String {
            "[" + map.keys.sorted().map { "\($0): \(map[$0].map { "\($0)" } ?? "")" }.joined(separator: ", ") + "]"
        }
        let presentations = s.presentations.map { p -> String in
            switch p {
            case .modal(let m): return "\(m.presenter)->\(m.presented) \(m.style.rawValue) \(m.transition.rawValue)"
            case .popover(let p): return popover(p)
            case .splitSide(let side): return "\(side.split)->\(side.side) \(side.style.rawValue)"
            }
        }
        var text =
            "{\(s.orientation.rawValue)\(s.backgrounded ? ", backgrounded" : ""), stacks \(sorted(s.stacks)), "
            + "tabs \(sorted(s.selectedTabs)), pages \(sorted(s.currentPages)), presentations \(presentations)"
        let popovers = s.popovers ?? [:]
        if !popovers.isEmpty {
            text += ", popovers [" + popovers.keys.sorted().compactMap { popovers[$0].map(popoverController) }.joined(separator: "; ") + "]"
        }
        if !s.popoverSizes.isEmpty { text += ", popoverSizes \(sorted(s.popoverSizes))" }
        if !s.modalInPopover.isEmpty { text += ", modalInPopover \(sorted(s.modalInPopover))" }
        if s.keyboardShown { text += ", keyboard" }
        if let responder = s.firstResponder { text += ", firstResponder \(responder)" }
        if s.inCallStatusBar { text += ", inCall" }
        if !s.texts.isEmpty { text += ", texts \(sorted(s.texts))" }
        return text + "}"
    }

    /// A visible popover: `popover(content) from anchor, arrows, size`.
    static func popover(_ p: PopoverPresentation) -> String {
        let anchor: String
        switch p.anchor {
        case .rect(let view, let r, let window): anchor = "\(rect(r)) in \(view) (window \(rect(window)))"
        case .barButtonItem(let item, let window): anchor = "item \(item) (window \(rect(window)))"
        }
        return "popover \(p.popover)(\(p.presented)) by \(p.presenter) from \(anchor), \(p.permitted.sorted().map(\.rawValue)), \(p.contentSize)"
            + (p.needsPresentation ? ", needsPresentation" : "")
    }
}
