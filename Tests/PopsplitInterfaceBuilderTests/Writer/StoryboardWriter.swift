import PopsplitJSON

/// Test-only: writes a scene document as the iPad storyboard that imports back to it, the mapping
/// of protocol.md section 8.13 run in reverse. One scene per controller (the root's tree first,
/// then each tree of `controllers`, parents before their children), as Xcode writes them:
/// containment as relationship segues in the container's connections; a controller's `views` as
/// the subviews of its root view; items, navigation items, tab bar items and static tables in
/// their elements; each segue in the connections of the view, item or cell whose action performs
/// it (else of its source controller), a `{"dismiss": true}` action as an unwind segue; a modal
/// segue's style as its destination's `modalPresentationStyle`; the profile as the deployment
/// target and the orientation as the initial controller's simulated orientation.
///
/// An id that does not look like an Interface Builder object id (`Abc-12-xYz`) is written as the
/// controller's `storyboardIdentifier` or the segue's `identifier`, with an object id of the
/// writer's own. Writes only what the mapping carries; what it cannot express (a split view's
/// delegate options, `selected` rows, tints ...) is not written.
struct StoryboardWriter {
    /// How to write the file where the mapping leaves a choice.
    struct Options {
        /// The document version: `2.0` (Xcode 4.5) or `3.0` (Xcode 5).
        var version = "3.0"
        /// Whether to write the deployment target of an `ios6` document (`2.0` and `3.0` files
        /// without one import as `ios6`); other profiles always write theirs.
        var writesIOS6Deployment = true
    }

    /// The document written.
    let document: JSONObject
    /// The options.
    let options: Options
    /// The text so far.
    private var out = ""
    /// The writer's own object ids handed out so far.
    private var counter = 0
    /// Each controller's object id, by its scene document id.
    private var objectIds: [String: String] = [:]
    /// Each segue by id.
    private var seguesById: [String: JSONObject] = [:]
    /// The segues of each controller that no view, item or row performs, in document order.
    private var untriggered: [String: [JSONObject]] = [:]
    /// The ids of bar button items (a popover anchored on one names it as an item).
    private var itemIds: Set<String> = []
    /// The modal presentation style of each destination (by scene document id).
    private var modalStyles: [String: String] = [:]
    /// The object id of the exit placeholder of the scene being written (where its unwind segues lead).
    private var exitId = ""

    /// The storyboard of `document`.
    static func write(_ document: JSONValue, options: Options = Options()) -> String {
        var writer = StoryboardWriter(document: document.objectValue ?? JSONObject(), options: options)
        writer.prepare()
        writer.writeDocument()
        return writer.out
    }

    private init(document: JSONObject, options: Options) {
        self.document = document
        self.options = options
    }

    // MARK: Ids

