import PopsplitModel

/// An id popsplit gives to chrome it adds to the layout (the status bar, a navigation
/// controller's bars and buttons, a tab bar and its items, a presented controller's dimming
/// view), so that no document id may take it (protocol.md, sections 8.10 and 9.2). The same set
/// the model refuses; the decoder checks it first so that the diagnostic has a place.
struct ReservedId: Sendable, Equatable {
    /// The reserved id.
    var id: String
    /// What popsplit gives it to, for messages (`the back button of navigation controller "nav"`).
    var holder: String

    /// The status bar's id, reserved in every document.
    static let statusBar = ReservedId(id: "statusBar", holder: "the status bar")

    /// The ids of a search bar's results popover, its navigation controller and its list (POP-26).
    static func searchDisplay(of searchBar: String) -> [ReservedId] {
        let quoted = DocumentPath.quoted(searchBar)
        return [
            ReservedId(id: "\(searchBar).results", holder: "the results popover of search bar \(quoted)"),
            ReservedId(id: "\(searchBar).resultsNavigation", holder: "the navigation controller of the results popover of search bar \(quoted)"),
            ReservedId(id: "\(searchBar).resultsList", holder: "the results list of search bar \(quoted)"),
        ]
    }

    /// The id of an action sheet's content (POP-26).
    static func actionSheet(_ sheet: String) -> [ReservedId] {
        [ReservedId(id: "\(sheet).sheet", holder: "the buttons of action sheet \(DocumentPath.quoted(sheet))")]
    }

    /// The keyboard's id, reserved in every document.
    static let keyboard = ReservedId(id: "keyboard", holder: "the software keyboard")

    /// The ids popsplit derives from controller `id` of `kind` (nil: the type was invalid, only
    /// the dimming view is known) with `tabCount` children: every controller's dimming view; a
    /// navigation controller's navigation bar, toolbar, back button and title; a tab bar
    /// controller's tab bar and one item per tab.
    static func chrome(ofController id: String, kind: ControllerType?, tabCount: Int) -> [ReservedId] {
        let quoted = DocumentPath.quoted(id)
        var reserved = [ReservedId(id: "\(id).dimming", holder: "the dimming view under controller \(quoted) when it is presented")]
        switch kind {
        case .navigation?:
            let owner = "navigation controller \(quoted)"
            reserved += [
                ReservedId(id: "\(id).navigationBar", holder: "the navigation bar of \(owner)"),
                ReservedId(id: "\(id).toolbar", holder: "the toolbar of \(owner)"),
                ReservedId(id: "\(id).back", holder: "the back button of \(owner)"),
                ReservedId(id: "\(id).title", holder: "the title in the navigation bar of \(owner)"),
            ]
        case .tabBar?:
            let owner = "tab bar controller \(quoted)"
            reserved.append(ReservedId(id: "\(id).tabBar", holder: "the tab bar of \(owner)"))
            for i in 0..<max(0, tabCount) {
                reserved.append(ReservedId(id: "\(id).tab.\(i)", holder: "the item of tab \(i) in the tab bar of \(owner)"))
            }
        case .split?:
            let owner = "split view controller \(quoted)"
            reserved += [
                ReservedId(id: "\(id).divider", holder: "the divider of \(owner)"),
                ReservedId(id: "\(id).masterButton", holder: "the bar button item of the hidden master of \(owner)"),
                ReservedId(id: "\(id).masterPopover", holder: "the popover showing the hidden master of \(owner)"),
            ]
        case .versatileSplit?:
            let owner = "versatile split view controller \(quoted)"
            reserved += [
                ReservedId(id: "\(id).divider", holder: "the splitter of \(owner)"),
                ReservedId(id: "\(id).listButton", holder: "the list button of \(owner)"),
                ReservedId(id: "\(id).sidePopover", holder: "the popover or slid-over pane showing the hidden side view of \(owner)"),
                ReservedId(id: "\(id).toolbar", holder: "the toolbar of \(owner)"),
            ]
        case .plain?, .pageView?, nil:
            break
        }
        return reserved
    }

    /// The diagnostic's message: `id "nav.back" is reserved: popsplit gives it to the back
    /// button of navigation controller "nav"`.
    var message: String {
        "id \(DocumentPath.quoted(id)) is reserved: popsplit gives it to \(holder)"
    }
}
