import PopsplitJSON
import PopsplitModel

/// Popover controllers (`popovers`, POP-01) and permitted arrow directions (POP-10).
extension DocumentReader {
    /// Reads a popover controller: `id`, `content` (a controller listed in `controllers`), and the
    /// optional `contentSize`, `passthroughViews`, `layoutMargins`, `background`,
    /// `rotationPolicy`, `dismissOnBackground`.
    func popover(_ value: JSONValue, at path: DocumentPath) -> PopoverController? {
        guard let object = object(value, at: path, shape: .popover) else { return nil }
        let id = declareId(object, at: path, owner: .popover, derived: nil)
        var content: String?
        if require(object, "content", at: path, "a popover controller needs its content: the id of a controller listed in \"controllers\""),
            let target = string(object, "content", at: path, nonEmpty: true)
        {
            refer(to: target, at: path.appending("content"), expecting: .detachedController)
            content = target
        }
        var popover = PopoverController(id: id ?? "", content: content ?? "")
        if let value = object["contentSize"] { popover.contentSize = size(value, at: path.appending("contentSize")) }
        if let array = array(object, "passthroughViews", at: path, of: "view ids") {
            for (i, element) in array.enumerated() {
                guard let view = element.stringValue, !view.isEmpty else {
                    report(.wrongType, at: path.appending("passthroughViews").appending(i), DocumentMessage.expected("a view id", got: element))
                    continue
                }
                refer(to: view, at: path.appending("passthroughViews").appending(i), expecting: .passthrough)
                popover.passthroughViews.append(view)
            }
        }
        if let value = object["layoutMargins"], let margins = insets(value, at: path.appending("layoutMargins"), limit: 10_000) {
            popover.layoutMargins = margins
        }
        if let value = object["background"], let metrics = background(value, at: path.appending("background")) {
            popover.background = metrics
        }
        popover.rotationPolicy = name(object, "rotationPolicy", at: path, as: PopoverController.RotationPolicy.self, what: "rotation policy") ?? .keep
        popover.dismissOnBackground = bool(object, "dismissOnBackground", at: path) ?? false
        guard id != nil, content != nil else { return nil }
        return popover
    }

    /// A popover background's metrics (POP-12): every key optional, iOS 6 defaults.
    private func background(_ value: JSONValue, at path: DocumentPath) -> PopoverBackgroundMetrics? {
        guard let object = object(value, at: path, shape: .popoverBackground) else { return nil }
        var metrics = PopoverBackgroundMetrics.iOS6
        for (key, keyPath) in [
            ("arrowHeight", \PopoverBackgroundMetrics.arrowHeight), ("arrowBase", \.arrowBase),
            ("cornerClearance", \.cornerClearance),
        ] {
            guard let element = object[key], let v = number(element, at: path.appending(key), nonNegative: "\"\(key)\"") else { continue }
            guard v <= 100 else {
                report(.invalidValue, at: path.appending(key), "\"\(key)\" must be at most 100, got \(DocumentMessage.number(v))")
                continue
            }
            metrics[keyPath: keyPath] = v
        }
        if let element = object["contentInsets"], let insets = insets(element, at: path.appending("contentInsets"), limit: 100) {
            metrics.contentInsets = insets
        }
        if let wants = bool(object, "wantsDefaultContentAppearance", at: path) { metrics.wantsDefaultContentAppearance = wants }
        return metrics
    }

    /// Permitted arrow directions: `"any"` or a non-empty array of `up`, `down`, `left`, `right`,
    /// each at most once. Absent: any.
    func arrows(_ object: JSONObject, at path: DocumentPath) -> Set<ArrowDirection> {
        guard let value = object["arrows"] else { return ArrowDirection.any }
        let at = path.appending("arrows")
        if value.stringValue == "any" { return ArrowDirection.any }
        guard let array = value.arrayValue else {
            report(.wrongType, at: at, DocumentMessage.expected("\"any\" or an array of directions (up, down, left, right)", got: value))
            return ArrowDirection.any
        }
        if array.isEmpty { report(.invalidValue, at: at, "list at least one direction (up, down, left, right), or write \"any\"") }
        var set: Set<ArrowDirection> = []
        for (i, element) in array.enumerated() {
            guard let direction = name(element, at: at.appending(i), as: ArrowDirection.self, what: "arrow direction") else { continue }
            if !set.insert(direction).inserted { report(.invalidValue, at: at.appending(i), "\"\(direction.rawValue)\" is listed twice") }
        }
        return set.isEmpty ? ArrowDirection.any : set
    }
}
