import PopsplitModel

/// A compact, readable outline of a document for failure messages.
extension SceneDocument {
    /// One line per controller, view, item and segue, indented by depth.
    var sketch: [String] {
        var lines = ["profile \(profile.rawValue), orientation \(orientation.rawValue)" + (statusBarHidden ? ", status bar hidden" : "")]
        lines += Self.sketch(root, depth: 0)
        for spec in controllers { lines += ["detached:"] + Self.sketch(spec, depth: 1) }
        lines += segues.map { segue in
            "segue \(segue.id): \(segue.kind.rawValue) \(segue.source) -> \(segue.destination), \(segue.style.rawValue), "
                + "\(segue.transition.rawValue)" + (segue.anchor.map { ", anchor \($0)" } ?? "")
                + (segue.kind == .popover && segue.arrows != ArrowDirection.any ? ", arrows \(segue.arrows.sorted().map(\.rawValue))" : "")
        }
        lines += popovers.map { "popover " + Compact.popoverController($0) }
        lines += actionSheets.map { sheet in
            "action sheet \(sheet.id)" + (sheet.title.map { " \"\($0)\"" } ?? "") + " buttons \(sheet.buttons)"
                + (sheet.cancelButtonIndex.map { ", cancel \($0)" } ?? "") + (sheet.destructiveButtonIndex.map { ", destructive \($0)" } ?? "")
        }
        return lines
    }

    /// A controller and its descendants.
    static func sketch(_ spec: ControllerSpec, depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        var head = "\(pad)\(spec.id) \(spec.type.rawValue)"
        if let title = spec.title { head += " \"\(title)\"" }
        if let supported = spec.supportedOrientations { head += " supports \(supported.map(\.rawValue).sorted())" }
        if spec.type == .tabBar || spec.type == .pageView { head += " selected \(spec.selectedIndex)" }
        if let options = spec.navigation {
            head += options.navigationBarHidden ? " bar hidden" : ""
            head += options.toolbarHidden ? "" : " toolbar shown"
            head += options.exactPopoverSizing ? " exactPopoverSizing" : ""
        }
        if let size = spec.contentSizeForViewInPopover { head += " popoverSize \(size)" }
        if spec.modalInPopover { head += " modalInPopover" }
        var lines = [head]
        let item = spec.navigationItem
        for (side, items) in [("left", item.leftItems), ("right", item.rightItems), ("toolbar", spec.toolbarItems)] {
            lines += items.map { "\(pad)  \(side) item \(sketch($0))" }
        }
        if let titleView = item.titleView { lines += sketch(titleView, pad: pad + "  title view ") }
        for view in spec.views { lines += sketch(view, pad: pad + "  ") }
        for child in spec.children { lines += sketch(child, depth: depth + 1) }
        return lines
    }

    /// A bar button item.
    static func sketch(_ item: BarButtonItemSpec) -> String {
        var text = item.id
        if let title = item.title { text += " \"\(title)\"" }
        if let system = item.systemItem { text += " \(system)" }
        if let width = item.width { text += " width \(Compact.number(width))" }
        if let action = item.action { text += " -> \(Compact.action(action))" }
        return text
    }

    /// A view and its items and subviews.
    static func sketch(_ view: ViewSpec, pad: String) -> [String] {
        var head = "\(pad)\(view.id) \(view.kind.rawValue) \(Compact.rect(view.frame))"
        if view.hidden { head += " hidden" }
        if let enabled = view.userInteractionEnabled { head += " interaction \(enabled)" }
        if !view.autoresizing.isEmpty { head += " autoresizing \(view.autoresizing.map(\.rawValue).sorted())" }
        if let action = view.action { head += " -> \(Compact.action(action))" }
        if let display = view.searchDisplay { head += " searchDisplay \"\(display.resultsTitle)\" \(display.results)" }
        var lines = [head]
        lines += view.items.map { "\(pad)  item \(sketch($0))" }
        for sub in view.subviews { lines += sketch(sub, pad: pad + "  ") }
        return lines
    }
}
