import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension SceneState {
    /// The snapshot as JSON: `{orientation, backgrounded, navigationStacks, selectedTabs,
    /// currentPages, presentations}`; dictionaries with their keys sorted, so the bytes are stable.
    var json: JSONValue {
        var object = JSONObject()
        object["orientation"] = .string(orientation.rawValue)
        object["backgrounded"] = .bool(backgrounded)
        object["navigationStacks"] = .object(
            JSONObject(
                stacks.sorted { $0.key < $1.key }.map {
                    (key: $0.key, value: JSONValue.array($0.value.map { .string($0) }))
                }))
        object["selectedTabs"] = Self.indexes(selectedTabs)
        object["currentPages"] = Self.indexes(currentPages)
        object["presentations"] = .array(layers.map(\.json))
        object["popovers"] = .object(JSONObject(popovers.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.json) }))
        object["popoverSizes"] = .object(JSONObject(popoverSizes.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.json) }))
        object["modalInPopover"] = .object(JSONObject(modalInPopover.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.bool($0.value)) }))
        object["keyboardShown"] = .bool(keyboardShown)
        object["firstResponder"] = firstResponder.map { .string($0) } ?? .null
        object["inCallStatusBar"] = .bool(inCallStatusBar)
        object["texts"] = .object(JSONObject(texts.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.string($0.value)) }))
        object["splitChildren"] = .object(
            JSONObject(
                splitChildren.sorted { $0.key < $1.key }.map {
                    (key: $0.key, value: JSONValue.array($0.value.map { .string($0) }))
                }))
        object["splitMasterShown"] = .array(splitsShowingSide.sorted().map { .string($0) })
        let splits = Set(portraitSplitPoints.keys).union(landscapeSplitPoints.keys).sorted()
        object["splitPoints"] = .object(
            JSONObject(
                splits.map { id in
                    var points = JSONObject()
                    if let p = portraitSplitPoints[id] { points["portrait"] = .double(p) }
                    if let l = landscapeSplitPoints[id] { points["landscape"] = .double(l) }
                    return (key: id, value: JSONValue.object(points))
                }))
        // CNT-01: written only when the document has custom containers.
        if !containerShown.isEmpty {
            object["containerChildren"] = .object(
                JSONObject(containerShown.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.array($0.value.map { .string($0) })) }))
        }
        // POP-36: written only when a results table loaded, or a list button summoned one.
        if !loadedSearchResults.isEmpty { object["loadedSearchResults"] = .array(loadedSearchResults.sorted().map { .string($0) }) }
        if !searchResultsListed.isEmpty { object["searchResultsListed"] = .array(searchResultsListed.sorted().map { .string($0) }) }
        // SPL-17: written only when a delegate answered shouldHideViewController:inOrientation:.
        if !splitHidesMaster.isEmpty {
            object["splitHidesMaster"] = .object(
                JSONObject(splitHidesMaster.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.bool($0.value)) }))
        }
        // POP-35: written only when an item's enabled state was set at run time.
        if !itemsEnabled.isEmpty {
            object["itemsEnabled"] = .object(JSONObject(itemsEnabled.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.bool($0.value)) }))
        }
        // NAV-08: written only when a navigation item's items were set at run time.
        if !navigationItems.isEmpty {
            object["navigationItems"] = .object(
                JSONObject(
                    navigationItems.sorted { $0.key < $1.key }.map { controller, set in
                        var sides = JSONObject()
                        for side in NavigationItemSide.allCases {
                            if let ids = set[side] { sides[side.rawValue] = .array(ids.map { .string($0) }) }
                        }
                        return (key: controller, value: JSONValue.object(sides))
                    }))
        }
        return .object(object)
    }

    /// A dictionary of indexes as a JSON object with sorted keys.
    private static func indexes(_ map: [String: Int]) -> JSONValue {
        .object(JSONObject(map.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.int(Int64($0.value))) }))
    }

    /// Reads a snapshot written by ``json`` for `scene`, with the parts it leaves out that a
    /// restore keeps (`popovers`, `splitChildren`); errors name the field path
    /// (`params.snapshot.orientation`). A member the snapshot format does not have is an error (a
    /// typo would otherwise restore nothing silently).
    static func restoring(reading reader: ParamsReader, for scene: Scene) throws(RPCError) -> (state: SceneState, kept: KeptState) {
        try reader.requireObject()
        try reader.rejectUnknownFields(allowed: [
            "orientation", "backgrounded", "navigationStacks", "selectedTabs", "currentPages", "presentations",
            "popovers", "popoverSizes", "modalInPopover", "keyboardShown", "firstResponder", "inCallStatusBar", "texts",
            "splitChildren", "splitMasterShown", "splitPoints", "itemsEnabled", "splitHidesMaster", "loadedSearchResults", "searchResultsListed",
            "containerChildren", "navigationItems",
        ])
        let orientation = try reader.enumeration("orientation", InterfaceOrientation.self)
        let backgrounded = try reader.optionalBool("backgrounded") ?? false
        var stacks: [String: ControllerStack] = [:]
        if let object = try reader.optionalObject("navigationStacks"), let members = object.value?.objectValue?.members {
            for member in members {
                let ids = try object.elements(member.key).map { element throws(RPCError) -> String in
                    guard let id = element.value?.stringValue else {
                        throw RPCError.invalidParams(path: element.path, expected: "string", got: element.value?.typeName ?? "nothing")
                    }
                    return id
                }
                stacks[member.key] = ControllerStack(ids)
            }
        }
        let tabs = try Self.readIndexes(reader, "selectedTabs")
        let pages = try Self.readIndexes(reader, "currentPages")
        var presentations: [Presentation] = []
        for element in try reader.optionalElements("presentations") ?? [] {
            presentations.append(try Presentation(reading: element))
        }
        var popovers: [String: PopoverController]?
        if let object = try reader.optionalObject("popovers"), let members = object.value?.objectValue?.members {
            popovers = [:]
            for member in members {
                let entry = try object.object(member.key)
                try entry.rejectUnknownFields(allowed: [
                    "content", "contentSize", "passthroughViews", "layoutMargins", "background", "rotationPolicy",
                    "dismissOnBackground", "owner",
                ])
                var popover = try PopoverMethods.popover(entry, id: member.key)
                popover.owner = try entry.optionalEnumeration("owner", PopoverController.Owner.self) ?? .app
                popovers?[member.key] = popover
            }
        }
        var sizes: [String: Size] = [:]
        if let object = try reader.optionalObject("popoverSizes"), let members = object.value?.objectValue?.members {
            for member in members { sizes[member.key] = try GeometryParams.size(object, member.key) }
        }
        var modal: [String: Bool] = [:]
        if let object = try reader.optionalObject("modalInPopover"), let members = object.value?.objectValue?.members {
            for member in members { modal[member.key] = try object.bool(member.key) }
        }
        let keyboardShown = try reader.optionalBool("keyboardShown") ?? false
        let firstResponder = try reader.optionalString("firstResponder")
        let inCallStatusBar = try reader.optionalBool("inCallStatusBar") ?? false
        let texts = try Self.readTexts(reader)
        let splitChildren = try Self.readSplitChildren(reader)
        var kept: KeptState = []
        if popovers == nil { kept.insert(.popovers) }
        if splitChildren == nil { kept.insert(.splitChildren) }
        // Sorted and once each, as the snapshot writes them; the restore works out each side.
        let shown = try reader.optionalArray("splitMasterShown") == nil ? [] : try ParamsDecoding.strings(reader, "splitMasterShown")
        for split in Set(shown).sorted() { presentations.append(.splitSide(scene.sidePresentation(showing: split))) }
        let points = try Self.readSplitPoints(reader)
        var itemsEnabled: [String: Bool] = [:]
        if let object = try reader.optionalObject("itemsEnabled"), let members = object.value?.objectValue?.members {
            for member in members { itemsEnabled[member.key] = try object.bool(member.key) }
        }
        var hides: [String: Bool] = [:]
        if let object = try reader.optionalObject("splitHidesMaster"), let members = object.value?.objectValue?.members {
            for member in members { hides[member.key] = try object.bool(member.key) }
        }
        let loaded = try reader.optionalArray("loadedSearchResults") == nil ? [] : try ParamsDecoding.strings(reader, "loadedSearchResults")
        let listed = try reader.optionalArray("searchResultsListed") == nil ? [] : try ParamsDecoding.strings(reader, "searchResultsListed")
        var containers: [String: [String]] = [:]
        if let object = try reader.optionalObject("containerChildren"), let members = object.value?.objectValue?.members {
            for member in members { containers[member.key] = try ParamsDecoding.strings(object, member.key) }
        }
        var navigationItems: [String: NavigationItemItems] = [:]
        if let object = try reader.optionalObject("navigationItems"), let members = object.value?.objectValue?.members {
            for member in members {
                let entry = try object.object(member.key)
                try entry.rejectUnknownFields(allowed: NavigationItemSide.allCases.map(\.rawValue))
                var set = NavigationItemItems()
                for side in NavigationItemSide.allCases where try entry.optionalArray(side.rawValue) != nil {
                    set[side] = try ParamsDecoding.strings(entry, side.rawValue)
                }
                navigationItems[member.key] = set
            }
        }
        let state = SceneState(
            orientation: orientation, backgrounded: backgrounded, stacks: stacks,
            selectedTabs: tabs, currentPages: pages, presentations: presentations, popovers: popovers ?? [:],
            popoverSizes: sizes, modalInPopover: modal, keyboardShown: keyboardShown, firstResponder: firstResponder,
            inCallStatusBar: inCallStatusBar, texts: texts,
            itemsEnabled: itemsEnabled, navigationItems: navigationItems, splitHidesMaster: hides, loadedSearchResults: Set(loaded),
            searchResultsListed: Set(listed), containerShown: containers,
            splitChildren: splitChildren ?? [:],
            portraitSplitPoints: points.portrait, landscapeSplitPoints: points.landscape)
        return (state, kept)
    }

    /// Reads the `splitPoints` object: versatile split id to `{portrait, landscape}` (each optional).
    private static func readSplitPoints(_ reader: ParamsReader) throws(RPCError) -> (portrait: [String: Double], landscape: [String: Double]) {
        var portrait: [String: Double] = [:]
        var landscape: [String: Double] = [:]
        guard let object = try reader.optionalObject("splitPoints"), let members = object.value?.objectValue?.members else { return ([:], [:]) }
        for member in members {
            guard let points = try object.optionalObject(member.key) else { continue }
            try points.rejectUnknownFields(allowed: ["portrait", "landscape"])
            if try points.member("portrait") != nil { portrait[member.key] = try points.double("portrait") }
            if try points.member("landscape") != nil { landscape[member.key] = try points.double("landscape") }
        }
        return (portrait, landscape)
    }

    /// Reads the `splitChildren` object: split id to [master, detail]; absent: `nil`.
    private static func readSplitChildren(_ reader: ParamsReader) throws(RPCError) -> [String: [String]]? {
        guard let object = try reader.optionalObject("splitChildren"), let members = object.value?.objectValue?.members else { return nil }
        var children: [String: [String]] = [:]
        for member in members { children[member.key] = try ParamsDecoding.strings(object, member.key) }
        return children
    }

    /// Reads the `texts` object: view id to string.
    private static func readTexts(_ reader: ParamsReader) throws(RPCError) -> [String: String] {
        guard let object = try reader.optionalObject("texts"), let members = object.value?.objectValue?.members else { return [:] }
        var texts: [String: String] = [:]
        for member in members { texts[member.key] = try object.string(member.key) }
        return texts
    }

    /// Reads an object of integer indexes.
    private static func readIndexes(_ reader: ParamsReader, _ key: String) throws(RPCError) -> [String: Int] {
        guard let object = try reader.optionalObject(key), let members = object.value?.objectValue?.members else { return [:] }
        var map: [String: Int] = [:]
        for member in members { map[member.key] = try object.int(member.key) }
        return map
    }
}

