import PopsplitDocument
import PopsplitJSON

extension StoryboardImporter {
    /// A bar button item as the scene document's item, or nil when `element` is not one.
    mutating func barButtonItemJSON(_ element: XMLElement) -> JSONValue? {
        guard element.name == "barButtonItem" else { return nil }
        var object = JSONObject()
        if let id = element.attribute("id") {
            object["id"] = .string(id)
            log.declare(id, at: element)
        } else {
            log.carry(element)
        }
        if let system = element.attribute("systemItem") {
            if BarButtonSystemItemName.all.contains(system) {
                object["systemItem"] = .string(system)
            } else {
                log.report(.information, .notCarried, at: element, "system item \"\(system)\" is not one popsplit draws: the item shows its title")
            }
        }
        if object["systemItem"] == nil, let title = element.attribute("title") { object["title"] = .string(title) }
        if let width = number(element.attribute("width")), width >= 0, width > 0 || element.attribute("systemItem") == "fixedSpace" {
            object["width"] = .double(width)
        }
        if element.attribute("enabled") == "NO" { object["enabled"] = .bool(false) }
        if let action = action(of: element) { object["action"] = action }
        return .object(object)
    }

    /// A controller's navigation item, or nil when it has nothing the scene document carries.
    mutating func navigationItemJSON(_ element: XMLElement) -> JSONValue? {
        log.carry(element)
        var object = JSONObject()
        if let title = element.attribute("title") { object["title"] = .string(title) }
        var left: [JSONValue] = []
        var right: [JSONValue] = []
        for child in element.children {
            switch (child.name, child.attribute("key")) {
            case ("barButtonItem", "leftBarButtonItem"):
                if let item = barButtonItemJSON(child) { left.append(item) }
            case ("barButtonItem", "rightBarButtonItem"):
                if let item = barButtonItemJSON(child) { right.append(item) }
            case ("barButtonItem", "backBarButtonItem"):
                log.carry(child)
                if let title = child.attribute("title") { object["backButtonTitle"] = .string(title) }
            case ("leftBarButtonItems", _):
                log.carry(child)
                left += child.children.compactMap { barButtonItemJSON($0) }
            case ("rightBarButtonItems", _):
                log.carry(child)
                right += child.children.compactMap { barButtonItemJSON($0) }
            default:
                if child.attribute("key") == "titleView", let view = viewJSON(child, origin: (0, 0), depth: 1) {
                    object["titleView"] = view
                }
            }
        }
        if !left.isEmpty { object["leftItems"] = .array(left) }
        if !right.isEmpty { object["rightItems"] = .array(right) }
        if element.flag("hidesBackButton") { object["hidesBackButton"] = .bool(true) }
        if element.flag("leftItemsSupplementBackButton") { object["leftItemsSupplementBackButton"] = .bool(true) }
        return object.count == 0 ? nil : .object(object)
    }
}
