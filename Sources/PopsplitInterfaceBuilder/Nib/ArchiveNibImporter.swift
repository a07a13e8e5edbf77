import PopsplitDocument
import PopsplitJSON
import PopsplitModel

/// Imports an Xcode 4 keyed-archive nib (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB">`)
/// into a scene document: a window nib's split view controller (else its first controller) is the
/// root, with its master and detail, navigation stacks, tabs, bar items and views; a nib that
/// holds only a view is a controller's own nib, opened as a plain root controller `filesOwner`
/// whose views are that view's subviews. Custom class names come from the nib's table of
/// flattened properties. A nib has no segues: popovers and detail swaps are made in code.
struct ArchiveNibImporter {
    /// The `<archive>` element.
    let root: XMLElement
    /// What the walk records.
    var log = ImportLog()
    /// Every `<object>` with an `id`, by id (what `<reference ref=...>` names).
    var objects: [String: XMLElement] = [:]
    /// Custom class names by object id.
    var customClasses: [String: String] = [:]
    /// The ids of the controllers emitted, against a reference cycle.
    var emitted: Set<String> = []
    /// The outlet connections (`IBCocoaTouchOutletConnection`): label, source id, destination id.
    var outlets: [(label: String, source: String, destination: String)] = []

    /// Whether a nib made for the iPhone is opened too (a universal app's shared nib).
    let acceptsIPhone: Bool

    /// An importer of `root`.
    init(root: XMLElement, acceptsIPhone: Bool = false) {
        self.root = root
        self.acceptsIPhone = acceptsIPhone
    }

