import PopsplitDocument
import PopsplitJSON
import PopsplitModel

/// Imports a storyboard, or an Xcode 5 nib (the same vocabulary without scenes), into a scene
/// document (protocol.md, "Storyboards and nibs", has the whole mapping): the initial view
/// controller is the root, relationship segues are containment, other scenes are the document's
/// `controllers`, the other segues its `segues` and the actions of what triggers them.
///
/// Pure: the same tree always gives the same document and diagnostics.
struct StoryboardImporter {
    /// The file's root element.
    let root: XMLElement
    /// Whether the file is a storyboard or a nib.
    let format: DocumentFormat
    /// What the walk records.
    var log = ImportLog()
    /// The controllers, in document order.
    var controllers: [ControllerRecord] = []
    /// Each controller's index in ``controllers`` by object id.
    var controllerIndex: [String: Int] = [:]
    /// Each container's children's object ids, in order (navigation root, tabs, master and
    /// detail, embedded controllers).
    var children: [String: [String]] = [:]
    /// Each contained controller's container's object id.
    var parent: [String: String] = [:]
    /// The master and detail of each split view controller, by relationship.
    var splitPanes: [String: (master: String?, detail: String?)] = [:]
    /// The segues that are not containment, in document order.
    var segues: [SegueRecord] = []
    /// The action of each trigger element (by its start offset): a segue to perform, a dismissal.
    var actions: [Int: JSONValue] = [:]
    /// The unwind segues, their triggers and the controllers of their scenes, in document order.
    var unwinds: [(segue: XMLElement, trigger: XMLElement, controller: Int)] = []
    /// The triggers whose action some view, item or row of the document carries.
    var carriedActions: Set<Int> = []
    /// The embed segues of each container controller: the container view's object id and the
    /// embedded controller's object id.
    var embeds: [String: [(containerView: String, destination: String)]] = [:]
    /// The frame of each container view in its controller's root view, by object id.
    var containerFrames: [String: [Double]] = [:]

    /// Whether a file made for the iPhone is opened too (a universal app's shared nib).
    let acceptsIPhone: Bool

    /// An importer of `root`.
    init(root: XMLElement, format: DocumentFormat, acceptsIPhone: Bool = false) {
        self.root = root
        self.format = format
        self.acceptsIPhone = acceptsIPhone
    }

    /// The scene document, or nil with an error diagnostic when the file is refused.
    mutating func run() -> ImportedDocument {
        log.carry(root)
        guard let header = readHeader() else { return result(document: nil) }
        collectControllers()
        for index in controllers.indices { readConnections(of: index) }
        resolveUnwinds()
        if controllers.isEmpty, format == .xib, let document = ownersView(header) { return result(document: document) }
        guard let rootIndex = initialController(header) else { return result(document: nil) }
        var document = JSONObject()
        document["popsplit"] = .int(1)
        document["profile"] = .string(header.profile)
        document["orientation"] = .string(orientation(of: controllers[rootIndex].element) ?? header.orientation ?? "portrait")
        var emitted: Set<String> = []
        document["root"] = controllerJSON(rootIndex, depth: 0, emitted: &emitted)
        var others: [JSONValue] = []
        for index in controllers.indices where parent[controllers[index].objectId] == nil && index != rootIndex {
            guard !emitted.contains(controllers[index].objectId) else { continue }
            others.append(controllerJSON(index, depth: 0, emitted: &emitted))
        }
        if !others.isEmpty { document["controllers"] = .array(others) }
        let segueValues = seguesJSON()
        if !segueValues.isEmpty { document["segues"] = .array(segueValues) }
        noteUncarriedTriggers()
        return result(document: .object(document))
    }

    /// The action `trigger` performs, if it has one (recorded as carried).
    mutating func action(of trigger: XMLElement) -> JSONValue? {
        guard let action = actions[trigger.place.start] else { return nil }
        carriedActions.insert(trigger.place.start)
        return action
    }

    /// Notes the segues whose trigger is in no view of the document (a prototype cell, whose rows
    /// come from the data source): performed by `segue/perform`, or by rows the companion gives.
    mutating func noteUncarriedTriggers() {
        for segue in segues where !carriedActions.contains(segue.trigger.place.start) {
            guard segue.trigger.place.start != controllers[segue.source].element.place.start else { continue }
            log.report(
                .information, .defaulted, at: segue.trigger,
                "segue \(segue.id) is triggered by a <\(segue.trigger.name)> that is not in the scene (a prototype cell: its rows come from the data source); perform it with segue/perform, or give rows with \"action\": {\"segue\": \"\(segue.id)\"} in the companion document"
            )
        }
    }

    /// A controller's own nib (no controller, a top-level view): the view opened as the view of
    /// a plain root controller `filesOwner` (File's Owner), with a note.
    mutating func ownersView(_ header: StoryboardHeader) -> JSONValue? {
        let objects = root.children.first { $0.name == "objects" }
        guard let view = objects?.children.first(where: { ViewElement.kind(of: $0.name) != nil }) else { return nil }
        log.carry(view)
        var owner = JSONObject()
        owner["id"] = .string("filesOwner")
        owner["type"] = .string(ControllerType.plain.rawValue)
        for child in view.children where child.name == "rect" || child.name == "autoresizingMask" { log.carry(child) }
        if let subviews = view.child(named: "subviews") {
            log.carry(subviews)
            let views = subviews.children.compactMap { viewJSON($0, origin: (0, 0), depth: 1) }
            if !views.isEmpty { owner["views"] = .array(views) }
        }
        log.report(
            .information, .defaulted, at: view,
            "a controller's own nib: its view is opened as the view of a plain root controller \"filesOwner\" (File's Owner)")
        var document = JSONObject()
        document["popsplit"] = .int(1)
        document["profile"] = .string(header.profile)
        document["orientation"] = .string(orientation(of: view) ?? header.orientation ?? "portrait")
        document["root"] = .object(owner)
        return .object(document)
    }

    /// The import's result, with the report of what was left out.
    mutating func result(document: JSONValue?) -> ImportedDocument {
        log.imported(format: format, document: document, root: root)
    }
}
