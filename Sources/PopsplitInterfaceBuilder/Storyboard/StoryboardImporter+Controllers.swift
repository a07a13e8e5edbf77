import PopsplitDocument
import PopsplitJSON
import PopsplitModel

extension StoryboardImporter {
    /// The deepest controllers nest in the document (a relationship cycle in a broken file stops here).
    static let maxControllerDepth = 100

    /// Controller `index` as a scene document controller, with its children.
    mutating func controllerJSON(_ index: Int, depth: Int, emitted: inout Set<String>) -> JSONValue {
        let record = controllers[index]
        emitted.insert(record.objectId)
        let element = record.element
        log.declare(record.id, at: element)
        var type = record.type
        if type == .plain, !(embeds[record.objectId] ?? []).isEmpty { type = .container }
        var object = JSONObject()
        object["id"] = .string(record.id)
        object["type"] = .string(type.rawValue)
        if let title = element.attribute("title"), !title.isEmpty { object["title"] = .string(title) }
        if let nib = element.attribute("nibName"), !nib.isEmpty {
            log.nibReferences.append(NibReference(controller: record.id, name: nib))
            log.reportDefault(
                record.id, keys: ["views"], at: element,
                "controller \(record.id) loads its view from the nib \(nib): import that nib too, or give its views in the companion document")
        }
        if let customClass = element.attribute("customClass"), !customClass.isEmpty { object["customClass"] = .string(customClass) }
        for child in element.children {
            switch child.name {
            case "navigationItem" where child.attribute("key") == "navigationItem":
                if let item = navigationItemJSON(child) { object["navigationItem"] = item }
            case "toolbarItems":
                log.carry(child)
                object["toolbarItems"] = .array(child.children.compactMap { barButtonItemJSON($0) })
            case "tabBarItem":
                log.carry(child)
                // A system item has UIKit's title whatever the file says (and its glyph by it).
                if let title = child.attribute("systemItem").flatMap(TabBarSystemItem.init(rawValue:))?.title ?? child.attribute("title") {
                    object["tabBarTitle"] = .string(title)
                }
            case "value", "size":
                let key = child.attribute("key")
                guard key == "contentSizeForViewInPopover" || key == "preferredContentSize" else { continue }
                log.carry(child)
                if let width = number(child.attribute("width")), let height = number(child.attribute("height")) {
                    object["contentSizeForViewInPopover"] = .array([.double(width), .double(height)])
                }
            case "navigationBar", "toolbar", "tabBar":
                log.carryAll(child)
                if type == .navigation, child.name == "navigationBar", let style = barStyle(child.attribute("barStyle")) {
                    object["navigationBar"] = .object(JSONObject([("barStyle", .string(style))]))
                }
            default:
                if child.name.hasPrefix("simulated") || child.name.hasSuffix("SimulatedSizeMetrics") { log.carryAll(child) }
            }
        }
        switch type {
        case .navigation:
            if element.attribute("toolbarHidden") == "NO" { object["toolbarHidden"] = .bool(false) }
            if element.attribute("navigationBarHidden") == "YES" { object["navigationBarHidden"] = .bool(true) }
            object["children"] = childControllers(children[record.objectId] ?? [], depth: depth, emitted: &emitted)
        case .tabBar:
            object["children"] = childControllers(children[record.objectId] ?? [], depth: depth, emitted: &emitted)
        case .split, .versatileSplit:
            let panes = splitPanes[record.objectId] ?? (nil, nil)
            object["children"] = childControllers([panes.master, panes.detail].compactMap { $0 }, depth: depth, emitted: &emitted)
            if type == .split {
                object["implementsWillHide"] = .bool(false)
                log.reportDefault(
                    record.id, keys: ["implementsWillHide", "masterButton", "hidesMasterInPortrait", "hidesMasterInLandscape", "implementsShouldHide"],
                    at: element,
                    "split view controller \(record.id): its delegate is set in code, not in the \(format.rawValue); with no companion document it implements nothing (UIKit's defaults: the master hides in portrait and no bar button item shows it). Say what the delegate does in the companion document (implementsWillHide, masterButton, hidesMasterInPortrait)"
                )
            }
        case .container:
            object["views"] = .array(rootViews(of: element))
            let embedded = embeds[record.objectId] ?? []
            object["children"] = childControllers(embedded.map(\.destination), depth: depth, emitted: &emitted)
            object["childFrames"] = .array(
                embedded.map { embed in
                    .array((containerFrames[embed.containerView] ?? [0, 0, 0, 0]).map { .double($0) })
                })
        case .plain, .pageView:
            let views = rootViews(of: element)
            if !views.isEmpty { object["views"] = .array(views) }
        }
        return .object(object)
    }

    /// The controllers with object ids `ids`, in order, as children.
    private mutating func childControllers(_ ids: [String], depth: Int, emitted: inout Set<String>) -> JSONValue {
        var values: [JSONValue] = []
        for id in ids {
            guard let index = controllerIndex[id] else {
                log.report(.warning, .unknownReference, at: nil, "a relationship names \(id), which is not a controller of the file")
                continue
            }
            guard depth < Self.maxControllerDepth, !emitted.contains(id) else {
                log.report(
                    .warning, .notCarried, at: controllers[index].element,
                    "controller \(controllers[index].id) is contained twice (a relationship cycle): left out the second time")
                continue
            }
            values.append(controllerJSON(index, depth: depth + 1, emitted: &emitted))
        }
        return .array(values)
    }

    /// The views of a controller's root view (not the root view itself: it fills what its
    /// container leaves it); a table view controller's table, which is its root view, as its one view.
    private mutating func rootViews(of element: XMLElement) -> [JSONValue] {
        guard let view = element.children.first(where: { $0.attribute("key") == "view" }) else { return [] }
        if view.name == "tableView" || view.name == "collectionView" {
            guard var table = viewJSON(view, origin: (0, 0), depth: 0)?.objectValue else { return [] }
            if case .array(let frame)? = table["frame"], frame.count == 4 {
                table["frame"] = .array([.double(0), .double(0), frame[2], frame[3]])
            }
            table["autoresizing"] = .array([.string("flexibleWidth"), .string("flexibleHeight")])
            return [.object(table)]
        }
        log.carry(view)
        for child in view.children where child.name == "rect" || child.name == "autoresizingMask" { log.carry(child) }
        guard let subviews = view.child(named: "subviews") else { return [] }
        log.carry(subviews)
        return subviews.children.compactMap { viewJSON($0, origin: (0, 0), depth: 1) }
    }

    /// The scene document's bar style for Interface Builder's (which also writes UIKit's
    /// deprecated `blackOpaque`, the same as `black`).
    func barStyle(_ name: String?) -> String? {
        (name == "blackOpaque" ? .black : name.flatMap(BarStyle.init(rawValue:)))?.rawValue
    }

    /// A finite number within the format's geometry bounds, from an attribute.
    func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, abs(value) <= 100_000 else { return nil }
        return value
    }
}
