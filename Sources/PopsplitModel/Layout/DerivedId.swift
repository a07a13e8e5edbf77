/// Ids the model gives to chrome it adds (protocol.md, sections 1 and 8.10), and the one table of
/// the ids a document may therefore not use: the model refuses them (``reservations(ofController:type:tabCount:quote:)``)
/// and the document decoder reports them first, with a place, from the same table.
public enum DerivedId {
    /// An id popsplit gives to chrome, and what it gives it to, for messages (`the back button of
    /// navigation controller "nav"`).
    public struct Reservation: Sendable, Equatable {
        /// The id.
        public let id: String
        /// What popsplit gives it to.
        public let holder: String
        /// Whether it is a bar a popover may let touches through to (a passthrough view, POP-17).
        public var passthrough = false
    }

    /// The bars popsplit adds to controller `id` of `type` that may be a popover's passthrough
    /// views (POP-17): a navigation controller's navigation bar and toolbar, a tab bar
    /// controller's tab bar.
    public static func passthroughBars(ofController id: String, type: ControllerType) -> [String] {
        switch type {
        case .navigation: [navigationBar(id), toolbar(id)]
        case .tabBar: [tabBar(id)]
        case .plain, .pageView, .split, .versatileSplit, .container: []
        }
    }

    /// The status bar.
    public static let statusBar = "statusBar"
    /// A split view controller's divider (SPL-01).
    public static func divider(_ split: String) -> String { "\(split).divider" }
    /// A split view controller's bar button item for the hidden master (SPL-02, SPL-05).
    public static func splitButton(_ split: String) -> String { "\(split).masterButton" }
    /// A split view controller's popover (or slid-in pane) showing the hidden master (SPL-07, SPL-08).
    public static func splitPopover(_ split: String) -> String { "\(split).masterPopover" }
    /// A versatile split view controller's list button (SVC-06).
    public static func listButton(_ split: String) -> String { "\(split).listButton" }
    /// A versatile split view controller's popover or slid-over pane showing the hidden side (SVC-07).
    public static func sidePopover(_ split: String) -> String { "\(split).sidePopover" }
    /// A versatile split view controller's toolbar holding its list button (SVC-06).
    public static func splitToolbar(_ split: String) -> String { "\(split).toolbar" }
    /// The software keyboard.
    public static let keyboard = "keyboard"
    /// A navigation controller's navigation bar.
    public static func navigationBar(_ nav: String) -> String { "\(nav).navigationBar" }
    /// A navigation controller's toolbar.
    public static func toolbar(_ nav: String) -> String { "\(nav).toolbar" }
    /// A navigation controller's back button.
    public static func back(_ nav: String) -> String { "\(nav).back" }
    /// A navigation controller's title text.
    public static func title(_ nav: String) -> String { "\(nav).title" }
    /// A tab bar controller's tab bar.
    public static func tabBar(_ tab: String) -> String { "\(tab).tabBar" }
    /// The item of tab `index` in a tab bar.
    public static func tab(_ tab: String, _ index: Int) -> String { "\(tab).tab.\(index)" }
    /// The dimming view under a presented sheet.
    public static func dimming(_ presented: String) -> String { "\(presented).dimming" }

    /// The ids of a search bar's results popover, its navigation controller and its list (POP-26).
    public static func searchDisplay(_ searchBar: String) -> (popover: String, navigation: String, list: String) {
        ("\(searchBar).results", "\(searchBar).resultsNavigation", "\(searchBar).resultsList")
    }

    /// The id of the Clear button of search bar `searchBar`'s results popover (POP-36).
    public static func searchClear(_ searchBar: String) -> String { "\(searchBar).resultsList.clear" }

    /// The id of an action sheet's content (POP-26).
    public static func sheetContent(_ sheet: String) -> String { "\(sheet).sheet" }

    /// The status bar's and the keyboard's ids, reserved in every document.
    public static let everywhere = [
        Reservation(id: statusBar, holder: "the status bar"), Reservation(id: keyboard, holder: "the software keyboard"),
    ]

    /// The ids derived from controller `id` of `type` (nil: the type is unknown, only the dimming
    /// view is known) with `tabCount` children; `quote` writes an id in a message.
    public static func reservations(
        ofController id: String, type: ControllerType?, tabCount: Int,
        quote: (String) -> String = { "\"\($0)\"" }
    ) -> [Reservation] {
        let quoted = quote(id)
        var reserved = [Reservation(id: dimming(id), holder: "the dimming view under controller \(quoted) when it is presented")]
        switch type {
        case .navigation?:
            let owner = "navigation controller \(quoted)"
            reserved += [
                Reservation(id: navigationBar(id), holder: "the navigation bar of \(owner)"),
                Reservation(id: toolbar(id), holder: "the toolbar of \(owner)"),
                Reservation(id: back(id), holder: "the back button of \(owner)"),
                Reservation(id: title(id), holder: "the title in the navigation bar of \(owner)"),
            ]
        case .tabBar?:
            let owner = "tab bar controller \(quoted)"
            reserved.append(Reservation(id: tabBar(id), holder: "the tab bar of \(owner)"))
            for i in 0..<max(0, tabCount) {
                reserved.append(Reservation(id: tab(id, i), holder: "the item of tab \(i) in the tab bar of \(owner)"))
            }
        case .split?:
            let owner = "split view controller \(quoted)"
            reserved += [
                Reservation(id: divider(id), holder: "the divider of \(owner)"),
                Reservation(id: splitButton(id), holder: "the bar button item of the hidden master of \(owner)"),
                Reservation(id: splitPopover(id), holder: "the popover showing the hidden master of \(owner)"),
            ]
        case .versatileSplit?:
            let owner = "versatile split view controller \(quoted)"
            reserved += [
                Reservation(id: divider(id), holder: "the splitter of \(owner)"),
                Reservation(id: listButton(id), holder: "the list button of \(owner)"),
                Reservation(id: sidePopover(id), holder: "the popover or slid-over pane showing the hidden side view of \(owner)"),
                Reservation(id: splitToolbar(id), holder: "the toolbar of \(owner)"),
            ]
        case .plain?, .pageView?, .container?, nil:
            break
        }
        if let type {
            let bars = Set(passthroughBars(ofController: id, type: type))
            reserved = reserved.map { reservation in
                var marked = reservation
                marked.passthrough = bars.contains(reservation.id)
                return marked
            }
        }
        return reserved
    }

    /// The ids of search bar `searchBar`'s results popover, navigation controller and list.
    public static func reservations(searchDisplay searchBar: String, quote: (String) -> String = { "\"\($0)\"" }) -> [Reservation] {
        let quoted = quote(searchBar)
        let ids = searchDisplay(searchBar)
        return [
            Reservation(id: ids.popover, holder: "the results popover of search bar \(quoted)"),
            Reservation(id: ids.navigation, holder: "the navigation controller of the results popover of search bar \(quoted)"),
            Reservation(id: ids.list, holder: "the results list of search bar \(quoted)"),
        ]
    }

    /// The id of action sheet `sheet`'s content.
    public static func reservations(actionSheet sheet: String, quote: (String) -> String = { "\"\($0)\"" }) -> [Reservation] {
        [Reservation(id: sheetContent(sheet), holder: "the buttons of action sheet \(quote(sheet))")]
    }
}
