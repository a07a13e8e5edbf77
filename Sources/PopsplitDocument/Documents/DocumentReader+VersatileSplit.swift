import PopsplitJSON
import PopsplitModel

/// A versatile split view controller's `split` object (SVC-03..08; protocol.md section 9.11).
extension DocumentReader {
    /// Reads `split`: every key optional, seed 003's defaults (a pane splitter's width 25 and
    /// draggable unless written).
    func versatileSplitOptions(_ value: JSONValue, at path: DocumentPath) -> VersatileSplitOptions {
        var options = VersatileSplitOptions()
        guard let object = object(value, at: path, shape: .versatileSplit) else { return options }
        options.axis = name(object, "axis", at: path, as: SplitAxis.self, what: "split axis") ?? .vertical
        options.splitterStyle = name(object, "splitterStyle", at: path, as: SplitterStyle.self, what: "splitter style") ?? .line
        let pane = options.splitterStyle == .paneSplitter
        options.splitterWidth = pane ? 25 : 1
        options.draggable = pane
        if let element = object["splitterWidth"], let width = number(element, at: path.appending("splitterWidth"), nonNegative: "\"splitterWidth\"") {
            options.splitterWidth = width
        }
        if let element = object["splitPoint"] {
            let point = path.appending("splitPoint")
            if element.objectValue != nil {
                if let points = self.object(element, at: point, shape: .splitPoints) {
                    options.portraitSplitPoint = points["portrait"].flatMap { number($0, at: point.appending("portrait"), nonNegative: "a split point") }
                    options.landscapeSplitPoint = points["landscape"].flatMap { number($0, at: point.appending("landscape"), nonNegative: "a split point") }
                }
            } else if let number = number(element, at: point, nonNegative: "\"splitPoint\"") {
                options.portraitSplitPoint = number
                options.landscapeSplitPoint = number
            }
        }
        let position = name(object, "sideViewPosition", at: path, as: SideViewPosition.self, what: "side view position")
        if let position, position.axis != options.axis {
            report(
                .invalidValue, at: path.appending("sideViewPosition"),
                "a \(options.axis.rawValue) split puts its side view \(options.axis == .vertical ? "\"left\" or \"right\"" : "\"top\" or \"bottom\""), got \(DocumentPath.quoted(position.rawValue))"
            )
        }
        options.sideViewPosition = position.flatMap { $0.axis == options.axis ? $0 : nil } ?? (options.axis == .vertical ? .left : .top)
        let display = name(object, "sideViewDisplayOption", at: path, as: SideViewDisplayOption.self, what: "side view display option")
        // Seed 003: "The hideSideViewInPortraitOrientation property has been replaced with the new
        // sideViewDisplayOption property": the earlier name still means what it meant.
        let hides = bool(object, "hideSideViewInPortraitOrientation", at: path)
        if hides != nil, display != nil {
            report(
                .conflictingKeys, at: path.appending("hideSideViewInPortraitOrientation"), target: .key,
                "\"hideSideViewInPortraitOrientation\" is the earlier name of \"sideViewDisplayOption\": give one of them")
        }
        options.sideViewDisplayOption = display ?? hides.map { $0 ? .hideInPortrait : .always } ?? .always
        _ = string(object, "sideViewHiddenLeftButtonsImage", at: path)
        options.listButtonTitle = string(object, "listButtonTitle", at: path)
        options.listButtonPlace = name(object, "listButtonPlace", at: path, as: ListButtonPlace.self, what: "list button place") ?? .navigationBar
        options.listDisplayStyle = name(object, "listDisplayStyle", at: path, as: ListDisplayStyle.self, what: "list display style") ?? .popover
        options.legacyLeftButton = bool(object, "legacyLeftButton", at: path) ?? false
        options.draggable = bool(object, "draggable", at: path) ?? options.draggable
        if let element = object["minimumPaneSize"], let size = number(element, at: path.appending("minimumPaneSize"), nonNegative: "\"minimumPaneSize\"") {
            options.minimumPaneSize = size
        }
        options.constrainsSplitPosition = bool(object, "constrainsSplitPosition", at: path) ?? false
        return options
    }
}
