import PopsplitModel

/// The scene the popover tests share, and helpers to read popovers out of a scene.
///
/// Portrait geometry (window coordinates): `nav` fills the application frame (0,20,768,1004), its
/// navigation bar is (0,20,768,44) and `home`'s view is (0,64,768,960). In `home`:
/// - `button` (20,84,100,44), a button that pushes `detail`;
/// - `centre` (344,464,80,40), a plain view with flexible left and right margins (landscape: x 472);
/// - `panel` (400,164,300,200) holding the button `inner` (410,174,100,44, custom action "inner");
/// - `caption`, a label; `hiddenView`, hidden, with the subview `buried`; `field`, a text field at
///   (20,664,300,31);
/// - navigation item: left `menu` ("Menu", presents popover `pop`; frame 5,27,52,30), right `info`
///   ("Info", no action; frame 711,27,52,30) and `edit` ("Edit", custom action; 651,27,52,30).
///
/// Detached controllers: `content` (plain, the content of popover `pop`; views `inside`, `close`
/// (dismissPopover), `contentField`, `back` (dismiss)), `other` (350 x 300 in popovers), `menuNav`
/// (navigation: `list`, 320 x 400, with the button `next` pushing `wide`), `toolNav` (navigation
/// with its toolbar: `tool`, 320 x 400), `tabs` (tab bar: `t1` 320 x 300, `t2`), `wide`
/// (400 x 200), `tall` (350 x 700), `sub` (plain, no size), `sheet` (form sheet material, view
/// `sheetButton`), `detail`, `help` (with a `done` button that dismisses), `about`.
///
/// Popover controllers: `pop` (content `content`, UIKit's defaults; always declared, since `menu`
/// presents it). Popover segues: `toHelp`
/// (home -> help, anchored to `centre`), `toAbout` (home -> about, anchored to the item `info`).
enum PopoverFixtures {
    /// The document described above.
    static func document(
        profile: BehaviourProfile = .iOS6, orientation: InterfaceOrientation = .portrait,
        popovers: [PopoverController] = [PopoverController(id: "pop", content: "content")],
        exactPopoverSizing: Bool = false
    ) -> SceneDocument {
        let home = ControllerSpec(
            id: "home", title: "Home",
            navigationItem: NavigationItemSpec(
                leftItems: [BarButtonItemSpec(id: "menu", title: "Menu", action: .presentPopover(popover: "pop", arrows: ArrowDirection.any))],
                rightItems: [
                    BarButtonItemSpec(id: "info", title: "Info"),
                    BarButtonItemSpec(id: "edit", title: "Edit", action: .custom(name: "edit")),
                ]),
            views: [
                ViewSpec(
                    id: "button", kind: .button, frame: Rect(x: 20, y: 20, width: 100, height: 44), title: "Open",
                    action: .push(controller: "detail")),
                ViewSpec(
                    id: "centre", frame: Rect(x: 344, y: 400, width: 80, height: 40),
                    autoresizing: [.flexibleLeftMargin, .flexibleRightMargin]),
                ViewSpec(
                    id: "panel", frame: Rect(x: 400, y: 100, width: 300, height: 200),
                    subviews: [
                        ViewSpec(id: "inner", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44), action: .custom(name: "inner"))
                    ]),
                ViewSpec(id: "caption", kind: .label, frame: Rect(x: 20, y: 500, width: 300, height: 40), title: "Caption"),
                ViewSpec(
                    id: "hiddenView", frame: Rect(x: 20, y: 300, width: 100, height: 44), hidden: true,
                    subviews: [
                        ViewSpec(id: "buried", kind: .button, frame: Rect(x: 0, y: 0, width: 50, height: 44))
                    ]),
                ViewSpec(id: "field", kind: .textField, frame: Rect(x: 20, y: 600, width: 300, height: 31)),
            ])
        let content = ControllerSpec(
            id: "content", title: "Content",
            views: [
                ViewSpec(id: "inside", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44), action: .custom(name: "inside")),
                ViewSpec(id: "close", kind: .button, frame: Rect(x: 10, y: 60, width: 100, height: 44), action: .dismissPopover),
                ViewSpec(id: "contentField", kind: .textField, frame: Rect(x: 10, y: 110, width: 200, height: 31)),
                ViewSpec(id: "back", kind: .button, frame: Rect(x: 10, y: 150, width: 100, height: 44), action: .dismiss),
            ])
        let list = ControllerSpec(
            id: "list", title: "List", contentSizeForViewInPopover: Size(width: 320, height: 400),
            views: [
                ViewSpec(id: "next", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44), action: .push(controller: "wide"))
            ])
        let controllers = [
            content,
            ControllerSpec(id: "other", title: "Other", contentSizeForViewInPopover: Size(width: 350, height: 300)),
            ControllerSpec(id: "menuNav", type: .navigation, children: [list], exactPopoverSizing: exactPopoverSizing),
            ControllerSpec(
                id: "toolNav", type: .navigation,
                children: [
                    ControllerSpec(id: "tool", title: "Tool", contentSizeForViewInPopover: Size(width: 320, height: 400))
                ], toolbarHidden: false),
            ControllerSpec(
                id: "tabs", type: .tabBar,
                children: [
                    ControllerSpec(id: "t1", title: "One", contentSizeForViewInPopover: Size(width: 320, height: 300)),
                    ControllerSpec(id: "t2", title: "Two"),
                ]),
            ControllerSpec(id: "wide", title: "Wide", contentSizeForViewInPopover: Size(width: 400, height: 200)),
            ControllerSpec(id: "tall", title: "Tall", contentSizeForViewInPopover: Size(width: 350, height: 700)),
            ControllerSpec(id: "sub", title: "Sub"),
            ControllerSpec(
                id: "sheet", title: "Sheet",
                views: [
                    ViewSpec(id: "sheetButton", kind: .button, frame: Rect(x: 10, y: 10, width: 80, height: 44)),
                    ViewSpec(id: "sheetField", kind: .textField, frame: Rect(x: 10, y: 100, width: 200, height: 31)),
                ]),
            ControllerSpec(id: "detail", title: "Detail"),
            ControllerSpec(
                id: "help", title: "Help",
                views: [
                    ViewSpec(id: "done", kind: .button, frame: Rect(x: 10, y: 10, width: 80, height: 44), action: .dismiss)
                ]),
            ControllerSpec(id: "about", title: "About"),
        ]
        // `menu`'s action needs the popover `pop` in the document.
        let declared = popovers.contains { $0.id == "pop" } ? popovers : popovers + [PopoverController(id: "pop", content: "content")]
        return SceneDocument(
            profile: profile, orientation: orientation,
            root: ControllerSpec(id: "nav", type: .navigation, children: [home]),
            controllers: controllers,
            segues: [
                SegueSpec(id: "toHelp", kind: .popover, source: "home", destination: "help", anchor: "centre"),
                SegueSpec(id: "toAbout", kind: .popover, source: "home", destination: "about", anchor: "info"),
            ],
            popovers: declared)
    }

    /// The shared scene, opened.
    static func scene(
        profile: BehaviourProfile = .iOS6, orientation: InterfaceOrientation = .portrait,
        popovers: [PopoverController] = [PopoverController(id: "pop", content: "content")],
        exactPopoverSizing: Bool = false
    ) throws -> Scene {
        try Scene.open(
            document(
                profile: profile, orientation: orientation, popovers: popovers,
                exactPopoverSizing: exactPopoverSizing)
        ).scene
    }

    /// `home`'s `centre` view in window coordinates, portrait.
    static let centre = Rect(x: 344, y: 464, width: 80, height: 40)
    /// `home`'s `button` in window coordinates, portrait.
    static let button = Rect(x: 20, y: 84, width: 100, height: 44)
    /// The `info` item's frame in portrait.
    static let infoItem = Rect(x: 711, y: 27, width: 52, height: 30)
    /// The `info` item's frame in landscape.
    static let infoItemLandscape = Rect(x: 967, y: 27, width: 52, height: 30)

    /// Presenting `popover` from `centre`'s bounds with `arrows`.
    static func fromCentre(
        _ popover: String = "pop", arrows: Set<ArrowDirection> = ArrowDirection.any,
        animated: Bool = true
    ) -> SceneCommand {
        .presentPopover(
            popover: popover, from: .rect(Rect(x: 0, y: 0, width: 80, height: 40), inView: "centre"),
            arrows: arrows, animated: animated)
    }

    /// Presenting `popover` from `button`'s bounds with `arrows`.
    static func fromButton(_ popover: String = "pop", arrows: Set<ArrowDirection> = ArrowDirection.any) -> SceneCommand {
        .presentPopover(
            popover: popover, from: .rect(Rect(x: 0, y: 0, width: 100, height: 44), inView: "button"),
            arrows: arrows, animated: true)
    }
}

