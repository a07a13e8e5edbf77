/// The rules (protocol.md section 10, `reference/rules.md`) that shape a layout node, as hover
/// cites them: chosen from what the node is (its kind, its controller kind) and what it shows
/// (its attributes), in one table, so that a reader can look each rule up.
enum ShapingRules {
    /// A rule and what it decides about the node, in a few words.
    struct Citation: Equatable {
        /// The rule's id (`POP-12`).
        let id: String
        /// What it decides here.
        let why: String
    }

    /// The rules that shape `node`, most specific first; at most ``maxCitations``.
    static func citations(for node: LayoutNodeFacts) -> [Citation] {
        var found: [Citation] = []
        func cite(_ id: String, _ why: String) { found.append(Citation(id: id, why: why)) }
        let attributes = node.attributes
        switch node.kind {
        case "popover":
            cite("POP-09", "presented from a rect or a bar button item; placed against its anchor")
            cite("POP-10", "the arrow takes a permitted direction")
            cite("POP-11", "kept inside the screen less the status bar and the layout margins")
            cite("POP-12", "frame = content + insets + arrow; the arrow's offset and tip")
            cite("POP-02", "content size from contentSizeForViewInPopover (default 320 x 1100)")
            cite("POP-28", "nothing behind it is dimmed")
            if attributes["needsPresentation"] == true { cite("POP-27", "a rotation left it waiting to be presented again") }
            if attributes["wantsDefaultContentAppearance"] == false { cite("POP-33", "its background draws the content's appearance") }
        case "slideOver":
            cite("SPL-08", "iOS 5.1 and later slide the hidden master in over the detail")
            cite("SVC-07", "a versatile split view's side slid over, its shadow on the edge facing the main view")
        case "dimming":
            cite("MOD-03", "a page or form sheet dims what is behind it")
        case "keyboard":
            cite("POP-26", "a popover above a field moves clear of the keyboard")
        case "statusBar":
            cite("ROT-01", "20 pt across the top of the screen (40 during a call)")
            cite("NAV-04", "bar heights")
        case "tabBar":
            cite("TAB-01", "one child shown at a time, the selected tab remembered")
            cite("NAV-04", "49 pt at the bottom")
        case "tabBarItem":
            cite("TAB-01", "the selected item highlighted")
        case "title":
            cite("NAV-03", "the navigation item's title (or title view), centred clear of the items")
        case "backButton":
            cite("NAV-02", "titled with the previous controller's back title")
        case "barButtonItem":
            cite("NAV-03", "an item of the navigation item or the toolbar")
            if attributes["enabled"] == false { cite("POP-35", "disabled: taps reach nothing") }
            if attributes["backTitle"] != nil { cite("SVC-08", "the legacy single left button: back part and list part") }
        case "divider":
            if attributes["style"] != nil {
                cite("SVC-03", "the splitter: its style, axis and split point")
            } else {
                cite("SPL-01", "1 pt between the 320 pt master and the detail")
            }
        case "navigationBar":
            cite("NAV-04", "44 pt")
            cite("NAV-05", "inside a popover it takes the popover's bar style")
            cite("NAV-07", "its bar style and tint")
            cite("NAV-09", "its background colour or image")
        case "toolbar":
            cite("NAV-04", "44 pt")
            cite("NAV-07", "its bar style and tint")
        case "searchBar":
            cite("POP-26", "in a toolbar, its search results show in a popover")
            cite("POP-37", "elsewhere, its results show in place below it")
        case "tableCell":
            cite("VIEW-01", "row i at 44 i in its table, 44 pt high")
        case "controller":
            controllerCitations(attributes["controllerKind"]?.stringValue, cite)
        default:
            break
        }
        if node.kind != "controller", node.kind != "popover", found.isEmpty {
            cite("ROT-01", "window coordinates, autoresized from the design frame when the orientation changes")
        }
        return Array(found.prefix(maxCitations))
    }

    /// The most rules a hover cites.
    static let maxCitations = 8

    /// The rules of a controller's node, by its controller kind.
    private static func controllerCitations(_ kind: String?, _ cite: (String, String) -> Void) {
        switch kind {
        case "split":
            cite("SPL-01", "landscape: master 320 pt, divider 1 pt, the detail the rest")
            cite("SPL-02", "portrait: the master hidden behind a bar button item")
            cite("SPL-09", "unless its delegate keeps the master in portrait")
            cite("SPL-04", "rotates only when both children support the orientation")
        case "versatileSplit":
            cite("SVC-01", "side and main controllers; rotates only when both support the orientation")
            cite("SVC-03", "the splitter and the split point")
            cite("SVC-04", "the side on the left or the right")
            cite("SVC-05", "the side shown always, hidden in portrait, or hidden by default")
        case "navigation":
            cite("NAV-01", "a stack: the top controller shows between the bars")
            cite("NAV-04", "navigation bar and toolbar 44 pt")
        case "tabBar":
            cite("TAB-01", "one child shown at a time above the tab bar")
        case "pageView":
            cite("TAB-02", "the current page fills it")
        case "container":
            cite("CNT-01", "its children in the frames it gives them")
        default:
            cite("ROT-01", "the application frame below the status bar, or its place in its container")
            cite("ROT-03", "rotation messages: willRotate, the new layout, didRotate")
        }
    }
}
