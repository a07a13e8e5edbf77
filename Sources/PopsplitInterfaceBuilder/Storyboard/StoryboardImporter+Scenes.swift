import PopsplitDocument
import PopsplitJSON
import PopsplitModel

extension StoryboardImporter {
    /// Every view controller of the file, in document order: one per storyboard scene (under
    /// `scenes/scene/objects`), or the top-level objects of a nib.
    mutating func collectControllers() {
        var objectLists: [XMLElement] = []
        for child in root.children {
            if child.name == "scenes" {
                for scene in child.children where scene.name == "scene" {
                    log.carry(scene)
                    for objects in scene.children where objects.name == "objects" {
                        log.carry(objects)
                        objectLists.append(objects)
                    }
                }
            } else if child.name == "objects" {
                objectLists.append(child)
            }
        }
        for objects in objectLists {
            for element in objects.children { collectController(element, container: nil) }
        }
    }

    /// Registers `element` when it is a view controller, with `container` (an Xcode 5 nib nests
    /// a split view's master and detail under `masterViewController` and `detailViewController`,
    /// a navigation or tab bar controller's under `viewControllers`), then the controllers nested
    /// in it.
    private mutating func collectController(_ element: XMLElement, container: String?) {
        guard let kind = ControllerElement(rawValue: element.name), let objectId = element.attribute("id") else { return }
        guard controllerIndex[objectId] == nil else { return }
        var type = kind.type
        let customClass = element.attribute("customClass")
        if let customClass, KnownClass.isVersatileSplit(customClass), kind == .splitViewController || kind == .viewController {
            type = .versatileSplit
        }
        if kind == .pageViewController {
            type = .plain
            log.reportDefault(
                element.attribute("storyboardIdentifier") ?? objectId, keys: ["type", "children"], at: element,
                "page view controller \(objectId): its pages come from its data source, which the file does not hold; opened as a plain controller (give it type pageView and its pages in the companion document)"
            )
        }
        let record = ControllerRecord(
            element: element, objectId: objectId, id: element.attribute("storyboardIdentifier") ?? objectId, kind: kind,
            type: type)
        controllerIndex[objectId] = controllers.count
        controllers.append(record)
        for child in element.children {
            switch (child.attribute("key"), child.name) {
            case ("masterViewController", _) where ControllerElement(rawValue: child.name) != nil:
                nest(child, in: objectId) { $0.splitPanes[objectId, default: (nil, nil)].master = $1 }
            case ("detailViewController", _) where ControllerElement(rawValue: child.name) != nil:
                nest(child, in: objectId) { $0.splitPanes[objectId, default: (nil, nil)].detail = $1 }
            case (_, "viewControllers"):
                log.carry(child)
                for nested in child.children where ControllerElement(rawValue: nested.name) != nil {
                    nest(nested, in: objectId) { $0.children[objectId, default: []].append($1) }
                }
            default:
                continue
            }
        }
    }

    /// Registers nested controller `element` as contained in `container`, `place` recording where.
    private mutating func nest(_ element: XMLElement, in container: String, place: (inout StoryboardImporter, String) -> Void) {
        guard let id = element.attribute("id"), parent[id] == nil else { return }
        collectController(element, container: container)
        parent[id] = container
        place(&self, id)
    }

    /// The index of the initial view controller: `initialViewController`, else (a nib, or a
    /// storyboard without one, with a warning) the first split view controller, else the first
    /// controller. Nil with an error when the file has no controller.
    mutating func initialController(_ header: StoryboardHeader) -> Int? {
        if let initial = root.attribute("initialViewController") {
            if let index = controllerIndex[initial] { return index }
            log.report(.warning, .unknownReference, at: root, "the initial view controller \"\(initial)\" is not a controller of the file")
        }
        let candidates = controllers.indices.filter { parent[controllers[$0].objectId] == nil }
        let chosen = candidates.first { controllers[$0].type == .split || controllers[$0].type == .versatileSplit } ?? candidates.first
        guard let chosen else {
            log.report(.error, .unsupportedFile, at: root, "the \(format.rawValue) holds no view controller to open")
            return nil
        }
        if format == .storyboard {
            log.report(
                .warning, .defaulted, at: controllers[chosen].element,
                "the storyboard names no initial view controller: \(controllers[chosen].id) is the root")
        }
        return chosen
    }

    /// Reads the segues in the connections of controller `index` and of everything inside it:
    /// containment, the segues its scene performs, the actions of their triggers.
    mutating func readConnections(of index: Int) {
        readConnections(in: controllers[index].element, controller: index)
    }

