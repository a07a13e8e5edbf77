import PopsplitModel

/// Scene documents the tests share, built with the Spec initialisers.
enum Fixtures {
    /// A navigation controller `nav` with root `home` ("Home"); `detail` (a left item
    /// `detailLeft` after the back button), `more`, `sheet`, `other` are detached controllers; `home` has a button `open` that pushes `detail`, an
    /// `add` item that presents `sheet` as a form sheet, a non-interactive label `caption`.
    static func navigation(
        orientation: InterfaceOrientation = .portrait, profile: BehaviourProfile = .iOS6,
        homeOrientations: Set<InterfaceOrientation>? = nil
    ) -> SceneDocument {
        let home = ControllerSpec(
            id: "home", title: "Home", supportedOrientations: homeOrientations,
            navigationItem: NavigationItemSpec(rightItems: [
                BarButtonItemSpec(id: "add", systemItem: "add", action: .present(controller: "sheet", style: .formSheet, transition: .coverVertical)),
                BarButtonItemSpec(id: "edit", title: "Edit", action: .custom(name: "edit")),
            ]),
            views: [
                ViewSpec(
                    id: "open", kind: .button, frame: Rect(x: 20, y: 20, width: 200, height: 44), title: "Open",
                    action: .push(controller: "detail")),
                ViewSpec(
                    id: "caption", kind: .label, frame: Rect(x: 20, y: 100, width: 300, height: 40), title: "Caption",
                    action: .custom(name: "never")),
            ])
        let detail = ControllerSpec(
            id: "detail", title: "Detail",
            navigationItem: NavigationItemSpec(leftItems: [BarButtonItemSpec(id: "detailLeft", title: "Left")], leftItemsSupplementBackButton: true),
            views: [ViewSpec(id: "deeper", kind: .button, frame: Rect(x: 0, y: 0, width: 100, height: 44), action: .push(controller: "more"))])
        let more = ControllerSpec(id: "more", title: "More")
        let sheet = ControllerSpec(
            id: "sheet", title: "Sheet",
            views: [
                ViewSpec(id: "close", kind: .button, frame: Rect(x: 10, y: 10, width: 80, height: 44), action: .dismiss)
            ])
        let other = ControllerSpec(id: "other", title: "Other")
        return SceneDocument(
            profile: profile, orientation: orientation,
            root: ControllerSpec(id: "nav", type: .navigation, children: [home]),
            controllers: [detail, more, sheet, other],
            segues: [
                SegueSpec(id: "toDetail", kind: .push, source: "home", destination: "detail"),
                SegueSpec(id: "toSheet", kind: .modal, source: "home", destination: "sheet", style: .pageSheet),
                SegueSpec(id: "toPopover", kind: .popover, source: "home", destination: "other", anchor: "add"),
            ])
    }

    /// A tab bar controller `tabs` with tabs `inboxNav` (navigation: `inbox`), `settings`, `about`
    /// (`about` supports portrait only); `selected` is the launch selection.
    static func tabs(selected: Int = 0, aboutOrientations: Set<InterfaceOrientation>? = [.portrait]) -> SceneDocument {
        let inbox = ControllerSpec(id: "inbox", title: "Inbox")
        let inboxNav = ControllerSpec(id: "inboxNav", type: .navigation, title: "Mail", children: [inbox])
        let settings = ControllerSpec(id: "settings", title: "Settings", tabBarTitle: "Prefs")
        let about = ControllerSpec(id: "about", title: "About", supportedOrientations: aboutOrientations)
        return SceneDocument(
            root: ControllerSpec(id: "tabs", type: .tabBar, children: [inboxNav, settings, about], selectedIndex: selected),
            controllers: [ControllerSpec(id: "message", title: "Message")])
    }

    /// A page view controller `book` with pages `p0`, `p1`, `p2`; `p1` supports portrait only.
    static func pages() -> SceneDocument {
        SceneDocument(
            root: ControllerSpec(
                id: "book", type: .pageView,
                children: [
                    ControllerSpec(id: "p0", title: "One"),
                    ControllerSpec(id: "p1", title: "Two", supportedOrientations: [.portrait, .portraitUpsideDown]),
                    ControllerSpec(id: "p2", title: "Three"),
                ]))
    }

    /// Opens a document that must be valid.
    static func open(_ document: SceneDocument) throws -> Scene {
        try Scene.open(document).scene
    }
}
