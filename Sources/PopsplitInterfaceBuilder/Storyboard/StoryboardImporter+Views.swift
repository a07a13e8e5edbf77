import PopsplitDocument
import PopsplitJSON
import PopsplitModel

extension StoryboardImporter {
    /// The autoresizing mask's attributes and the scene document's flags, in the document's order.
    static let autoresizingFlags: [(attribute: String, flag: AutoresizingFlag)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// View `element` as a scene document view, or nil when the element is not a view (it is
    /// then reported as not carried). `origin` is where its superview stands in the
    /// controller's root view (for container views' frames).
    mutating func viewJSON(_ element: XMLElement, origin: (x: Double, y: Double), depth: Int) -> JSONValue? {
        guard let (kind, noted) = ViewElement.kind(of: element.name) else { return nil }
        var object = JSONObject()
        if let id = element.attribute("id") {
            object["id"] = .string(id)
            log.declare(id, at: element)
        } else {
            log.carry(element)
        }
        if noted {
            log.report(
                .information, .notCarried, at: element,
                "<\(element.name)> \(element.attribute("id") ?? "") is drawn as a plain view (popsplit has no \(element.name)); its frame and subviews are kept"
            )
        }
        object["kind"] = .string(kind.rawValue)
        let frame = frame(of: element)
        object["frame"] = .array(frame.map { .double($0) })
        let flags = autoresizing(of: element)
        if !flags.isEmpty { object["autoresizing"] = .array(flags.map { .string($0) }) }
        if let title = title(of: element, kind: kind) { object["title"] = .string(title) }
        if element.flag("hidden") { object["hidden"] = .bool(true) }
        if let customClass = element.attribute("customClass"), !customClass.isEmpty { object["customClass"] = .string(customClass) }
        if element.attribute("userInteractionEnabled") == "NO" { object["userInteractionEnabled"] = .bool(false) }
        if kind == .toolbar || kind == .navigationBar {
            if let style = barStyle(element.attribute("barStyle")), style != "default" { object["barStyle"] = .string(style) }
            let items = barItems(of: element, kind: kind)
            if !items.isEmpty { object["items"] = .array(items) }
        }
        if kind == .table {
            let rows = tableRows(of: element)
            if !rows.isEmpty { object["rows"] = .array(rows) }
        }
        if element.name == "containerView", let id = element.attribute("id") {
            containerFrames[id] = [origin.x + frame[0], origin.y + frame[1], frame[2], frame[3]]
        }
        if let action = action(of: element) { object["action"] = action }
        if let subviews = element.child(named: "subviews") {
            log.carry(subviews)
            let inner = (origin.x + frame[0], origin.y + frame[1])
            let values = subviews.children.compactMap { viewJSON($0, origin: inner, depth: depth + 1) }
            if !values.isEmpty { object["subviews"] = .array(values) }
        }
        return .object(object)
    }

    /// `element`'s frame, `[x, y, width, height]` (zeros where the file has none).
    mutating func frame(of element: XMLElement) -> [Double] {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else {
            return [0, 0, 0, 0]
        }
        log.carry(rect)
        return ["x", "y", "width", "height"].map { number(rect.attribute($0)) ?? 0 }
    }

    /// `element`'s autoresizing flags.
    mutating func autoresizing(of element: XMLElement) -> [String] {
        guard let mask = element.child(named: "autoresizingMask") else { return [] }
        log.carry(mask)
        return Self.autoresizingFlags.filter { mask.flag($0.attribute) }.map(\.flag.rawValue)
    }

    /// The title or text a view of `kind` shows.
    mutating func title(of element: XMLElement, kind: ViewKind) -> String? {
        switch kind {
        case .button:
            let normal = element.children.first { $0.name == "state" && $0.attribute("key") == "normal" }
            if let normal { log.carry(normal) }
            return normal?.attribute("title") ?? element.attribute("title")
        case .label:
            return element.attribute("text")
        case .textField:
            return element.attribute("text") ?? element.attribute("placeholder")
        case .searchBar:
            return element.attribute("placeholder") ?? element.attribute("text")
        case .textView:
            if let text = element.attribute("text") { return text }
            if let string = element.children.first(where: { $0.name == "string" && $0.attribute("key") == "text" }) {
                log.carry(string)
                return string.text
            }
            return nil
        case .navigationBar:
            let item = element.child(named: "items")?.children.first { $0.name == "navigationItem" }
            return item?.attribute("title")
        case .view, .table, .toolbar, .image, .segmentedControl, .switch, .slider, .scrollView, .tableCell:
            return nil
        }
    }

    /// The bar button items of a toolbar (its `items`) or a navigation bar (the left then the
    /// right items of its navigation item).
    private mutating func barItems(of element: XMLElement, kind: ViewKind) -> [JSONValue] {
        guard let items = element.child(named: "items") else { return [] }
        log.carry(items)
        guard kind == .navigationBar else { return items.children.compactMap { barButtonItemJSON($0) } }
        guard let navigationItem = items.children.first(where: { $0.name == "navigationItem" }) else { return [] }
        log.carry(navigationItem)
        var values: [JSONValue] = []
        for side in ["left", "right"] {
            for child in navigationItem.children {
                if child.name == "barButtonItem", child.attribute("key") == "\(side)BarButtonItem" {
                    if let item = barButtonItemJSON(child) { values.append(item) }
                } else if child.name == "\(side)BarButtonItems" {
                    log.carry(child)
                    values += child.children.compactMap { barButtonItemJSON($0) }
                }
            }
        }
        return values
    }
}
