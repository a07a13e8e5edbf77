import PopsplitJSON
import PopsplitModel

/// Controllers: their settings, their content and their children.
extension DocumentReader {
    /// Reads a controller and everything under it; `detached` for top-level entries of
    /// `controllers`. `nil` only when the value is not an object.
    func controller(_ value: JSONValue, at path: DocumentPath, detached: Bool) -> ControllerSpec? {
        let read = throughUnit(at: path, context: .controller(detached: detached)) {
            .controller(nested(at: path) { readController(value, at: path, detached: detached) })
        }
        guard case .controller(let spec) = read else { return nil }
        return spec
    }

    /// ``controller(_:at:detached:)`` without the nesting guard.
    private func readController(_ value: JSONValue, at path: DocumentPath, detached: Bool) -> ControllerSpec? {
        guard let object = object(value, at: path, shape: .controller) else { return nil }
        let id = declareId(object, at: path, owner: .controller(detached: detached), derived: nil)
        let owner = id ?? "\(path)"
        var type = ControllerType.plain
        var guessed = false
        if let written = object["type"] {
            if let kind = name(written, at: path.appending("type"), as: ControllerType.self, what: "controller type") {
                type = kind
            } else {
                // A wrong type does not hide the rest of the controller.
                type = ControllerTypeGuess.guess(written: written.stringValue, object: object)
                guessed = true
                guessedTypes.insert(path)
                guessedOrder.append(path)
            }
        }
        var spec = ControllerSpec(id: id ?? "", type: type)
        spec.title = string(object, "title", at: path)
        if let value = object["supportedOrientations"] {
            spec.supportedOrientations = orientations(value, at: path.appending("supportedOrientations"))
        }
        if let value = object["contentSizeForViewInPopover"] {
            spec.contentSizeForViewInPopover = size(value, at: path.appending("contentSizeForViewInPopover"))
        }
        spec.modalInPopover = bool(object, "modalInPopover", at: path) ?? false
        if let value = object["navigationItem"] {
            spec.navigationItem = navigationItem(value, at: path.appending("navigationItem"), owner: owner)
        }
        spec.toolbarItems = items(object, "toolbarItems", at: path, owner: owner)
        spec.tabBarTitle = string(object, "tabBarTitle", at: path)
        spec.customClass = string(object, "customClass", at: path)
        if let array = array(object, "views", at: path, of: "views") {
            spec.views = views(array, at: path.appending("views"), owner: "\(owner).views")
        }
        containerKeys(object, at: path, type: type, guessed: guessed, into: &spec)
        // A guessed type reserves no chrome: only the dimming view every controller has.
        if let id { reserveChrome(of: id, type: guessed ? nil : type, object: object) }
        return spec
    }