    /// The scene document, or nil with an error diagnostic.
    mutating func run() -> ImportedDocument {
        log.carry(root)
        let type = root.attribute("type") ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
            log.report(.error, .unsupportedFile, at: root, "not an iOS nib: the archive's type is \(type.isEmpty ? "missing" : type)")
            return result(nil)
        }
        guard type.contains(".iPad.") || acceptsIPhone else {
            log.report(
                .error, .unsupportedFile, at: root,
                "this nib is for the iPhone (type \(type)); popsplit models the iPad: open an iPad nib (com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB)")
            return result(nil)
        }
        guard let version = root.attribute("version"), version.hasPrefix("7.") || version.hasPrefix("8.") else {
            log.report(
                .error, .unsupportedFile, at: root, "unknown nib archive version \"\(root.attribute("version") ?? "")\": popsplit reads Xcode 4's (7.10, 8.00)")
            return result(nil)
        }
        guard let data = root.child(named: "data") else {
            log.report(.error, .unsupportedFile, at: root, "the nib archive has no <data>")
            return result(nil)
        }
        log.carry(data)
        index(data)
        readCustomClasses(data)
        readOutlets(data)
        var profile = "ios5.0"
        if let target = value(data, "IBDocument.SystemTarget").flatMap({ Int($0.text.trimmed) }) {
            profile = StoryboardHeader.profile(deploymentTarget: target)
        }
        guard let rootObjects = keyed(data, "IBDocument.RootObjects") else {
            log.report(.error, .unsupportedFile, at: data, "the nib archive has no root objects (IBDocument.RootObjects)")
            return result(nil)
        }
        log.carry(rootObjects)
        let top = rootObjects.children.compactMap(resolve)
        var document = JSONObject()
        document["popsplit"] = .int(1)
        document["profile"] = .string(profile)
        let controllers = top.filter { ArchiveClass.controllers[$0.attribute("class") ?? ""] != nil }
        let chosen = rootController(among: controllers)
        if let chosen {
            document["orientation"] = .string(orientation(of: chosen) ?? "portrait")
            document["root"] = controllerJSON(chosen, depth: 0)
            let others = controllers.filter { $0.attribute("id") != chosen.attribute("id") && !emitted.contains($0.attribute("id") ?? "") }
                .map { controllerJSON($0, depth: 0) }
            if !others.isEmpty { document["controllers"] = .array(others) }
        } else if let view = top.first(where: { ArchiveClass.views[$0.attribute("class") ?? ""] != nil }) {
            document["orientation"] = .string(orientation(of: view) ?? "portrait")
            var owner = JSONObject()
            owner["id"] = .string("filesOwner")
            owner["type"] = .string(ControllerType.plain.rawValue)
            log.carry(view)
            owner["views"] = .array(subviews(of: view, depth: 1))
            document["root"] = .object(owner)
            log.report(
                .information, .defaulted, at: view,
                "a controller's own nib: its view is opened as the view of a plain root controller \"filesOwner\" (File's Owner)")
        } else {
            log.report(.error, .unsupportedFile, at: rootObjects, "the nib holds no view controller and no view to open")
            return result(nil)
        }
        return result(.object(document))
    }

    /// The result, with the report of what was left out.
    mutating func result(_ document: JSONValue?) -> ImportedDocument {
        log.imported(format: .xib, document: document, root: root)
    }

    // MARK: The archive's structure

    /// Records every `<object>` with an id inside `element`.
    private mutating func index(_ element: XMLElement) {
        for child in element.children {
            if child.name == "object", let id = child.attribute("id"), objects[id] == nil { objects[id] = child }
            index(child)
        }
    }

    /// Reads `flattenedProperties`' `N.CustomClassName` strings, N being an object record's
    /// `objectID`, into custom class names by object id.
    private mutating func readCustomClasses(_ data: XMLElement) {
        guard let objectsRoot = data.children.first(where: { $0.attribute("key") == "IBDocument.Objects" }) else { return }
        var idsByRecord: [String: String] = [:]
        func walk(_ element: XMLElement) {
            if element.attribute("class") == "IBObjectRecord",
                let record = element.children.first(where: { $0.attribute("key") == "objectID" })?.text.trimmed,
                let ref = element.children.first(where: { $0.attribute("key") == "object" })?.attribute("ref")
            {
                idsByRecord[record] = ref
            }
            for child in element.children { walk(child) }
        }
        walk(objectsRoot)
        func classes(_ element: XMLElement) {
            if element.name == "string", let key = element.attribute("key"), key.hasSuffix(".CustomClassName") {
                let record = String(key.dropLast(".CustomClassName".count))
                if let id = idsByRecord[record] { customClasses[id] = element.text.trimmed }
            }
            for child in element.children { classes(child) }
        }
        classes(objectsRoot)
    }

    /// The root: the window's `rootViewController` outlet, else the first split view controller
    /// (UIKit's, or a versatile one by its class), else the first controller.
    private func rootController(among controllers: [XMLElement]) -> XMLElement? {
        if let root = outlets.first(where: { $0.label == "rootViewController" }),
            let found = controllers.first(where: { $0.attribute("id") == root.destination })
        {
            return found
        }
        let split = controllers.first { element in
            element.attribute("class") == "IBUISplitViewController"
                || customClasses[element.attribute("id") ?? ""].map(KnownClass.isVersatileSplit) == true
        }
        return split ?? controllers.first
    }

    /// Reads the outlet connections of `IBDocument.Objects`' connection records.
    private mutating func readOutlets(_ data: XMLElement) {
        guard let objectsRoot = data.children.first(where: { $0.attribute("key") == "IBDocument.Objects" }) else { return }
        var found: [(String, String, String)] = []
        func walk(_ element: XMLElement) {
            if element.attribute("class") == "IBCocoaTouchOutletConnection",
                let label = element.children.first(where: { $0.attribute("key") == "label" })?.text.trimmed,
                let source = element.children.first(where: { $0.attribute("key") == "source" })?.attribute("ref"),
                let destination = element.children.first(where: { $0.attribute("key") == "destination" })?.attribute("ref")
            {
                found.append((label, source, destination))
                return
            }
            for child in element.children { walk(child) }
        }
        walk(objectsRoot)
        outlets = found
    }

    /// The controller an outlet of `source` named one of `labels` leads to.
    private func outlet(of source: String, named labels: [String]) -> XMLElement? {
        for label in labels {
            if let connection = outlets.first(where: { $0.source == source && $0.label == label }), let object = objects[connection.destination] {
                return object
            }
        }
        return nil
    }

    /// The child of `element` with key `key`.
    private func keyed(_ element: XMLElement, _ key: String) -> XMLElement? {
        element.children.first { $0.attribute("key") == key }
    }

    /// The child of `element` with key `key`, carried (a value read).
    private mutating func value(_ element: XMLElement, _ key: String) -> XMLElement? {
        guard let found = keyed(element, key) else { return nil }
        log.carry(found)
        return found
    }

    /// The object an element stands for: itself when it is an `<object>`, the object a
    /// `<reference>` names.
    private func resolve(_ element: XMLElement) -> XMLElement? {
        if element.name == "object" { return element }
        if element.name == "reference", let ref = element.attribute("ref") { return objects[ref] }
        return nil
    }

    /// The object under key `key` of `element`, inline or referenced.
    private mutating func object(_ element: XMLElement, _ key: String) -> XMLElement? {
        guard let found = keyed(element, key) else { return nil }
        log.carry(found)
        return resolve(found)
    }

    /// The objects of the array under key `key` of `element`, inline or referenced.
    private mutating func array(_ element: XMLElement, _ key: String) -> [XMLElement] {
        guard let found = keyed(element, key) else { return [] }
        log.carry(found)
        return found.children.compactMap(resolve)
    }

    /// A string value under `key`.
    private mutating func string(_ element: XMLElement, _ key: String) -> String? { value(element, key)?.text }

    /// A boolean value under `key` (`YES` / `NO`).
    private mutating func bool(_ element: XMLElement, _ key: String) -> Bool? {
        value(element, key).map { $0.text.trimmed == "YES" }
    }

    /// The orientation an object's simulated metrics give.
    private mutating func orientation(of element: XMLElement) -> String? {
        guard let metrics = object(element, "IBUISimulatedOrientationMetrics") else { return nil }
        log.carryAll(metrics)
        let value = metrics.children.first { $0.attribute("key") == "IBUIInterfaceOrientation" || $0.attribute("key") == "interfaceOrientation" }
        switch value?.text.trimmed {
        case "3": return "landscapeRight"
        case "4": return "landscapeLeft"
        case "2": return "portraitUpsideDown"
        case "1": return "portrait"
        default: return nil
        }
    }

    // MARK: Controllers

    /// A controller object as a scene document controller.
    private mutating func controllerJSON(_ element: XMLElement, depth: Int) -> JSONValue {
        let id = element.attribute("id") ?? "controller\(emitted.count)"
        emitted.insert(id)
        log.declare(id, at: element)
        let className = element.attribute("class") ?? ""
        var type = ArchiveClass.controllers[className] ?? .plain
        if let custom = customClasses[id], KnownClass.isVersatileSplit(custom) { type = .versatileSplit }
        var object = JSONObject()
        object["id"] = .string(id)
        object["type"] = .string(type.rawValue)
        if let title = string(element, "IBUITitle") { object["title"] = .string(title) }
        if let custom = customClasses[id] { object["customClass"] = .string(custom) }
        if let item = self.object(element, "IBUINavigationItem") { if let value = navigationItemJSON(item) { object["navigationItem"] = value } }
        let toolbarItems = array(element, "IBUIToolbarItems").compactMap { barButtonItemJSON($0) }
        if !toolbarItems.isEmpty { object["toolbarItems"] = .array(toolbarItems) }
        if let tab = self.object(element, "IBUITabBarItem") {
            log.carry(tab)
            let system = string(tab, "IBUISystemItemIdentifier").flatMap { Int($0.trimmed) }.flatMap {
                TabBarSystemItem.allCases.indices.contains($0) ? TabBarSystemItem.allCases[$0].title : nil
            }
            if let title = system ?? string(tab, "IBUITitle") { object["tabBarTitle"] = .string(title) }
        }
        if let size = string(element, "IBUIContentSizeForViewInPopover"), let values = ArchiveGeometry.numbers(size), values.count == 2 {
            object["contentSizeForViewInPopover"] = .array(values.map { .double($0) })
        }
        if let nib = string(element, "IBUINibName") {
            log.nibReferences.append(NibReference(controller: id, name: nib.trimmed))
            log.reportDefault(
                id, keys: ["views"], at: element,
                "controller \(id) loads its view from the nib \(nib): import that nib too, or give its views in the companion document")
        }
        for key in [
            "IBUISimulatedOrientationMetrics", "IBUISimulatedStatusBarMetrics", "IBUISimulatedTopBarMetrics", "IBUISimulatedBottomBarMetrics",
            "IBUISimulatedDestinationMetrics",
        ] {
            if let metrics = keyed(element, key) { log.carryAll(metrics) }
        }
        switch type {
        case .split, .versatileSplit:
            var panes = ["IBUIMasterViewController", "IBUIDetailViewController"].compactMap { self.object(element, $0) }
            if panes.isEmpty {
                // A split view library's controller (MGSplitViewController) holds its panes by outlets.
                panes = [
                    outlet(of: id, named: ["masterViewController", "sideViewController"]),
                    outlet(of: id, named: ["detailViewController", "mainViewController"]),
                ].compactMap { $0 }
            }
            object["children"] = .array(panes.compactMap { child(of: $0, depth: depth) })
            if type == .split {
                object["implementsWillHide"] = .bool(false)
                log.reportDefault(
                    id, keys: ["implementsWillHide", "masterButton", "hidesMasterInPortrait", "hidesMasterInLandscape", "implementsShouldHide"], at: element,
                    "split view controller \(id): its delegate is set in code, not in the nib; with no companion document it implements nothing (UIKit's defaults: the master hides in portrait and no bar button item shows it). Say what the delegate does in the companion document (implementsWillHide, masterButton, hidesMasterInPortrait)"
                )
            }
        case .navigation, .tabBar:
            if let bar = keyed(element, type == .navigation ? "IBUINavigationBar" : "IBUITabBar") { log.carryAll(bar) }
            if type == .navigation, bool(element, "IBUIToolbarHidden") == false { object["toolbarHidden"] = .bool(false) }
            if let toolbar = keyed(element, "IBUIToolbar") { log.carryAll(toolbar) }
            object["children"] = .array(array(element, "IBUIViewControllers").compactMap { child(of: $0, depth: depth) })
        case .plain, .pageView, .container:
            if let view = self.object(element, "IBUIView") {
                log.carry(view)
                if className == "IBUITableViewController" || view.attribute("class") == "IBUITableView" {
                    if var table = viewJSON(view, depth: 1)?.objectValue {
                        if case .array(let frame)? = table["frame"], frame.count == 4 {
                            table["frame"] = .array([.double(0), .double(0), frame[2], frame[3]])
                        }
                        table["autoresizing"] = .array([.string("flexibleWidth"), .string("flexibleHeight")])
                        object["views"] = .array([.object(table)])
                    }
                } else {
                    frameRead(view)
                    let views = subviews(of: view, depth: 1)
                    if !views.isEmpty { object["views"] = .array(views) }
                }
            }
        }
        return .object(object)
    }

    /// A contained controller, unless it was already emitted (a reference cycle) or too deep.
    private mutating func child(of element: XMLElement, depth: Int) -> JSONValue? {
        guard depth < StoryboardImporter.maxControllerDepth, ArchiveClass.controllers[element.attribute("class") ?? ""] != nil,
            !emitted.contains(element.attribute("id") ?? "")
        else { return nil }
        return controllerJSON(element, depth: depth + 1)
    }

    /// A navigation item: its title and left and right items.
    private mutating func navigationItemJSON(_ element: XMLElement) -> JSONValue? {
        log.carry(element)
        var object = JSONObject()
        if let title = string(element, "IBUITitle") { object["title"] = .string(title) }
        var left = array(element, "IBUILeftBarButtonItems").compactMap { barButtonItemJSON($0) }
        if let item = self.object(element, "IBUILeftBarButtonItem"), let value = barButtonItemJSON(item) { left.insert(value, at: 0) }
        var right = array(element, "IBUIRightBarButtonItems").compactMap { barButtonItemJSON($0) }
        if let item = self.object(element, "IBUIRightBarButtonItem"), let value = barButtonItemJSON(item) { right.insert(value, at: 0) }
        if !left.isEmpty { object["leftItems"] = .array(left) }
        if !right.isEmpty { object["rightItems"] = .array(right) }
        return object.count == 0 ? nil : .object(object)
    }

    /// A bar button item.
    private mutating func barButtonItemJSON(_ element: XMLElement) -> JSONValue? {
        guard element.attribute("class") == "IBUIBarButtonItem" else { return nil }
        var object = JSONObject()
        if let id = element.attribute("id") {
            object["id"] = .string(id)
            log.declare(id, at: element)
        }
        if let system = string(element, "IBUISystemItemIdentifier").flatMap({ Int($0.trimmed) }) {
            // The names are in UIKit's order: an item's number is its index.
            if BarButtonSystemItemName.all.indices.contains(system) {
                object["systemItem"] = .string(BarButtonSystemItemName.all[system])
            }
        }
        if object["systemItem"] == nil, let title = string(element, "IBUITitle") { object["title"] = .string(title) }
        if let width = string(element, "IBUIWidth").flatMap({ Double($0.trimmed) }), width.isFinite, width > 0, width <= 100_000 {
            object["width"] = .double(width)
        }
        if bool(element, "IBUIEnabled") == false { object["enabled"] = .bool(false) }
        for key in ["IBUIStyle", "IBUIToolbar", "IBUINavigationBar"] { _ = value(element, key) }
        return .object(object)
    }

    // MARK: Views

    /// The views in `view`'s `NSSubviews`.
    private mutating func subviews(of view: XMLElement, depth: Int) -> [JSONValue] {
        array(view, "NSSubviews").compactMap { viewJSON($0, depth: depth) }
    }

    /// Marks a view's own geometry and bookkeeping values as read.
    private mutating func frameRead(_ view: XMLElement) {
        for key in ["NSFrame", "NSFrameSize", "NSvFlags", "NSSuperview", "NSNextResponder", "NSWindow", "NSNextKeyView", "IBUIBackgroundColor"] {
            if let value = keyed(view, key) { log.carryAll(value) }
        }
    }

    /// A view object as a scene document view, or nil when it is not a view.
    private mutating func viewJSON(_ element: XMLElement, depth: Int) -> JSONValue? {
        let className = element.attribute("class") ?? ""
        let kind: ViewKind
        if let known = ArchiveClass.views[className] {
            kind = known
        } else if ArchiveClass.plainViews.contains(className) {
            kind = .view
            log.report(
                .information, .notCarried, at: element,
                "\(className) \(element.attribute("id") ?? "") is drawn as a plain view; its frame and subviews are kept")
        } else {
            return nil
        }
        var object = JSONObject()
        if let id = element.attribute("id") {
            object["id"] = .string(id)
            log.declare(id, at: element)
        } else {
            log.carry(element)
        }
        object["kind"] = .string(kind.rawValue)
        let frame = ArchiveGeometry.frame(frame: string(element, "NSFrame"), size: string(element, "NSFrameSize")) ?? [0, 0, 0, 0]
        object["frame"] = .array(frame.map { .double($0) })
        if let flags = string(element, "NSvFlags").flatMap({ Int($0.trimmed) }) {
            let names = ArchiveClass.autoresizingBits.filter { flags & $0.bit != 0 }.map(\.flag.rawValue)
            if !names.isEmpty { object["autoresizing"] = .array(names.map { .string($0) }) }
        }
        frameRead(element)
        let title: String? =
            switch kind {
            case .button: string(element, "IBUINormalTitle")
            case .label, .textView: string(element, "IBUIText")
            case .textField: string(element, "IBUIText") ?? string(element, "IBUIPlaceholder")
            case .searchBar: string(element, "IBUIPlaceholder") ?? string(element, "IBUIText")
            default: nil
            }
        if let title { object["title"] = .string(title) }
        if bool(element, "IBUIHidden") == true { object["hidden"] = .bool(true) }
        if let id = element.attribute("id"), let custom = customClasses[id] { object["customClass"] = .string(custom) }
        if bool(element, "IBUIUserInteractionEnabled") == false { object["userInteractionEnabled"] = .bool(false) }
        if kind == .toolbar {
            let items = array(element, "IBUIItems").compactMap { barButtonItemJSON($0) }
            if !items.isEmpty { object["items"] = .array(items) }
        }
        if depth < 100 {
            let inner = subviews(of: element, depth: depth + 1)
            if !inner.isEmpty { object["subviews"] = .array(inner) }
        }
        return .object(object)
    }
}

extension String {
    /// The string without leading and trailing white space (a keyed archive's values).
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
