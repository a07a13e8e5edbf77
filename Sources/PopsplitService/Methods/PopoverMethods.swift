import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// The popover, keyboard and status bar methods (protocol.md section 7) and how each reads its
/// params into a ``SceneCommand``.
enum PopoverMethods {
    /// The methods' names.
    static let names = [
        "popover/create", "popover/present", "popover/dismiss", "popover/setPassthroughViews", "popover/setContentSize",
        "popover/setContentViewController", "popover/setLayoutMargins", "popover/release",
        "controller/setContentSizeForViewInPopover", "controller/setModalInPopover",
        "keyboard/show", "keyboard/hide", "keyboard/type", "device/setInCallStatusBar", "searchBar/clear", "searchBar/showResults",
        "actionSheet/show", "actionSheet/dismiss", "splitView/toggleMaster", "splitView/setSplitPoint",
    ]

    /// The command `method` asks for; nil for a method that is not one of these.
    static func command(for method: String, _ p: ParamsReader) throws(RPCError) -> SceneCommand? {
        switch method {
        case "popover/create": return .createPopover(try popover(p, id: try p.nonEmptyString("popover")))
        case "popover/present":
            return .presentPopover(popover: try p.string("popover"), from: try source(p), arrows: try GeometryParams.arrows(p, "arrows"),
                                   animated: try CommandMethods.animated(p))
        case "popover/dismiss": return .dismissPopover(popover: try p.string("popover"), animated: try CommandMethods.animated(p))
        case "popover/setPassthroughViews":
            return .setPassthroughViews(popover: try p.string("popover"), views: try CommandMethods.strings(p, "views"))
        case "popover/setContentSize":
            return .setPopoverContentSize(popover: try p.string("popover"), size: try GeometryParams.size(p, "size"),
                                          animated: try CommandMethods.animated(p))
        case "popover/setContentViewController":
            return .setPopoverContent(popover: try p.string("popover"), controller: try p.string("controller"),
                                      animated: try CommandMethods.animated(p))
        case "popover/setLayoutMargins":
            return .setPopoverLayoutMargins(popover: try p.string("popover"), margins: try GeometryParams.insets(p, "margins", limit: 10_000))
        case "popover/release": return .releasePopover(popover: try p.string("popover"))
        case "controller/setContentSizeForViewInPopover":
            return .setContentSizeForViewInPopover(controller: try p.string("controller"), size: try GeometryParams.size(p, "size"))
        case "controller/setModalInPopover":
            return .setModalInPopover(controller: try p.string("controller"), modal: try p.bool("modalInPopover"))
        case "keyboard/show": return .showKeyboard(view: try p.optionalString("view"))
        case "keyboard/hide": return .hideKeyboard
        case "device/setInCallStatusBar": return .setInCallStatusBar(try p.bool("visible"))
        case "keyboard/type": return .typeText(try p.string("text"))
        case "splitView/toggleMaster":
            return .toggleSplitMaster(split: try p.string("splitViewController"), animated: try CommandMethods.animated(p))
        case "splitView/setSplitPoint":
            let orientation = try p.optionalOneOf("orientation", ["portrait", "landscape"])
            return .setSplitPoint(split: try p.string("splitViewController"), point: try GeometryParams.coordinate(p, "splitPoint"),
                                  landscape: orientation.map { $0 == "landscape" }, animated: try CommandMethods.animated(p))
        case "searchBar/clear": return .clearSearch(searchBar: try p.string("searchBar"))
        case "searchBar/showResults": return .showSearchResults(searchBar: try p.string("searchBar"))
        case "actionSheet/show":
            return .showActionSheet(id: try p.string("actionSheet"), from: try source(p), animated: try CommandMethods.animated(p))
        case "actionSheet/dismiss":
            let index = try p.int("buttonIndex")
            guard (-1...100).contains(index) else {
                throw RPCError.invalidParams(path: p.path(of: "buttonIndex"), expected: "integer from -1 to 100", got: String(index))
            }
            return .dismissActionSheet(id: try p.string("actionSheet"), buttonIndex: index, animated: try CommandMethods.animated(p))
        default: return nil
        }
    }

    /// Where to present from: `fromRect` with `inView`, or `fromBarButtonItem` (exactly one).
    static func source(_ p: ParamsReader) throws(RPCError) -> PopoverSource {
        let item = try p.optionalString("fromBarButtonItem")
        let hasRect = try p.member("fromRect").map { !$0.isNull } ?? false
        switch (item, hasRect) {
        case (let item?, false): return .barButtonItem(item)
        case (nil, true): return .rect(try GeometryParams.rect(p, "fromRect"), inView: try p.string("inView"))
        default:
            throw RPCError.invalidParams(path: p.path, expected: "exactly one of fromRect (with inView) and fromBarButtonItem", got: hasRect ? "both" : "neither")
        }
    }

    /// A popover controller's declaration in params (`popover/create`) or in a snapshot:
    /// `content`, and optional `contentSize`, `passthroughViews`, `layoutMargins`, `background`,
    /// `rotationPolicy`, `dismissOnBackground`.
    static func popover(_ p: ParamsReader, id: String) throws(RPCError) -> PopoverController {
        var popover = PopoverController(id: id, content: try p.string("content"))
        if try p.member("contentSize").map({ !$0.isNull }) == true { popover.contentSize = try GeometryParams.size(p, "contentSize") }
        popover.passthroughViews = try p.optionalArray("passthroughViews") == nil ? [] : try CommandMethods.strings(p, "passthroughViews")
        if try p.member("layoutMargins").map({ !$0.isNull }) == true {
            popover.layoutMargins = try GeometryParams.insets(p, "layoutMargins", limit: 10_000)
        }
        if let background = try p.optionalObject("background") {
            try background.rejectUnknownFields(allowed: ["arrowHeight", "arrowBase", "contentInsets", "cornerClearance"])
            let d = PopoverBackgroundMetrics.iOS6
            popover.background = PopoverBackgroundMetrics(
                arrowHeight: try metric(background, "arrowHeight") ?? d.arrowHeight, arrowBase: try metric(background, "arrowBase") ?? d.arrowBase,
                contentInsets: try background.member("contentInsets").map({ !$0.isNull }) == true
                    ? try GeometryParams.insets(background, "contentInsets", limit: 100) : d.contentInsets,
                cornerClearance: try metric(background, "cornerClearance") ?? d.cornerClearance)
        }
        popover.rotationPolicy = try p.optionalEnumeration("rotationPolicy", PopoverController.RotationPolicy.self) ?? .keep
        popover.dismissOnBackground = try p.optionalBool("dismissOnBackground") ?? false
        return popover
    }

    /// An optional background metric: a number from 0 to 100.
    static func metric(_ p: ParamsReader, _ key: String) throws(RPCError) -> Double? {
        guard let value = try p.optionalDouble(key) else { return nil }
        guard value.isFinite, value >= 0, value <= 100 else {
            throw RPCError.invalidParams(path: p.path(of: key), expected: "number from 0 to 100", got: JSONNumberText.text(value))
        }
        return value
    }
}
