import PopsplitJSON
import PopsplitTestSupport

/// Generates random scene documents within what a storyboard can express (protocol.md section
/// 8.13): a plain, navigation, tab bar, split or versatile split root and a few other scenes'
/// controllers; views of every kind with frames, autoresizing masks, titles where the kind shows
/// one, bar button items, static table rows; navigation items, toolbar items, tab bar titles;
/// push, modal, popover and replace segues, most performed by a button, an item or a row, a few by
/// code; unwind segues (a `{"dismiss": true}` action). Ids look like Interface Builder's object
/// ids (`Abc-12-xYz`), or, for controllers and segues, like storyboard identifiers
/// (`showDetail3`); controllers and views may name an app subclass (`customClass`), a versatile
/// split view controller always names the class it is recognised by. Every document decodes and opens: split view controllers are only the root,
/// navigation stacks hold plain controllers, destinations are listed in `controllers`, and every
/// modal segue to one destination has the same style (it is the destination's).
struct StoryboardSceneGenerator {
    /// The generator's draws.
    var random: SplitMix64
    /// Every id handed out.
    private var used: Set<String> = []
    /// The segues so far.
    private var segues: [JSONObject] = []
    /// The ids of the other scenes' controllers (the segues' destinations), decided first.
    private var destinations: [String] = []
    /// The modal presentation style of each destination, or nil for none (UIKit's full screen).
    private var styles: [String: String] = [:]
    /// Every view, row and item id (what a popover segue may be anchored on).
    private var anchors: [String] = []

    /// A generator drawing from `random`.
    init(random: SplitMix64) { self.random = random }

    /// Words titles are made of: XML's special characters, accents, an emoji, a tab and a line end.
    static let words = [
        "Inbox", "Mail", "Détails", "A & B", "<b>", "\"quoted\"", "it's", "😀", "Ünïcödé", "x", "Settings", "tab\there", "line\nend",
        " padded ", "≥ 2", "Fruit",
    ]

    /// The view kinds, and those that carry a title.
    static let kinds = [
        "view", "button", "label", "table", "toolbar", "navigationBar", "searchBar", "image", "textField", "textView",
        "segmentedControl", "switch", "slider", "scrollView",
    ]
    static let titled: Set<String> = ["button", "label", "textField", "textView", "searchBar", "navigationBar"]