extension Presentation {
    /// `{kind: "modal", presenter, presented, style, transition}` or `{kind: "popover", ...}`.
    var json: JSONValue {
        switch self {
        case .modal(let modal):
            return [
                "kind": "modal", "presenter": .string(modal.presenter), "presented": .string(modal.presented),
                "style": .string(modal.style.rawValue), "transition": .string(modal.transition.rawValue),
            ]
        case .popover(let p):
            var anchor = JSONObject()
            switch p.anchor {
            case .rect(let view, let rect, let window):
                anchor["inView"] = .string(view)
                anchor["rect"] = rect.json
                anchor["window"] = window.json
            case .barButtonItem(let item, let window):
                anchor["barButtonItem"] = .string(item)
                anchor["window"] = window.json
            }
            return [
                "kind": "popover", "popover": .string(p.popover), "presenter": .string(p.presenter),
                "presented": .string(p.presented), "anchor": .object(anchor),
                "arrows": .array(p.permitted.sorted().map { .string($0.rawValue) }), "contentSize": p.contentSize.json,
                "needsPresentation": .bool(p.needsPresentation),
            ]
        case .splitSide(let side):
            // Not written into a snapshot's `presentations` (its `splitMasterShown` lists the
            // splits): kept for a reader of the model's own values.
            return ["kind": "splitSide", "presenter": .string(side.split), "presented": .string(side.side), "style": .string(side.style.rawValue)]
        }
    }

