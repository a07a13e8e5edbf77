import PopsplitJSON
import PopsplitModel

/// Views and their subviews.
extension DocumentReader {
    /// Reads an array of views; a view without an id gets `<owner>[<index>]`
    /// (`inbox.views[0]`, `inbox.views[0].subviews[2]`).
    func views(_ array: [JSONValue], at path: DocumentPath, owner: String) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for (i, element) in array.enumerated() {
            if let view = view(element, at: path.appending(i), derivedId: "\(owner)[\(i)]") { result.append(view) }
        }
        return result
    }

    /// Reads one view: its kind, frame (required), flags, items, subviews and action.
    func view(_ value: JSONValue, at path: DocumentPath, derivedId: String) -> ViewSpec? {
        let read = throughUnit(at: path, context: .view(derivedId: derivedId)) {
            .view(nested(at: path) { readView(value, at: path, derivedId: derivedId) })
        }
        guard case .view(let spec) = read else { return nil }
        return spec
    }

    /// ``view(_:at:derivedId:)`` without the nesting guard.
    private func readView(_ value: JSONValue, at path: DocumentPath, derivedId: String) -> ViewSpec? {
        guard let object = object(value, at: path, shape: .view) else { return nil }
        let id = declareId(object, at: path, owner: .view, derived: derivedId) ?? derivedId
        let kind: ViewKind? = object["kind"].map { viewKind($0, at: path.appending("kind")) } ?? .view
        var frame = Rect.zero
        if require(object, "frame", at: path, "a view needs its frame [x, y, width, height] in its superview"),
            let value = object["frame"], let rect = rect(value, at: path.appending("frame"))
        {
            frame = rect
        }
        var spec = ViewSpec(id: id, kind: kind ?? .view, frame: frame)
        spec.autoresizing = autoresizing(object, at: path)
        spec.title = string(object, "title", at: path)
        spec.hidden = bool(object, "hidden", at: path) ?? false
        spec.customClass = string(object, "customClass", at: path)
        spec.userInteractionEnabled = bool(object, "userInteractionEnabled", at: path)
        if kind == .toolbar || kind == .navigationBar || kind == nil {
            spec.items = items(object, "items", at: path, owner: id)
            spec.bar = barAppearance(object, at: path)  // NAV-07
        } else {
            forbid(object, at: path, keysOf: SceneDocumentFormat.view) { $0.takes(.toolbar) }
        }
        if kind == .table || kind == nil, let array = array(object, "rows", at: path, of: "rows") {
            // A wrong kind hides nothing: the rows are still checked.
            let cells = tableRows(array, at: path.appending("rows"), table: id, width: frame.width)
            if kind == .table { spec.subviews = cells }
        } else if let kind, kind != .table {
            forbid(object, at: path, keysOf: SceneDocumentFormat.view) { $0.takes(.table) }
        }
        if let array = array(object, "subviews", at: path, of: "views") {
            // A table's rows come first, then its other subviews (VIEW-01).
            spec.subviews += views(array, at: path.appending("subviews"), owner: "\(id).subviews")
        }
        if let value = object["searchDisplay"] {
            if kind == .searchBar {
                spec.searchDisplay = searchDisplay(value, at: path.appending("searchDisplay"))
                reserve(ReservedId.searchDisplay(of: id))
            } else if kind == nil {
                // A wrong kind hides nothing: the search display is still checked.
                _ = searchDisplay(value, at: path.appending("searchDisplay"))
            } else {
                forbid(object, at: path, keysOf: SceneDocumentFormat.view) { $0.takes(.searchBar) }
            }
        }
        if let value = object["action"] {
            spec.action = action(value, at: path.appending("action"))
            if let kind, kind == .label || kind == .image, spec.userInteractionEnabled != true, spec.action != nil {
                report(
                    .inertAction, at: path.appending("action"), target: .key, severity: .warning,
                    "a view of kind \(kind.rawValue) ignores touches, so this action never fires; "
                        + "add \"userInteractionEnabled\": true")
            }
        }
        return spec
    }

    /// A view's `kind`: any ``ViewKind`` but `tableCell`, whose views come from a table's `rows`.
    private func viewKind(_ value: JSONValue, at path: DocumentPath) -> ViewKind? {
        if value.stringValue == ViewKind.tableCell.rawValue {
            report(
                .unknownValue, at: path,
                "\"tableCell\" is not a kind a document names: a table's cells are its \"rows\" (a view of kind table with \"rows\": [...])")
            return nil
        }
        return name(value, at: path, among: ViewKind.documentKinds, what: "view kind")
    }

    /// The distinct autoresizing flags in member `autoresizing`.
    private func autoresizing(_ object: JSONObject, at path: DocumentPath) -> Set<AutoresizingFlag> {
        guard let array = array(object, "autoresizing", at: path, of: "autoresizing flags") else { return [] }
        var flags: UInt8 = 0
        for (i, element) in array.enumerated() {
            // The path is made only for a message.
            var elementPath: DocumentPath { path.appending("autoresizing").appending(i) }
            guard let flag = name(element, at: elementPath, as: AutoresizingFlag.self, what: "autoresizing flag") else {
                continue
            }
            let bit = AutoresizingFlagSets.bit(of: flag)
            if flags & bit != 0 {
                report(.invalidValue, at: elementPath, "\(DocumentPath.quoted(flag.rawValue)) is listed twice")
            }
            flags |= bit
        }
        return AutoresizingFlagSets.set(flags)
    }
}