    /// ``readConnections(of:)`` for `element`, inside controller `controller`'s scene.
    private mutating func readConnections(in element: XMLElement, controller: Int) {
        for child in element.children {
            if child.name == "connections" {
                log.carry(child)
                for segue in child.children where segue.name == "segue" {
                    readSegue(segue, trigger: element, controller: controller)
                }
            } else if ControllerElement(rawValue: child.name) == nil {
                readConnections(in: child, controller: controller)
            }
        }
    }

    /// One segue of `trigger`'s connections.
    private mutating func readSegue(_ segue: XMLElement, trigger: XMLElement, controller: Int) {
        guard let destination = segue.attribute("destination"), let rawKind = segue.attribute("kind") else {
            if segue.attribute("kind") == "unwind" { readUnwind(segue, trigger: trigger, controller: controller) }
            return
        }
        guard let kind = StoryboardSegueKind(rawValue: rawKind) else {
            log.report(.warning, .notCarried, at: segue, "segue of unknown kind \"\(rawKind)\" left out")
            return
        }
        let owner = controllers[controller].objectId
        switch kind {
        case .relationship:
            log.carry(segue)
            guard parent[destination] == nil else {
                log.report(.warning, .notCarried, at: segue, "controller \(destination) is already contained elsewhere: this relationship is left out")
                return
            }
            let relationship = segue.attribute("relationship") ?? ""
            switch relationship {
            case "masterViewController":
                splitPanes[owner, default: (nil, nil)].master = destination
            case "detailViewController":
                splitPanes[owner, default: (nil, nil)].detail = destination
            case "rootViewController", "viewControllers":
                children[owner, default: []].append(destination)
            default:
                log.report(.warning, .notCarried, at: segue, "relationship \"\(relationship)\" left out")
                return
            }
            parent[destination] = owner
        case .embed:
            log.carry(segue)
            guard parent[destination] == nil else { return }
            embeds[owner, default: []].append((trigger.attribute("id") ?? "", destination))
            parent[destination] = owner
        case .unwind:
            readUnwind(segue, trigger: trigger, controller: controller)
        case .push, .modal, .popover, .replace, .custom:
            log.carry(segue)
            let id = segue.attribute("identifier") ?? segue.attribute("id") ?? "segue\(segues.count)"
            segues.append(SegueRecord(element: segue, kind: kind, id: id, source: controller, destination: destination, trigger: trigger))
            guard trigger.place.start != controllers[controller].element.place.start else { return }
            if actions[trigger.place.start] == nil {
                actions[trigger.place.start] = .object(JSONObject([("segue", .string(id))]))
            } else {
                log.report(
                    .information, .notCarried, at: segue,
                    "a second segue from the same \(trigger.name) (\(id)) is not played by a tap: perform it with segue/perform")
            }
        }
    }

    /// An unwind segue (iOS 6): recorded; its trigger's action is chosen once every segue is
    /// known (``resolveUnwinds()``).
    private mutating func readUnwind(_ segue: XMLElement, trigger: XMLElement, controller: Int) {
        log.carry(segue)
        unwinds.append((segue, trigger, controller))
    }

    /// Each unwind segue's trigger gets the action that leaves the scene the way it came: a scene
    /// only pushed pops; any other dismisses the presentation it is part of, which in a popover
    /// segue's destination dismisses that popover (POP-25: "an unwind segue from inside dismisses
    /// the popover"; the model's `dismiss` does so); with a note (where it unwinds to is the app's
    /// code).
    mutating func resolveUnwinds() {
        for (segue, trigger, controller) in unwinds {
            var top = controllers[controller].objectId
            var steps = 0
            while let container = parent[top], steps < Self.maxControllerDepth {
                top = container
                steps += 1
            }
            let arrivals = Set(segues.filter { $0.destination == top }.map(\.kind))
            let pops = arrivals == [.push]
            if actions[trigger.place.start] == nil {
                actions[trigger.place.start] = .object(JSONObject([(pops ? "pop" : "dismiss", .bool(true))]))
            }
            let action = segue.attribute("unwindAction") ?? "an unwind action"
            let words =
                pops ? "a pop of the navigation stack its scene was pushed on" : "a dismissal of the presentation (or segue's popover) its scene is part of"
            log.report(.information, .defaulted, at: segue, "unwind segue (\(action)) played as \(words): where it unwinds to is the app's code")
        }
    }
}