    /// The keys whose meaning depends on the controller's type: `children`, `selectedIndex`,
    /// `navigationBarHidden`, `toolbarHidden` ... checked for the type written, or read as the
    /// type `guessed` when the written one is wrong (``ControllerTypeGuess``: then the checks of
    /// the type alone are skipped).
    private func containerKeys(
        _ object: JSONObject, at path: DocumentPath, type: ControllerType, guessed: Bool, into spec: inout ControllerSpec
    ) {
        // `children` on a type that takes none is reported with the other keys its type does not take.
        if type.childCount != .none, guessed ? object["children"] != nil : require(object, "children", at: path, type.childrenRule),
            let array = array(object, "children", at: path, of: "controllers")
        {
            if array.isEmpty, !guessed { report(.invalidValue, at: path.appending("children"), type.childrenRule) }
            for (i, element) in array.enumerated() {
                if let child = controller(element, at: path.appending("children").appending(i), detached: false) {
                    spec.children.append(child)
                }
            }
        }
        if type.childCount == .exactlyTwo, !guessed, !spec.children.isEmpty, !type.childCount.accepts(spec.children.count) {
            report(.invalidValue, at: path.appending("children"), type.childrenRule + ", got \(spec.children.count)")
        }
        // The options only this type has: the compiler asks a new type for its case.
        switch type {
        case .plain:
            break
        case .container:
            var options = ContainerOptions()
            if let array = array(object, "childFrames", at: path, of: "frames") {
                for (i, element) in array.prefix(1000).enumerated() {
                    if let frame = rect(element, at: path.appending("childFrames").appending(i)) { options.childFrames.append(frame) }
                }
                if !spec.children.isEmpty, array.count != spec.children.count {
                    report(
                        .invalidValue, at: path.appending("childFrames"), "a container needs one frame per child: \(spec.children.count), got \(array.count)")
                }
            }
            if object["shownChildren"] != nil, let array = array(object, "shownChildren", at: path, of: "controller ids") {
                var shown: [String] = []
                let children = Set(spec.children.map(\.id))
                for (i, element) in array.prefix(1000).enumerated() {
                    guard let id = element.stringValue else {
                        report(.wrongType, at: path.appending("shownChildren").appending(i), DocumentMessage.expected("a string (a child's id)", got: element))
                        continue
                    }
                    if !children.contains(id) {
                        report(.invalidValue, at: path.appending("shownChildren").appending(i), "'\(id)' is not one of this container's children")
                    } else if shown.contains(id) {
                        report(.invalidValue, at: path.appending("shownChildren").appending(i), "'\(id)' is shown twice")
                    } else {
                        shown.append(id)
                    }
                }
                options.shownChildren = spec.children.map(\.id).filter { shown.contains($0) }
            }
            spec.kind = .container(options)
        case .tabBar, .pageView:
            if let value = object["selectedIndex"], let index = index(value, at: path.appending("selectedIndex")) {
                if !spec.children.isEmpty, let problem = ControllerType.selectedIndexProblem(index, childCount: spec.children.count) {
                    report(.invalidValue, at: path.appending("selectedIndex"), problem)
                } else {
                    spec.kind = type == .tabBar ? .tabBar(selectedIndex: index) : .pageView(currentIndex: index)
                }
            }
        case .versatileSplit:
            if let value = object["split"] { spec.kind = .versatileSplit(versatileSplitOptions(value, at: path.appending("split"))) }
        case .split:
            var options = SplitOptions(
                presentsWithGesture: bool(object, "presentsWithGesture", at: path) ?? true,
                hidesMasterInPortrait: bool(object, "hidesMasterInPortrait", at: path) ?? true,
                hidesMasterInLandscape: bool(object, "hidesMasterInLandscape", at: path) ?? false,
                implementsShouldHide: bool(object, "implementsShouldHide", at: path) ?? false,
                implementsWillHide: bool(object, "implementsWillHide", at: path) ?? true)
            if let value = object["masterButton"] { readMasterButton(value, at: path.appending("masterButton"), into: &options) }
            spec.kind = .split(options)
        case .navigation:
            spec.kind = .navigation(
                NavigationOptions(
                    navigationBarHidden: bool(object, "navigationBarHidden", at: path) ?? false,
                    toolbarHidden: bool(object, "toolbarHidden", at: path) ?? true,
                    exactPopoverSizing: bool(object, "exactPopoverSizing", at: path) ?? false,
                    navigationBar: barAppearance(object, "navigationBar", at: path), toolbar: barAppearance(object, "toolbar", at: path)))
        }
        // What would be wrong only because of a guessed type is not reported.
        for typed in TypedControllerKey.all where !guessed && !typed.types.contains(type) {
            forbid(object, typed.key, at: path, appliesOnlyTo: typed.words)
        }
        if type != .split {
            for (i, child) in spec.children.enumerated() where child.type == .split {
                // A child whose split type is only a guess has its own error at its type already.
                let childPath = path.appending("children").appending(i)
                guard !guessedTypes.contains(childPath) else { continue }
                report(
                    .invalidValue, at: childPath.appending("type"),
                    "a split view controller must be the window's root (\(ModelError.splitPushText))")
            }
        }
    }

    /// `"all"` (`nil`: every orientation) or a non-empty array of distinct orientation names.
    private func orientations(_ value: JSONValue, at path: DocumentPath) -> Set<InterfaceOrientation>? {
        if let string = value.stringValue {
            if string != "all" {
                let hint = InterfaceOrientation(rawValue: string) != nil ? " such as [\"\(string)\"]" : ""
                report(.unknownValue, at: path, "expected \"all\" or an array of orientations\(hint), got \(DocumentPath.quoted(string))")
            }
            return nil
        }
        guard let array = value.arrayValue else {
            report(.wrongType, at: path, DocumentMessage.expected("an array of orientations or \"all\"", got: value))
            return nil
        }
        if array.isEmpty {
            report(.invalidValue, at: path, "list at least one orientation, or write \"all\"")
            return nil
        }
        var result: Set<InterfaceOrientation> = []
        for (i, element) in array.enumerated() {
            guard let orientation = name(element, at: path.appending(i), as: InterfaceOrientation.self, what: "orientation")
            else { continue }
            if !result.insert(orientation).inserted {
                report(.invalidValue, at: path.appending(i), "\(DocumentPath.quoted(orientation.rawValue)) is listed twice")
            }
        }
        return result.isEmpty ? nil : result
    }
}