/// Reading popovers out of a scene.
extension Scene {
    /// The visible popover of controller `id`, as the snapshot records it.
    func shown(_ id: String) -> PopoverPresentation? {
        snapshot().presentations.compactMap(\.popover).first { $0.popover == id }
    }

    /// The popover controller `id` as the snapshot records it.
    func popoverController(named id: String) -> PopoverController? {
        snapshot().popovers[id]
    }
}

/// Reading a popover node's rect attributes.
extension LayoutNode {
    /// The `contentFrame` attribute of a popover node.
    var contentFrameAttribute: Rect? {
        if case .rect(let r)? = attributes["contentFrame"] { return r }
        return nil
    }

    /// The `anchor` attribute of a popover node.
    var anchorAttribute: Rect? {
        if case .rect(let r)? = attributes["anchor"] { return r }
        return nil
    }
}

/// The text of a `warning` event.
extension SceneEvent {
    /// The `message` field, for warnings.
    var warningText: String? {
        if case .string(let s)? = fields["message"] { return s }
        return nil
    }
}

/// Appearance events as the model builds them.
extension SceneEvent {
    /// `viewWillAppear:` and friends with `animated`.
    static func appearanceEvent(_ selector: EventName, _ controller: String, animated: Bool = true) -> SceneEvent {
        SceneEvent(selector, target: controller, fields: [Field(.animated, .bool(animated))])
    }
}