    /// Whether `id` has the shape of an Interface Builder object id (three, two and three letters
    /// or digits between dashes).
    static func isObjectId(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 3, parts[1].count == 2, parts[2].count == 3 else { return false }
        return parts.allSatisfy { $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) } }
    }

    /// A fresh object id of the writer's (never one of the generator's shapes).
    private mutating func freshId() -> String {
        counter += 1
        return "_w\(counter)"
    }

    /// Every controller of the document, parents before children, root's tree first.
    private var allControllers: [JSONObject] {
        var result: [JSONObject] = []
        func walk(_ controller: JSONObject) {
            result.append(controller)
            for child in controller["children"]?.arrayValue ?? [] { if let object = child.objectValue { walk(object) } }
        }
        if let root = document["root"]?.objectValue { walk(root) }
        for other in document["controllers"]?.arrayValue ?? [] { if let object = other.objectValue { walk(object) } }
        return result
    }

    /// Gives controllers their object ids, finds the segues no trigger performs, the modal styles
    /// and the item ids.
    private mutating func prepare() {
        for controller in allControllers {
            let id = controller["id"]?.stringValue ?? ""
            objectIds[id] = Self.isObjectId(id) ? id : freshId()
        }
        var triggered: Set<String> = []
        func visit(_ value: JSONValue) {
            switch value {
            case .object(let object):
                if let segue = object["action"]?["segue"]?.stringValue { triggered.insert(segue) }
                for (key, member) in object.members {
                    if key == "items" || key == "leftItems" || key == "rightItems" || key == "toolbarItems" {
                        for item in member.arrayValue ?? [] { if let id = item["id"]?.stringValue { itemIds.insert(id) } }
                    }
                    visit(member)
                }
            case .array(let elements):
                for element in elements { visit(element) }
            default:
                break
            }
        }
        if let root = document["root"] { visit(root) }
        if let controllers = document["controllers"] { visit(controllers) }
        for segue in document["segues"]?.arrayValue ?? [] {
            guard let object = segue.objectValue, let id = object["id"]?.stringValue else { continue }
            seguesById[id] = object
            if !triggered.contains(id) { untriggered[object["source"]?.stringValue ?? "", default: []].append(object) }
            if object["kind"]?.stringValue == "modal", let destination = object["destination"]?.stringValue,
                let style = object["style"]?.stringValue, modalStyles[destination] == nil
            {
                modalStyles[destination] = style
            }
        }
    }

    // MARK: Text

    /// An attribute value escaped for XML (line ends and tabs as character references, so that
    /// attribute value normalisation keeps them).
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number as Interface Builder writes it (`0.0`, `768`, `12.25`), read back exactly.
    static func number(_ value: JSONValue?) -> String {
        let double = value?.doubleValue ?? 0
        if double == double.rounded(), abs(double) < 1e15 { return double == 0 ? "0.0" : String(Int64(double)) }
        return "\(double)"
    }

    /// Writes one line at `depth`.
    private mutating func line(_ depth: Int, _ text: String) {
        out += String(repeating: "    ", count: depth) + text + "\n"
    }

    /// Attributes as text: ` name="value"` for each pair with a value.
    private static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
    }

    // MARK: Document

    private mutating func writeDocument() {
        let root = document["root"]?.objectValue ?? JSONObject()
        let rootId = objectIds[root["id"]?.stringValue ?? ""] ?? ""
        line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>")
        let tools = options.version == "3.0" ? ("4514", "13A603") : ("2844", "12C60")
        line(
            0,
            "<document"
                + Self.attributes([
                    ("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"), ("version", options.version), ("toolsVersion", tools.0),
                    ("systemVersion", tools.1), ("targetRuntime", "iOS.CocoaTouch.iPad"), ("propertyAccessControl", "none"),
                    ("initialViewController", rootId),
                ]) + ">")
        line(1, "<dependencies>")
        let profile = document["profile"]?.stringValue ?? "ios6"
        let target: String? =
            switch profile {
            case "ios5.0": "1280"
            case "ios5.1": "1296"
            default: options.writesIOS6Deployment ? "1536" : nil
            }
        if let target { line(2, "<deployment defaultVersion=\"\(target)\" identifier=\"iOS\"/>") }
        line(2, "<plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"3747\"/>")
        line(1, "</dependencies>")
        line(1, "<scenes>")
        for controller in allControllers {
            let isRoot = controller["id"] == root["id"]
            writeScene(controller, isInitial: isRoot)
        }
        line(1, "</scenes>")
        line(1, "<simulatedMetricsContainer key=\"defaultSimulatedMetrics\">")
        line(2, "<simulatedStatusBarMetrics key=\"statusBar\"/>")
        line(2, "<simulatedOrientationMetrics key=\"orientation\"/>")
        line(2, "<simulatedScreenMetrics key=\"destination\"/>")
        line(1, "</simulatedMetricsContainer>")
        line(0, "</document>")
    }

    /// One scene: the controller, its first responder placeholder, and the exit placeholder.
    private mutating func writeScene(_ controller: JSONObject, isInitial: Bool) {
        line(2, "<!--\(Self.element(of: controller["type"]?.stringValue ?? "plain").name)-->")
        line(2, "<scene sceneID=\"\(freshId())\">")
        exitId = freshId()
        line(3, "<objects>")
        writeController(controller, isInitial: isInitial)
        line(4, "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(freshId())\" sceneMemberID=\"firstResponder\"/>")
        line(4, "<exit id=\"\(exitId)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>")
        line(3, "</objects>")
        line(3, "<point key=\"canvasLocation\" x=\"\(counter * 10)\" y=\"0.0\"/>")
        line(2, "</scene>")
    }

    // MARK: Controllers

    /// The element name of a controller type (and the class a versatile split view has when the
    /// document names none).
    private static func element(of type: String) -> (name: String, customClass: String?) {
        switch type {
        case "navigation": ("navigationController", nil)
        case "tabBar": ("tabBarController", nil)
        case "split": ("splitViewController", nil)
        case "versatileSplit": ("splitViewController", "MGSplitViewController")
        default: ("viewController", nil)
        }
    }

    private mutating func writeController(_ controller: JSONObject, isInitial: Bool) {
        let depth = 4
        let id = controller["id"]?.stringValue ?? ""
        let objectId = objectIds[id] ?? id
        let type = controller["type"]?.stringValue ?? "plain"
        let (name, customClass) = Self.element(of: type)
        var pairs: [(String, String?)] = [("title", controller["title"]?.stringValue)]
        if objectId != id { pairs.append(("storyboardIdentifier", id)) }
        pairs.append(("modalPresentationStyle", modalStyles[id]))
        if type == "navigation" {
            pairs.append(("definesPresentationContext", "YES"))
            if controller["toolbarHidden"]?.boolValue == false { pairs.append(("toolbarHidden", "NO")) }
            if controller["navigationBarHidden"]?.boolValue == true { pairs.append(("navigationBarHidden", "YES")) }
        }
        pairs += [("id", objectId), ("customClass", controller["customClass"]?.stringValue ?? customClass), ("sceneMemberID", "viewController")]
        line(depth, "<\(name)" + Self.attributes(pairs) + ">")
        switch type {
        case "navigation":
            let style = controller["navigationBar"]?["barStyle"]?.stringValue
            line(
                depth + 1, "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\"" + Self.attributes([("barStyle", style)]) + " id=\"\(freshId())\">"
            )
            line(depth + 2, "<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"768\" height=\"44\"/>")
            line(depth + 2, "<autoresizingMask key=\"autoresizingMask\"/>")
            line(depth + 1, "</navigationBar>")
            if controller["toolbarHidden"]?.boolValue == false {
                line(depth + 1, "<toolbar key=\"toolbar\" opaque=\"NO\" clearsContextBeforeDrawing=\"NO\" contentMode=\"scaleToFill\" id=\"\(freshId())\">")
                line(depth + 2, "<rect key=\"frame\" x=\"0.0\" y=\"980\" width=\"768\" height=\"44\"/>")
                line(depth + 2, "<autoresizingMask key=\"autoresizingMask\"/>")
                line(depth + 1, "</toolbar>")
            }
        case "tabBar":
            line(depth + 1, "<tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"\(freshId())\">")
            line(depth + 2, "<rect key=\"frame\" x=\"0.0\" y=\"975\" width=\"768\" height=\"49\"/>")
            line(depth + 2, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMinY=\"YES\"/>")
            line(depth + 1, "</tabBar>")
        case "split", "versatileSplit":
            break
        default:
            writeRootView(controller["views"]?.arrayValue ?? [], depth: depth + 1)
        }
        if let items = controller["toolbarItems"]?.arrayValue, !items.isEmpty {
            line(depth + 1, "<toolbarItems>")
            for item in items { writeItem(item, key: nil, depth: depth + 2) }
            line(depth + 1, "</toolbarItems>")
        }
        if let item = controller["navigationItem"]?.objectValue { writeNavigationItem(item, depth: depth + 1) }
        if let title = controller["tabBarTitle"]?.stringValue {
            line(depth + 1, "<tabBarItem key=\"tabBarItem\"" + Self.attributes([("title", title)]) + " id=\"\(freshId())\"/>")
        }
        if isInitial, let orientation = document["orientation"]?.stringValue {
            line(depth + 1, "<simulatedOrientationMetrics key=\"simulatedOrientationMetrics\" orientation=\"\(orientation)\"/>")
        }
        if let size = controller["contentSizeForViewInPopover"]?.arrayValue, size.count == 2 {
            let key = options.version == "3.0" ? "<size key=\"preferredContentSize\"" : "<value key=\"contentSizeForViewInPopover\" type=\"size\""
            line(depth + 1, key + " width=\"\(Self.number(size[0]))\" height=\"\(Self.number(size[1]))\"/>")
        }
        var connections: [String] = []
        let children = controller["children"]?.arrayValue ?? []
        for (index, child) in children.enumerated() {
            let childId = objectIds[child["id"]?.stringValue ?? ""] ?? ""
            let relationship =
                switch type {
                case "navigation": "rootViewController"
                case "tabBar": "viewControllers"
                default: index == 0 ? "masterViewController" : "detailViewController"
                }
            connections.append(
                "<segue" + Self.attributes([("destination", childId), ("kind", "relationship"), ("relationship", relationship), ("id", freshId())]) + "/>")
        }
        let own = untriggered[id] ?? []
        if !connections.isEmpty || !own.isEmpty {
            line(depth + 1, "<connections>")
            for connection in connections { line(depth + 2, connection) }
            for segue in own { writeSegue(segue, depth: depth + 2) }
            line(depth + 1, "</connections>")
        }
        line(depth, "</\(name)>")
    }

    /// A plain controller's root view, its views as the root view's subviews.
    private mutating func writeRootView(_ views: [JSONValue], depth: Int) {
        line(depth, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(freshId())\">")
        line(depth + 1, "<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"768\" height=\"1004\"/>")
        line(depth + 1, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
        if !views.isEmpty {
            line(depth + 1, "<subviews>")
            for view in views { writeView(view, key: nil, depth: depth + 2) }
            line(depth + 1, "</subviews>")
        }
        line(depth + 1, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
        line(depth, "</view>")
    }

    /// A navigation item: title, back button title, flags, left and right items, title view.
    private mutating func writeNavigationItem(_ item: JSONObject, depth: Int) {
        var pairs: [(String, String?)] = [("key", "navigationItem"), ("title", item["title"]?.stringValue)]
        if item["hidesBackButton"]?.boolValue == true { pairs.append(("hidesBackButton", "YES")) }
        if item["leftItemsSupplementBackButton"]?.boolValue == true { pairs.append(("leftItemsSupplementBackButton", "YES")) }
        pairs.append(("id", freshId()))
        line(depth, "<navigationItem" + Self.attributes(pairs) + ">")
        if let back = item["backButtonTitle"]?.stringValue {
            line(depth + 1, "<barButtonItem key=\"backBarButtonItem\"" + Self.attributes([("title", back)]) + " id=\"\(freshId())\"/>")
        }
        writeSide("left", item["leftItems"]?.arrayValue ?? [], depth: depth + 1)
        writeSide("right", item["rightItems"]?.arrayValue ?? [], depth: depth + 1)
        if let titleView = item["titleView"] { writeView(titleView, key: "titleView", depth: depth + 1) }
        line(depth, "</navigationItem>")
    }

    /// The left or right items of a navigation item: one as `<side>BarButtonItem`, more in
    /// `<side>BarButtonItems`.
    private mutating func writeSide(_ side: String, _ items: [JSONValue], depth: Int) {
        if items.count == 1 {
            writeItem(items[0], key: "\(side)BarButtonItem", depth: depth)
        } else if items.count > 1 {
            line(depth, "<\(side)BarButtonItems>")
            for item in items { writeItem(item, key: nil, depth: depth + 1) }
            line(depth, "</\(side)BarButtonItems>")
        }
    }

    /// A bar button item, with the segue its action performs.
    private mutating func writeItem(_ item: JSONValue, key: String?, depth: Int) {
        var pairs: [(String, String?)] = [
            ("key", key), ("title", item["title"]?.stringValue), ("systemItem", item["systemItem"]?.stringValue),
            ("style", "plain"),
        ]
        if let width = item["width"] { pairs.append(("width", Self.number(width))) }
        if item["enabled"]?.boolValue == false { pairs.append(("enabled", "NO")) }
        pairs.append(("id", item["id"]?.stringValue ?? freshId()))
        let action = item["action"]
        guard action != nil else {
            line(depth, "<barButtonItem" + Self.attributes(pairs) + "/>")
            return
        }
        line(depth, "<barButtonItem" + Self.attributes(pairs) + ">")
        writeActionConnections(action, depth: depth + 1)
        line(depth, "</barButtonItem>")
    }

    /// The connections of a trigger whose action is `action`: the segue it performs, or an
    /// unwind segue for a dismissal.
    private mutating func writeActionConnections(_ action: JSONValue?, depth: Int) {
        guard let action else { return }
        line(depth, "<connections>")
        if let id = action["segue"]?.stringValue, let segue = seguesById[id] {
            writeSegue(segue, depth: depth + 1)
        } else if action["dismiss"]?.boolValue == true {
            line(depth + 1, "<segue destination=\"\(exitId)\" kind=\"unwind\" unwindAction=\"done:\" id=\"\(freshId())\"/>")
        }
        line(depth, "</connections>")
    }

    // MARK: Segues

    private mutating func writeSegue(_ segue: JSONObject, depth: Int) {
        let id = segue["id"]?.stringValue ?? ""
        let kind = segue["kind"]?.stringValue ?? "push"
        let destination = objectIds[segue["destination"]?.stringValue ?? ""] ?? (segue["destination"]?.stringValue ?? "")
        var pairs: [(String, String?)] = [("destination", destination), ("kind", kind)]
        if !Self.isObjectId(id) { pairs.append(("identifier", id)) }
        switch kind {
        case "modal":
            pairs.append(("modalTransitionStyle", segue["transition"]?.stringValue))
        case "popover":
            if let anchor = segue["anchor"]?.stringValue {
                pairs.append((itemIds.contains(anchor) ? "popoverAnchorBarButtonItem" : "popoverAnchorView", anchor))
            }
        case "replace":
            pairs.append(("splitViewControllerTargetIndex", segue["replaces"]?.stringValue == "master" ? "0" : "1"))
        default:
            break
        }
        pairs.append(("id", Self.isObjectId(id) ? id : freshId()))
        let arrows = segue["arrows"]
        guard kind == "popover", let arrows else {
            line(depth, "<segue" + Self.attributes(pairs) + "/>")
            return
        }
        line(depth, "<segue" + Self.attributes(pairs) + ">")
        let set = arrows.stringValue == "any" ? ["up", "down", "left", "right"] : (arrows.arrayValue ?? []).compactMap(\.stringValue)
        line(depth + 1, "<popoverArrowDirection key=\"popoverArrowDirection\"" + set.map { " \($0)=\"YES\"" }.joined() + "/>")
        line(depth, "</segue>")
    }

    // MARK: Views

    /// The element of each view kind.
    static let elements: [String: String] = [
        "view": "view", "button": "button", "label": "label", "table": "tableView", "toolbar": "toolbar",
        "navigationBar": "navigationBar", "searchBar": "searchBar", "image": "imageView", "textField": "textField",
        "textView": "textView", "segmentedControl": "segmentedControl", "switch": "switch", "slider": "slider",
        "scrollView": "scrollView",
    ]

    /// The autoresizing flags and their attributes, in the mask's order.
    static let autoresizing: [(flag: String, attribute: String)] = [
        ("flexibleLeftMargin", "flexibleMinX"), ("flexibleWidth", "widthSizable"), ("flexibleRightMargin", "flexibleMaxX"),
        ("flexibleTopMargin", "flexibleMinY"), ("flexibleHeight", "heightSizable"), ("flexibleBottomMargin", "flexibleMaxY"),
    ]

    private mutating func writeView(_ view: JSONValue, key: String?, depth: Int) {
        let kind = view["kind"]?.stringValue ?? "view"
        let name = Self.elements[kind] ?? "view"
        let title = view["title"]?.stringValue
        let rows = view["rows"]?.arrayValue ?? []
        var pairs: [(String, String?)] = [("key", key)]
        if view["hidden"]?.boolValue == true { pairs.append(("hidden", "YES")) }
        pairs.append(("opaque", "NO"))
        if view["userInteractionEnabled"]?.boolValue == false { pairs.append(("userInteractionEnabled", "NO")) }
        pairs.append(("contentMode", "scaleToFill"))
        switch kind {
        case "label", "textField": pairs.append(("text", title))
        case "searchBar": pairs.append(("placeholder", title))
        case "toolbar", "navigationBar": pairs.append(("barStyle", view["barStyle"]?.stringValue))
        case "table":
            pairs.append(("style", "plain"))
            if !rows.isEmpty { pairs.append(("dataMode", "static")) }
            pairs.append(("rowHeight", "44"))
        case "button": pairs.append(("buttonType", "roundedRect"))
        default: break
        }
        pairs.append(("id", view["id"]?.stringValue ?? freshId()))
        pairs.append(("customClass", view["customClass"]?.stringValue))
        line(depth, "<\(name)" + Self.attributes(pairs) + ">")
        let frame = view["frame"]?.arrayValue ?? []
        let numbers = (0..<4).map { Self.number(frame.indices.contains($0) ? frame[$0] : nil) }
        line(depth + 1, "<rect key=\"frame\" x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\"/>")
        let flags = Set((view["autoresizing"]?.arrayValue ?? []).compactMap(\.stringValue))
        line(
            depth + 1,
            "<autoresizingMask key=\"autoresizingMask\"" + Self.autoresizing.filter { flags.contains($0.flag) }.map { " \($0.attribute)=\"YES\"" }.joined()
                + "/>")
        switch kind {
        case "button":
            if let title { line(depth + 1, "<state key=\"normal\"" + Self.attributes([("title", title)]) + "/>") }
        case "textView":
            if let title { line(depth + 1, "<string key=\"text\">" + Self.escape(title) + "</string>") }
        case "toolbar":
            let items = view["items"]?.arrayValue ?? []
            if !items.isEmpty {
                line(depth + 1, "<items>")
                for item in items { writeItem(item, key: nil, depth: depth + 2) }
                line(depth + 1, "</items>")
            }
        case "navigationBar":
            let items = view["items"]?.arrayValue ?? []
            if title != nil || !items.isEmpty {
                line(depth + 1, "<items>")
                line(depth + 2, "<navigationItem" + Self.attributes([("title", title), ("id", freshId())]) + ">")
                let half = (items.count + 1) / 2
                writeSide("left", Array(items[..<half]), depth: depth + 3)
                writeSide("right", Array(items[half...]), depth: depth + 3)
                line(depth + 2, "</navigationItem>")
                line(depth + 1, "</items>")
            }
        case "table":
            writeSections(rows, depth: depth + 1)
        default:
            break
        }
        if let subviews = view["subviews"]?.arrayValue, !subviews.isEmpty {
            line(depth + 1, "<subviews>")
            for subview in subviews { writeView(subview, key: nil, depth: depth + 2) }
            line(depth + 1, "</subviews>")
        }
        line(depth + 1, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
        writeActionConnections(view["action"], depth: depth + 1)
        line(depth, "</\(name)>")
    }

    /// A static table's rows as cells, three to a section.
    private mutating func writeSections(_ rows: [JSONValue], depth: Int) {
        guard !rows.isEmpty else { return }
        line(depth, "<sections>")
        var start = 0
        while start < rows.count {
            line(depth + 1, "<tableViewSection id=\"\(freshId())\">")
            line(depth + 2, "<cells>")
            for (offset, row) in rows[start..<min(start + 3, rows.count)].enumerated() {
                writeCell(row, y: 44 * (start + offset), depth: depth + 3)
            }
            line(depth + 2, "</cells>")
            line(depth + 1, "</tableViewSection>")
            start += 3
        }
        line(depth, "</sections>")
    }

    /// One static cell: its labels in its content view, its accessory, its action's segue.
    private mutating func writeCell(_ row: JSONValue, y: Int, depth: Int) {
        let title = row["title"]?.stringValue
        let detail = row["detail"]?.stringValue
        let titleId = title.map { _ in freshId() }
        let detailId = detail.map { _ in freshId() }
        let pairs: [(String, String?)] = [
            ("contentMode", "scaleToFill"), ("selectionStyle", "blue"), ("accessoryType", row["accessory"]?.stringValue),
            ("textLabel", titleId), ("detailTextLabel", detailId),
            ("style", detail == nil ? "IBUITableViewCellStyleDefault" : "IBUITableViewCellStyleValue1"),
            ("id", row["id"]?.stringValue ?? freshId()),
        ]
        line(depth, "<tableViewCell" + Self.attributes(pairs) + ">")
        line(depth + 1, "<rect key=\"frame\" x=\"0.0\" y=\"\(y)\" width=\"768\" height=\"44\"/>")
        line(depth + 1, "<autoresizingMask key=\"autoresizingMask\"/>")
        line(depth + 1, "<tableViewCellContentView key=\"contentView\" opaque=\"NO\" contentMode=\"center\" id=\"\(freshId())\">")
        line(depth + 2, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"735\" height=\"43\"/>")
        line(depth + 2, "<autoresizingMask key=\"autoresizingMask\"/>")
        if titleId != nil || detailId != nil {
            line(depth + 2, "<subviews>")
            for (text, labelId, x) in [(title, titleId, 15), (detail, detailId, 600)] {
                guard let text, let labelId else { continue }
                line(depth + 3, "<label opaque=\"NO\" contentMode=\"left\"" + Self.attributes([("text", text), ("id", labelId)]) + ">")
                line(depth + 4, "<rect key=\"frame\" x=\"\(x)\" y=\"11\" width=\"120\" height=\"21\"/>")
                line(depth + 4, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
                line(depth + 3, "</label>")
            }
            line(depth + 2, "</subviews>")
        }
        line(depth + 1, "</tableViewCellContentView>")
        writeActionConnections(row["action"], depth: depth + 1)
        line(depth, "</tableViewCell>")
    }
}