    /// The system items.
    static let systemItems = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks",
        "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl",
    ]

    /// App subclasses: of controllers (none a versatile split view's name), of the versatile split
    /// view controllers the importer recognises by class, of views.
    static let controllerClasses = ["DetailViewController", "MasterViewController", "InboxController", "SettingsViewController"]
    static let versatileClasses = ["MGSplitViewController", "SplitViewController", "MailMGSplitViewController"]
    static let viewClasses = ["RoundedButton", "BadgeLabel", "GradientView"]

    /// The autoresizing flags in the mask's order.
    static let flags = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]

    // MARK: Ids and values

    /// A fresh object id (`Abc-12-xYz`).
    mutating func objectId() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            let parts = [3, 2, 3].map { count in String((0..<count).map { _ in random.element(letters) }) }
            let id = parts.joined(separator: "-")
            if used.insert(id).inserted { return id }
        }
    }

    /// A fresh storyboard identifier (`detail3`), or an object id, for a controller or a segue.
    mutating func namedId(_ stem: String) -> String {
        guard random.chance(40) else { return objectId() }
        var number = used.count
        while !used.insert("\(stem)\(number)").inserted { number += 1 }
        return "\(stem)\(number)"
    }

    /// A title of one to three words.
    mutating func title() -> String {
        (0..<random.int(in: 1...3)).map { _ in random.element(Self.words) }.joined(separator: " ")
    }

    /// A number of quarter points in `range`.
    mutating func points(_ range: ClosedRange<Double>) -> JSONValue { .double(random.points(in: range)) }

    // MARK: Document

    /// A document.
    mutating func document() -> JSONValue {
        var document = JSONObject()
        document["popsplit"] = 1
        if random.chance(70) { document["profile"] = .string(random.element(["ios5.0", "ios5.1", "ios6"])) }
        if random.chance(70) { document["orientation"] = .string(random.element(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])) }
        let others = random.int(in: 0...4)
        destinations = (0..<others).map { _ in namedId("scene") }
        for id in destinations where random.chance(50) {
            styles[id] = random.element(["fullScreen", "pageSheet", "formSheet", "currentContext"])
        }
        let rootType = random.element(["plain", "navigation", "tabBar", "split", "split", "versatileSplit"])
        document["root"] = controller(id: namedId("root"), type: rootType, depth: 0)
        var controllers: [JSONValue] = []
        for id in destinations {
            controllers.append(controller(id: id, type: random.element(["plain", "plain", "navigation", "tabBar"]), depth: 1))
        }
        if !controllers.isEmpty { document["controllers"] = .array(controllers) }
        for index in segues.indices where segues[index]["kind"] == "popover" && random.chance(40) {
            if let anchor = random.pick(anchors) { segues[index]["anchor"] = .string(anchor) }
        }
        if !segues.isEmpty { document["segues"] = .array(segues.map { .object($0) }) }
        return .object(document)
    }

    // MARK: Controllers

    /// A controller of `type` with its children and contents.
    mutating func controller(id: String, type: String, depth: Int) -> JSONValue {
        var object = JSONObject()
        object["id"] = .string(id)
        if type != "plain" || random.chance(50) { object["type"] = .string(type) }
        if random.chance(70) { object["title"] = .string(title()) }
        if type == "versatileSplit" {
            object["customClass"] = .string(random.element(Self.versatileClasses))
        } else if random.chance(40) {
            object["customClass"] = .string(random.element(Self.controllerClasses))
        }
        switch type {
        case "navigation":
            if random.chance(30) { object["toolbarHidden"] = false }
            if random.chance(15) { object["navigationBarHidden"] = true }
            if random.chance(30) { object["navigationBar"] = ["barStyle": .string(random.element(["default", "black", "blackTranslucent"]))] }
            object["children"] = [controller(id: namedId("list"), type: "plain", depth: depth + 1)]
        case "tabBar":
            object["children"] = .array(
                (0..<random.int(in: 1...4)).map { _ in
                    controller(id: namedId("tab"), type: random.chance(60) ? "plain" : "navigation", depth: depth + 1)
                })
        case "split", "versatileSplit":
            object["children"] = .array(
                (0..<2).map { _ in
                    controller(id: namedId("pane"), type: random.element(["plain", "navigation", "navigation", "tabBar"]), depth: depth + 1)
                })
        default:
            let views = (0..<random.int(in: 0...4)).map { _ in view(controller: id, depth: 0) }
            if !views.isEmpty { object["views"] = .array(views) }
        }
        if random.chance(type == "plain" ? 60 : 15), let item = navigationItem(controller: id) { object["navigationItem"] = item }
        if random.chance(25) { object["toolbarItems"] = .array((0..<random.int(in: 1...3)).map { _ in item(controller: id) }) }
        if random.chance(30) { object["tabBarTitle"] = .string(title()) }
        if random.chance(15) { object["contentSizeForViewInPopover"] = [points(0...1024), points(0...1024)] }
        if random.chance(15) { performedByCode(source: id) }
        return .object(object)
    }

    /// A navigation item with at least one member.
    mutating func navigationItem(controller: String) -> JSONValue? {
        var object = JSONObject()
        if random.chance(60) { object["title"] = .string(title()) }
        if random.chance(40) { object["leftItems"] = .array((0..<random.int(in: 1...3)).map { _ in item(controller: controller) }) }
        if random.chance(50) { object["rightItems"] = .array((0..<random.int(in: 1...3)).map { _ in item(controller: controller) }) }
        if random.chance(20) { object["backButtonTitle"] = .string(title()) }
        if random.chance(10) { object["hidesBackButton"] = true }
        if random.chance(10) { object["leftItemsSupplementBackButton"] = true }
        if random.chance(10) { object["titleView"] = view(controller: controller, depth: 3) }
        return object.count == 0 ? nil : .object(object)
    }

    /// A bar button item.
    mutating func item(controller: String) -> JSONValue {
        var object = JSONObject()
        let id = objectId()
        object["id"] = .string(id)
        anchors.append(id)
        let system = random.chance(40) ? random.element(Self.systemItems) : nil
        if let system {
            object["systemItem"] = .string(system)
        } else if random.chance(90) {
            object["title"] = .string(title())
        }
        if system == "fixedSpace" ? random.chance(70) : random.chance(15) {
            object["width"] = points(system == "fixedSpace" ? 0...200 : 0.25...200)
        }
        if random.chance(10) { object["enabled"] = false }
        if let action = action(source: controller) { object["action"] = action }
        return .object(object)
    }

    // MARK: Views

    /// A view, with subviews while `depth` allows.
    mutating func view(controller: String, depth: Int) -> JSONValue {
        var object = JSONObject()
        let id = objectId()
        object["id"] = .string(id)
        anchors.append(id)
        let kind = random.element(Self.kinds)
        object["kind"] = .string(kind)
        if random.chance(15) { object["customClass"] = .string(random.element(Self.viewClasses)) }
        object["frame"] = [points(-100...900), points(-100...1100), points(0...1024), points(0...1024)]
        let flags = Self.flags.filter { _ in random.chance(25) }
        if !flags.isEmpty { object["autoresizing"] = .array(flags.map { .string($0) }) }
        if Self.titled.contains(kind), random.chance(70) { object["title"] = .string(title()) }
        if random.chance(10) { object["hidden"] = true }
        if random.chance(10) { object["userInteractionEnabled"] = false }
        if kind == "toolbar" || kind == "navigationBar" {
            if random.chance(30) { object["barStyle"] = .string(random.element(["black", "blackTranslucent"])) }
            let items = (0..<random.int(in: 0...4)).map { _ in item(controller: controller) }
            if !items.isEmpty { object["items"] = .array(items) }
        }
        if kind == "table" {
            let rows = (0..<random.int(in: 0...7)).map { _ in row(controller: controller) }
            if !rows.isEmpty { object["rows"] = .array(rows) }
        }
        if kind == "button", let action = action(source: controller) { object["action"] = action }
        if depth < 3, random.chance(20) {
            object["subviews"] = .array((0..<random.int(in: 1...3)).map { _ in view(controller: controller, depth: depth + 1) })
        }
        return .object(object)
    }

    /// A static table's row.
    mutating func row(controller: String) -> JSONValue {
        var object = JSONObject()
        let id = objectId()
        object["id"] = .string(id)
        anchors.append(id)
        if random.chance(85) { object["title"] = .string(title()) }
        if random.chance(40) { object["detail"] = .string(title()) }
        if random.chance(50) { object["accessory"] = .string(random.element(["disclosureIndicator", "detailDisclosureButton", "checkmark"])) }
        if let action = action(source: controller) { object["action"] = action }
        return .object(object)
    }

    // MARK: Segues

    /// The action of a trigger in controller `source`'s scene: sometimes a new segue it
    /// performs, now and then an unwind (a dismissal), mostly none.
    mutating func action(source: String) -> JSONValue? {
        if random.chance(5) { return ["dismiss": true] }
        guard !destinations.isEmpty, random.chance(35) else { return nil }
        let id = segue(source: source)
        return ["segue": .string(id)]
    }

    /// A segue controller `source` performs in code (in its own connections).
    mutating func performedByCode(source: String) {
        guard !destinations.isEmpty else { return }
        _ = segue(source: source)
    }

    /// A new segue from `source` to one of the other scenes' controllers; its id.
    mutating func segue(source: String) -> String {
        var object = JSONObject()
        let id = namedId("show")
        let destination = random.element(destinations)
        let kind = random.element(["push", "modal", "popover", "replace"])
        object["id"] = .string(id)
        object["kind"] = .string(kind)
        object["source"] = .string(source)
        object["destination"] = .string(destination)
        switch kind {
        case "modal":
            if let style = styles[destination] { object["style"] = .string(style) }
            if random.chance(50) { object["transition"] = .string(random.element(["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])) }
        case "popover":
            if random.chance(50) {
                let set = ["up", "down", "left", "right"].filter { _ in random.chance(50) }
                object["arrows"] = set.isEmpty || set.count == 4 ? "any" : .array(set.map { .string($0) })
            }
        case "replace":
            if random.chance(70) { object["replaces"] = .string(random.element(["master", "detail"])) }
        default:
            break
        }
        segues.append(object)
        return id
    }
}