    /// Reads a presentation written by ``json``.
    init(reading reader: ParamsReader) throws(RPCError) {
        if try reader.oneOf("kind", ["modal", "popover"]) == "popover" {
            self = .popover(try PopoverPresentation(reading: reader))
            return
        }
        try reader.rejectUnknownFields(allowed: ["kind", "presenter", "presented", "style", "transition"])
        self = .modal(
            ModalPresentation(
                presenter: try reader.string("presenter"), presented: try reader.string("presented"),
                style: try reader.optionalEnumeration("style", PresentationStyle.self) ?? .fullScreen,
                transition: try reader.optionalEnumeration("transition", TransitionStyle.self) ?? .coverVertical))
    }
}

extension PopoverController {
    /// `{content, contentSize, passthroughViews, layoutMargins, background, rotationPolicy,
    /// dismissOnBackground, owner}`.
    var json: JSONValue {
        let m = layoutMargins
        let b = background
        let i = background.contentInsets
        var metrics: JSONValue = [
            "arrowHeight": JSONNumber.points(b.arrowHeight), "arrowBase": JSONNumber.points(b.arrowBase),
            "contentInsets": .array([i.top, i.left, i.bottom, i.right].map(JSONNumber.points)),
            "cornerClearance": JSONNumber.points(b.cornerClearance),
        ]
        // POP-33: written only when turned off (the snapshots of default backgrounds stay as they were).
        if !b.wantsDefaultContentAppearance, case .object(var object) = metrics {
            object["wantsDefaultContentAppearance"] = false
            metrics = .object(object)
        }
        return [
            "content": .string(content), "contentSize": contentSize?.json ?? .null,
            "passthroughViews": .array(passthroughViews.map { .string($0) }),
            "layoutMargins": .array([m.top, m.left, m.bottom, m.right].map(JSONNumber.points)),
            "background": metrics,
            "rotationPolicy": .string(rotationPolicy.rawValue), "dismissOnBackground": .bool(dismissOnBackground),
            "owner": .string(owner.rawValue),
        ]
    }
}

extension PopoverPresentation {
    /// Reads a popover presentation written by ``Presentation/json``.
    init(reading reader: ParamsReader) throws(RPCError) {
        try reader.rejectUnknownFields(allowed: [
            "kind", "popover", "presenter", "presented", "anchor", "arrows", "contentSize", "needsPresentation",
        ])
        let anchorReader = try reader.object("anchor")
        try anchorReader.rejectUnknownFields(allowed: ["inView", "rect", "barButtonItem", "window"])
        let window = try GeometryParams.rect(anchorReader, "window")
        let anchor: PopoverAnchor
        if let item = try anchorReader.optionalString("barButtonItem") {
            anchor = .barButtonItem(item, window: window)
        } else {
            anchor = .rect(view: try anchorReader.string("inView"), rect: try GeometryParams.rect(anchorReader, "rect"), window: window)
        }
        self.init(
            popover: try reader.string("popover"), presenter: try reader.string("presenter"), presented: try reader.string("presented"),
            anchor: anchor, permitted: try GeometryParams.arrows(reader, "arrows"), contentSize: try GeometryParams.size(reader, "contentSize"),
            needsPresentation: try reader.optionalBool("needsPresentation") ?? false)
    }
}
