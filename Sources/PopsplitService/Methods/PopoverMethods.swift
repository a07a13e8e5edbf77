import PopsplitJSON
import PopsplitModel
import PopsplitRPC

/// Popover controllers (protocol.md section 7, "Popovers"), and how a popover's source and
/// declaration are read (also by snapshots).
enum PopoverMethods {
    /// The methods: popover controllers, and the popover settings of controllers (POP-01..25).
    static let all: [ProtocolMethod] = [
        .command("popover/create") { p throws(RPCError) in .createPopover(try popover(p, id: try p.nonEmptyString("popover"))) },
        .command("popover/present") { p throws(RPCError) in
            .presentPopover(
                popover: try p.string("popover"), from: try source(p), arrows: try GeometryParams.arrows(p, "arrows"),
                animated: try ParamsDecoding.animated(p))
        },
        .command("popover/dismiss") { p throws(RPCError) in .dismissPopover(popover: try p.string("popover"), animated: try ParamsDecoding.animated(p)) },
        .command("popover/setPassthroughViews") { p throws(RPCError) in
            .setPassthroughViews(popover: try p.string("popover"), views: try ParamsDecoding.strings(p, "views"))
        },
        .command("popover/setContentSize") { p throws(RPCError) in
            .setPopoverContentSize(popover: try p.string("popover"), size: try GeometryParams.size(p, "size"), animated: try ParamsDecoding.animated(p))
        },
        .command("popover/setContentViewController") { p throws(RPCError) in
            .setPopoverContent(popover: try p.string("popover"), controller: try p.string("controller"), animated: try ParamsDecoding.animated(p))
        },
        .command("popover/setLayoutMargins") { p throws(RPCError) in
            .setPopoverLayoutMargins(popover: try p.string("popover"), margins: try GeometryParams.insets(p, "margins", limit: 10_000))
        },
        .command("popover/release") { p throws(RPCError) in .releasePopover(popover: try p.string("popover")) },
        .command("controller/setContentSizeForViewInPopover") { p throws(RPCError) in
            .setContentSizeForViewInPopover(controller: try p.string("controller"), size: try GeometryParams.size(p, "size"))
        },
        .command("controller/setModalInPopover") { p throws(RPCError) in
            .setModalInPopover(controller: try p.string("controller"), modal: try p.bool("modalInPopover"))
        },
    ]

    /// Where to present from: `fromRect` with `inView`, or `fromBarButtonItem` (exactly one).
    static func source(_ p: ParamsReader) throws(RPCError) -> PopoverSource {
        let item = try p.optionalString("fromBarButtonItem")
        let hasRect = try p.member("fromRect").map { !$0.isNull } ?? false
        switch (item, hasRect) {
        case (let item?, false): return .barButtonItem(item)
        case (nil, true): return .rect(try GeometryParams.rect(p, "fromRect"), inView: try p.string("inView"))
        default:
            throw RPCError.invalidParams(
                path: p.path, expected: "exactly one of fromRect (with inView) and fromBarButtonItem", got: hasRect ? "both" : "neither")
        }
    }

    /// A popover controller's declaration in params (`popover/create`) or in a snapshot:
    /// `content`, and optional `contentSize`, `passthroughViews`, `layoutMargins`, `background`,
    /// `rotationPolicy`, `dismissOnBackground`.
    static func popover(_ p: ParamsReader, id: String) throws(RPCError) -> PopoverController {
        var popover = PopoverController(id: id, content: try p.string("content"))
        if try p.member("contentSize").map({ !$0.isNull }) == true { popover.contentSize = try GeometryParams.size(p, "contentSize") }
        popover.passthroughViews = try p.optionalArray("passthroughViews") == nil ? [] : try ParamsDecoding.strings(p, "passthroughViews")
        if try p.member("layoutMargins").map({ !$0.isNull }) == true {
            popover.layoutMargins = try GeometryParams.insets(p, "layoutMargins", limit: 10_000)
        }
        if let background = try p.optionalObject("background") {
            try background.rejectUnknownFields(allowed: ["arrowHeight", "arrowBase", "contentInsets", "cornerClearance", "wantsDefaultContentAppearance"])
            let d = PopoverBackgroundMetrics.iOS6
            popover.background = PopoverBackgroundMetrics(
                arrowHeight: try metric(background, "arrowHeight") ?? d.arrowHeight, arrowBase: try metric(background, "arrowBase") ?? d.arrowBase,
                contentInsets: try background.member("contentInsets").map({ !$0.isNull }) == true
                    ? try GeometryParams.insets(background, "contentInsets", limit: 100) : d.contentInsets,
                cornerClearance: try metric(background, "cornerClearance") ?? d.cornerClearance,
                wantsDefaultContentAppearance: try background.optionalBool("wantsDefaultContentAppearance") ?? true)
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
