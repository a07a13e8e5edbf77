import PopsplitModel

/// The objects of the scene document format, each with its keys in documentation order: the one
/// table the reader's checks, the controller type guess and schema/scene-document.schema.json are
/// made from (protocol.md, section 8, documents the same keys).
extension SceneDocumentFormat {
    /// The top-level document.
    public static let document = FormatObject(
        nil, name: "a scene document",
        description: """
            A declarative description of one iPad scene for popsplit: the device, the behaviour profile, the \
            launch orientation and the tree of view controllers with their views, bar button items, actions and \
            segues. Geometry is in points, y down. protocol.md, section 8, describes every key. Checks this \
            schema cannot express (ids unique across the document, references to existing controllers and \
            segues, selectedIndex within the children) are made by the decoder.
            """,
        keys: [
            FormatKey("$schema", .string, description: "Where editors find this schema (ignored by popsplit)."),
            FormatKey(
                "popsplit", .constant(1),
                description: """
                    The format version: 1. Optional, but a document without it gets a warning.
                    """),
            FormatKey("device", .names(DeviceProfile.self), description: "The device profile. Only the iPad (768 x 1024 pt) exists.", default: "ipad"),
            FormatKey("profile", .names(BehaviourProfile.self), description: "Which iOS release's behaviour to model where releases differ.", default: "ios6"),
            FormatKey("orientation", .reference(.orientation), description: "The interface orientation at launch.", default: "portrait"),
            FormatKey("statusBarHidden", .boolean, description: "Whether the 20 pt status bar is hidden.", default: false),
            FormatKey("root", .reference(.controller), description: "The window's root view controller, with all its descendants.", requirement: .required),
            FormatKey(
                "controllers", .array(of: .reference(.controller)),
                description: """
                    Controllers not in the tree at launch, which actions and segues push or present by id.
                    """, default: []),
            FormatKey(
                "segues", .array(of: .reference(.segue)), description: "Storyboard segues, performed by actions ({\"segue\": id}) or by id.", default: []),
            FormatKey(
                "popovers", .array(of: .reference(.popover)),
                description: """
                    The popover controllers the app makes at launch (POP-01), presented by presentPopover actions or \
                    popover/present.
                    """, default: []),
            FormatKey(
                "actionSheets", .array(of: .reference(.actionSheet)),
                description: """
                    Action sheets (UIActionSheet) the app can show; on the iPad each shows as a popover the system owns \
                    (POP-26).
                    """, default: []),
        ],
        hints: ["version": "popsplit", "rootViewController": "root", "interfaceOrientation": "orientation"]
    )

    /// A controller.
    public static let controller = FormatObject(
        .controller, name: "a controller",
        description: """
            A view controller. type plain (the default) has views; navigation, tabBar and pageView have \
            children; split has exactly two (master, detail) and is only the window's root or a controller of \
            controllers, never a child; versatileSplit (the SplitViewController of the versatile split view \
            article, protocol.md, Sources) has exactly two (side, main), its settings in split, and may go \
            anywhere a controller goes (SVC-02).
            """,
        keys: [
            FormatKey("id", .reference(.id), requirement: .required),
            FormatKey("type", .names(ControllerType.self), description: "What kind of controller.", default: "plain"),
            FormatKey(
                "title", .string,
                description: """
                    The controller's title: also the default navigation bar title, back button title and tab title.
                    """),
            FormatKey(
                "supportedOrientations", .oneOf([.constant("all"), .array(of: .reference(.orientation), minItems: 1, unique: true)]),
                description: """
                    The orientations the controller supports: "all" (the iPad default) or a non-empty list.
                    """, default: "all"),
            FormatKey(
                "contentSizeForViewInPopover", .reference(.size),
                description: """
                    The size the controller wants in a popover, [width, height] in points. Default 320 x 1100 (UIKit's).
                    """),
            FormatKey("modalInPopover", .boolean, description: "Whether taps outside a popover showing this controller are ignored.", default: false),
            FormatKey("navigationItem", .reference(.navigationItem)),
            FormatKey(
                "toolbarItems", .array(of: .reference(.item)),
                description: """
                    Items shown in the navigation controller's toolbar while this controller is on top (and the toolbar \
                    is shown).
                    """, default: []),
            FormatKey("tabBarTitle", .string, description: "The title of the controller's tab bar item (defaults to title)."),
            FormatKey(
                "customClass", .string,
                description: """
                    The app's subclass (a storyboard's or nib's customClass, e.g. DetailViewController): told in the \
                    controller's layout node; no behaviour of its own.
                    """),
            FormatKey(
                "views", .array(of: .reference(.view)),
                description: """
                    The views inside the controller's root view, frames in that view's coordinates.
                    """, default: []),
            FormatKey(
                "children", .array(of: .reference(.controller), minItems: 1),
                description: """
                    navigation: the stack, root first; tabBar: the tabs; pageView: the pages; split: the master, then \
                    the detail (exactly two); versatileSplit: the side, then the main controller (exactly two). At least \
                    one; not allowed on plain controllers; never a split view controller (SPL-03).
                    """, requirement: .requiredWhereItApplies, scope: .controllerTypes(.containers)),
            FormatKey(
                "selectedIndex", .integer(minimum: 0),
                description: """
                    tabBar: the selected tab; pageView: the current page. 0-based, below the number of children.
                    """, default: 0, scope: .controllerTypes(.tabBarAndPageView)),
            FormatKey(
                "navigationBarHidden", .boolean, description: "navigation: whether the navigation bar is hidden.", default: false,
                scope: .controllerTypes(.navigation)),
            FormatKey(
                "toolbarHidden", .boolean, description: "navigation: whether the toolbar is hidden (UIKit's default: true).", default: true,
                scope: .controllerTypes(.navigation)),
            FormatKey(
                "exactPopoverSizing", .boolean,
                description: """
                    navigation: the navigation-delegate workaround of POP-08: in a popover, exact sizes after each push \
                    and pop, also under the ios6 profile.
                    """, default: false, scope: .controllerTypes(.navigation)),
            FormatKey(
                "presentsWithGesture", .boolean,
                description: """
                    Split view controllers (iOS 5.1+): whether a rightward swipe in the detail shows the hidden master \
                    (SPL-08).
                    """, default: true, scope: .controllerTypes(.split)),
            FormatKey(
                "hidesMasterInPortrait", .boolean,
                description: """
                    Split view controllers: what the delegate's \
                    splitViewController:shouldHideViewController:inOrientation: answers for portrait (SPL-09). false \
                    keeps both panes.
                    """, default: true, scope: .controllerTypes(.split)),
            FormatKey(
                "hidesMasterInLandscape", .boolean,
                description: """
                    Split view controllers: what the delegate's \
                    splitViewController:shouldHideViewController:inOrientation: answers for landscape (SPL-17). true \
                    hides the master in landscape too.
                    """, default: false, scope: .controllerTypes(.split)),
            FormatKey(
                "implementsShouldHide", .boolean,
                description: """
                    Split view controllers: whether the delegate implements \
                    splitViewController:shouldHideViewController:inOrientation: live: every rotation asks the client, \
                    with hidesMasterInPortrait or hidesMasterInLandscape as the default (SPL-17).
                    """, default: false, scope: .controllerTypes(.split)),
            FormatKey(
                "implementsWillHide", .boolean,
                description: """
                    Split view controllers: whether the delegate implements willHideViewController:... (SPL-05); the \
                    swipe needs it (SPL-08), and without it no bar button item exists (SPL-12).
                    """, default: true, scope: .controllerTypes(.split)),
            FormatKey(
                "masterButton", .reference(.masterButton),
                description: """
                    Split view controllers: where the delegate puts the hidden master's bar button item, and its title \
                    (SPL-13, SPL-14).
                    """, scope: .controllerTypes(.split)),
            FormatKey("split", .reference(.versatileSplit), scope: .controllerTypes(.versatileSplit)),
            FormatKey(
                "navigationBar", .reference(.barAppearance),
                description: """
                    navigation: the navigation bar's barStyle and tintColor (NAV-07); a black translucent bar lets the \
                    content extend under it.
                    """, scope: .controllerTypes(.navigation)),
            FormatKey(
                "toolbar", .reference(.barAppearance),
                description: """
                    navigation: the toolbar's barStyle and tintColor (NAV-07); a black translucent toolbar lets the \
                    content extend under it.
                    """, scope: .controllerTypes(.navigation)),
            FormatKey(
                "childFrames", .array(of: .reference(.rect), maxItems: 1000),
                description: """
                    container: the frame of each child's view in the container's view, one per child, in order (CNT-01); \
                    absent: each child fills the container.
                    """, scope: .controllerTypes(.container)),
            FormatKey(
                "shownChildren", .array(of: .reference(.id), unique: true),
                description: """
                    container: the children that are its child view controllers at launch, their views in its view \
                    (CNT-01); absent: all.
                    """, scope: .controllerTypes(.container)),
        ],
        hints: [
            "kind": "type", "viewControllers": "children", "subviews": "views", "tabs": "children", "pages": "children",
            "orientations": "supportedOrientations", "contentSize": "contentSizeForViewInPopover",
        ],
        rules: [
            .schema([
                "description":
                    "A split view controller is never a child (SPL-03): not on a navigation stack, in a tab, a page or another split view controller.",
                "properties": ["children": ["items": ["not": ["required": ["type"], "properties": ["type": ["const": "split"]]]]]],
            ])
        ]
    )

    /// A navigation item.
    public static let navigationItem = FormatObject(
        .navigationItem, name: "a navigation item",
        description: """
            The controller's navigation item, used while it is on a navigation stack.
            """,
        keys: [
            FormatKey("title", .string, description: "The title in the bar; defaults to the controller's title."),
            FormatKey(
                "titleView", .reference(.view),
                description: """
                    A view replacing the title text; its frame's size is used, centred in the bar.
                    """),
            FormatKey(
                "leftItems", .array(of: .reference(.item)),
                description: """
                    Items on the left. They replace the back button unless leftItemsSupplementBackButton is true (then \
                    they follow it, unless it is hidden).
                    """, default: []),
            FormatKey("rightItems", .array(of: .reference(.item)), description: "Items on the right, the first outermost (rightmost).", default: []),
            FormatKey(
                "spareItems", .array(of: .reference(.item)),
                description: """
                    Items the controller's code puts into its navigation item later (navigationItem/setItems, NAV-08); \
                    not shown at launch.
                    """, default: []),
            FormatKey("backButtonTitle", .string, description: "What the back button of the next controller pushed says."),
            FormatKey("hidesBackButton", .boolean, description: "Whether the back button is hidden.", default: false),
            FormatKey(
                "leftItemsSupplementBackButton", .boolean,
                description: """
                    Whether leftItems follow the back button (true) or replace it (false, UIKit's default for \
                    leftBarButtonItems; NAV-03).
                    """, default: false),
        ],
        hints: [
            "leftBarButtonItems": "leftItems", "rightBarButtonItems": "rightItems", "leftItem": "leftItems", "rightItem": "rightItems",
            "backTitle": "backButtonTitle", "supplementsBackButton": "leftItemsSupplementBackButton",
        ]
    )

    /// A view.
    public static let view = FormatObject(
        .view, name: "a view",
        description: """
            A view. frame is required; an id is derived from the path when absent (<controller>.views[0], \
            <view>.subviews[1]).
            """,
        keys: [
            FormatKey("id", .reference(.id)),
            FormatKey("kind", .enumeration(ViewKind.documentKinds.map(\.rawValue)), description: "What kind of view.", default: "view"),
            FormatKey("frame", .reference(.rect), requirement: .required),
            FormatKey(
                "autoresizing", .array(of: .names(AutoresizingFlag.self), unique: true),
                description: """
                    UIViewAutoresizing flags, applied when the superview's size differs from the design.
                    """, default: []),
            FormatKey(
                "title", .string,
                description: """
                    Title or text (buttons, labels, text fields, text views, search bars, navigation bars).
                    """),
            FormatKey("hidden", .boolean, description: "Whether the view is hidden.", default: false),
            FormatKey(
                "customClass", .string,
                description: """
                    The app's subclass (a storyboard's or nib's customClass): told in the view's layout node; no \
                    behaviour of its own.
                    """),
            FormatKey(
                "userInteractionEnabled", .boolean,
                description: """
                    Whether the view takes touches; the default depends on the kind (false for label and image).
                    """),
            FormatKey(
                "items", .array(of: .reference(.item)), description: "Bar button items; only for kind toolbar or navigationBar.", default: [],
                scope: .viewKinds([.toolbar, .navigationBar], words: "views of kind toolbar or navigationBar")),
            FormatKey(
                "subviews", .array(of: .reference(.view)),
                description: """
                    Subviews, frames in this view's coordinates; a table's come after its rows.
                    """, default: []),
            FormatKey("action", .reference(.action), description: "What a tap on the view does."),
            FormatKey(
                "searchDisplay", .reference(.searchDisplay), description: "searchBar only: its search display controller.",
                scope: .viewKinds([.searchBar], words: "views of kind searchBar")),
            FormatKey(
                "barStyle", .reference(.barStyle), description: "toolbar and navigationBar only (NAV-07).",
                scope: .viewKinds([.toolbar, .navigationBar], words: "views of kind toolbar or navigationBar")),
            FormatKey(
                "tintColor", .reference(.tintColor), description: "toolbar and navigationBar only (NAV-07).",
                scope: .viewKinds([.toolbar, .navigationBar], words: "views of kind toolbar or navigationBar")),
            FormatKey(
                "backgroundColor", .reference(.tintColor), description: "toolbar and navigationBar only: the bar's background colour (NAV-09).",
                scope: .viewKinds([.toolbar, .navigationBar], words: "views of kind toolbar or navigationBar")),
            FormatKey(
                "backgroundImage", .string,
                description: "toolbar and navigationBar only: the name of its background image, setBackgroundImage:forBarMetrics: (NAV-09).",
                scope: .viewKinds([.toolbar, .navigationBar], words: "views of kind toolbar or navigationBar")),
            FormatKey(
                "rows", .array(of: .reference(.tableRow), maxItems: 1000),
                description: """
                    table only (VIEW-01): the table's rows, each a 44 pt UITableViewCell (style Value1) as wide as the \
                    table, one under the other from its top, before the subviews; at most 1000.
                    """, default: [], scope: .viewKinds([.table], words: "views of kind table")),
        ],
        hints: ["type": "kind", "children": "subviews", "views": "subviews", "text": "title", "autoresizingMask": "autoresizing", "cells": "rows"]
    )

    /// A row of a table (VIEW-01).
    public static let tableRow = FormatObject(
        .tableRow, name: "a table row",
        description: """
            A row of a table (VIEW-01): a UITableViewCell in UITableViewCellStyleValue1, 44 pt high. Every key \
            is optional; without an id the row's is <table>.row.<i>.
            """,
        keys: [
            FormatKey("id", .reference(.id)),
            FormatKey("title", .string, description: "The text label's text: bold, 10 pt from the left."),
            FormatKey(
                "detail", .string,
                description: """
                    The detail text label's text: right-aligned before the accessory, grey-blue.
                    """),
            FormatKey(
                "accessory", .names(CellAccessory.self),
                description: """
                    UITableViewCellAccessoryType: what the cell shows at its right edge.
                    """, default: "none"),
            FormatKey(
                "selected", .boolean,
                description: """
                    Whether the row is selected: drawn on the blue selection gradient with white text.
                    """, default: false),
            FormatKey("action", .reference(.action), description: "What a tap on the row does."),
        ],
        hints: [
            "text": "title", "textLabel": "title", "detailText": "detail", "detailTextLabel": "detail", "subtitle": "detail", "accessoryType": "accessory",
            "isSelected": "selected",
        ]
    )

    /// A bar button item.
    public static let item = FormatObject(
        .item, name: "a bar button item",
        description: """
            A bar button item: a title or a system item (not both). An id is derived from the path when absent.
            """,
        keys: [
            FormatKey("id", .reference(.id)),
            FormatKey("title", .string, description: "The item's title."),
            FormatKey("systemItem", .enumeration(BarButtonSystemItemName.all), description: "A UIBarButtonSystemItem name."),
            FormatKey("width", .number(0...100000), description: "An explicit width in points (fixedSpace items, custom widths)."),
            FormatKey("action", .reference(.action), description: "What a tap on the item does."),
            FormatKey(
                "enabled", .boolean,
                description: """
                    POP-35: false draws the item dimmed; it takes no taps (barButtonItem/setEnabled changes it at run \
                    time).
                    """, default: true),
        ],
        hints: ["system": "systemItem", "kind": "systemItem", "type": "systemItem"],
        rules: [.notTogether(["title", "systemItem"])]
    )

    /// An action.
    public static let action = FormatObject(
        .action, name: "an action",
        description: """
            What a tap does: exactly one of push, pop, popToRoot, present, dismiss, segue, selectTab, custom, \
            presentPopover, dismissPopover, showActionSheet, enableItem, disableItem; style and transition only \
            with present, arrows only with presentPopover.
            """,
        keys: [
            FormatKey(
                "push", .nonEmptyString,
                description: """
                    Push this controller (listed in controllers) on the nearest navigation controller.
                    """),
            FormatKey("pop", .constant(true), description: "Pop the nearest navigation controller."),
            FormatKey("popToRoot", .constant(true), description: "Pop the nearest navigation controller to its root."),
            FormatKey("present", .nonEmptyString, description: "Present this controller (listed in controllers) modally."),
            FormatKey("dismiss", .constant(true), description: "Dismiss the modal presentation the tapped controller is part of."),
            FormatKey("segue", .nonEmptyString, description: "Perform the segue with this id."),
            FormatKey("selectTab", .integer(minimum: 0), description: "Select this tab (0-based) of the nearest tab bar controller."),
            FormatKey("custom", .nonEmptyString, description: "An app-defined action, reported as an event."),
            FormatKey(
                "presentPopover", .nonEmptyString,
                description: """
                    Present this popover controller (listed in popovers) from the tapped item or view.
                    """),
            FormatKey("dismissPopover", .constant(true), description: "Dismiss, from code, the popover the tapped view or item is in."),
            FormatKey(
                "showActionSheet", .nonEmptyString,
                description: """
                    Show this action sheet (listed in actionSheets) from the tapped item or view.
                    """),
            FormatKey("enableItem", .nonEmptyString, description: "Enable this bar button item (POP-35)."),
            FormatKey(
                "disableItem", .nonEmptyString,
                description: """
                    Disable this bar button item (POP-35): drawn dimmed, it takes no taps.
                    """),
            FormatKey(
                "style", .names(PresentationStyle.self), description: "present: the UIModalPresentationStyle.", default: "fullScreen",
                scope: .actionVerb(.present, words: "a \"present\" action")),
            FormatKey(
                "transition", .names(TransitionStyle.self), description: "present: the UIModalTransitionStyle.", default: "coverVertical",
                scope: .actionVerb(.present, words: "a \"present\" action")),
            FormatKey(
                "arrows", .reference(.arrows), description: "presentPopover: the permitted arrow directions.",
                scope: .actionVerb(.presentPopover, words: "a \"presentPopover\" action")),
        ],
        hints: ["modal": "present", "tab": "selectTab", "performSegue": "segue", "popToRootViewController": "popToRoot"],
        rules: [.exactlyOne(of: ActionVerb.allCases.map(\.rawValue))]
    )

    /// A segue.
    public static let segue = FormatObject(
        .segue, name: "a segue",
        description: """
            A storyboard segue between two controllers; the destination is listed in controllers.
            """,
        keys: [
            FormatKey("id", .reference(.id), requirement: .required),
            FormatKey("kind", .names(SegueSpec.Kind.self), description: "What the segue does.", requirement: .required),
            FormatKey("source", .reference(.id), description: "The source controller's id.", requirement: .required),
            FormatKey("destination", .reference(.id), description: "The destination controller's id (listed in controllers).", requirement: .required),
            FormatKey(
                "style", .names(PresentationStyle.self), description: "modal: the presentation style.", default: "fullScreen",
                scope: .segueKinds([.modal], words: "modal segues")),
            FormatKey(
                "transition", .names(TransitionStyle.self), description: "modal: the transition style.", default: "coverVertical",
                scope: .segueKinds([.modal], words: "modal segues")),
            FormatKey(
                "anchor", .reference(.id),
                description: """
                    popover: the id of the anchoring view or bar button item (default: the view or item whose action \
                    performs the segue).
                    """, scope: .segueKinds([.popover], words: "popover segues")),
            FormatKey(
                "arrows", .reference(.arrows), description: "popover: the permitted arrow directions.", scope: .segueKinds([.popover], words: "popover segues")),
            FormatKey(
                "replaces", .names(SplitChild.self),
                description: """
                    replace: the split view controller's child the destination replaces (SPL-15; Xcode's Master Split / \
                    Detail Split).
                    """, default: "detail", scope: .segueKinds([.replace], words: "replace segues")),
        ],
        hints: ["type": "kind", "from": "source", "to": "destination", "identifier": "id", "presentationStyle": "style"]
    )

    /// A popover controller (POP-01).
    public static let popover = FormatObject(
        .popover, name: "a popover controller",
        description: """
            A popover controller (UIPopoverController) and its options; not visible at launch.
            """,
        keys: [
            FormatKey("id", .reference(.id), requirement: .required),
            FormatKey("content", .reference(.id), description: "The content view controller's id (listed in controllers).", requirement: .required),
            FormatKey(
                "contentSize", .reference(.size),
                description: """
                    popoverContentSize (POP-04): wins over the content's contentSizeForViewInPopover.
                    """),
            FormatKey(
                "passthroughViews", .array(of: .reference(.id)),
                description: """
                    Views, bar button items, controllers, or bars popsplit adds (<nav>.navigationBar, <nav>.toolbar, \
                    <tab>.tabBar) whose taps pass through the popover (POP-17).
                    """, default: []),
            FormatKey(
                "layoutMargins",
                .tuple([
                    .described("top", .number(0...10000)), .described("left", .number(0...10000)), .described("bottom", .number(0...10000)),
                    .described("right", .number(0...10000)),
                ]),
                description: """
                    [top, left, bottom, right] in points, each 0 to 10000 (popoverLayoutMargins, POP-11).
                    """, default: [10, 10, 10, 10]),
            FormatKey("background", .reference(.popoverBackground)),
            FormatKey(
                "rotationPolicy", .names(PopoverController.RotationPolicy.self),
                description: """
                    What a rotation does to it while visible, presented from a rect (POP-27): keep (UIKit's), represent \
                    (presented again from its rect), dismiss.
                    """, default: "keep"),
            FormatKey(
                "dismissOnBackground", .boolean,
                description: """
                    Whether entering the background dismisses it (ROT-04's common practice, opt-in).
                    """, default: false),
        ],
        hints: [
            "contentViewController": "content", "popoverContentSize": "contentSize", "margins": "layoutMargins", "popoverLayoutMargins": "layoutMargins",
            "passthrough": "passthroughViews",
        ]
    )

    /// A versatile split view controller's settings (SVC-03..08).
    public static let versatileSplit = FormatObject(
        .versatileSplit, name: "versatile split view settings",
        description: """
            A versatile split view controller's settings (the SplitViewController of the versatile split view \
            article, with MGSplitViewController's splitter; SVC-03..08, protocol.md section 9.11). Every key \
            optional; the decoder suggests these names for MGSplitViewController's and the versatile split view \
            article's (vertical -> axis, dividerStyle -> splitterStyle, splitPosition -> splitPoint ...).
            """,
        keys: [
            FormatKey(
                "axis", .names(SplitAxis.self),
                description: """
                    vertical: side by side, the split point is an x; horizontal: one above the other, the split point is \
                    a y.
                    """, default: "vertical"),
            FormatKey(
                "splitterStyle", .names(SplitterStyle.self),
                description: """
                    line: a thin black line; paneSplitter: MGSplitViewController's grey pane splitter with a grip (25 \
                    wide and draggable unless splitterWidth and draggable say otherwise).
                    """, default: "line"),
            FormatKey(
                "splitterWidth", .number(0...100000),
                description: """
                    The splitter's extent along the axis, in points, any width (SVC-03). Default 1 for line, 25 for \
                    paneSplitter.
                    """),
            FormatKey(
                "splitPoint", .oneOf([.described("Both orientations.", .number(0...100000)), .reference(.splitPoints)]),
                description: """
                    The splitter's centre along the axis, in points from the pane area's origin (the split view's frame \
                    less its toolbar): one number for both orientations, or one per orientation class. Absent: the \
                    golden ratio (side = round((length - splitterWidth) x 384 / 1004)). Clamped at layout time to keep \
                    the splitter inside the split view.
                    """),
            FormatKey(
                "sideViewPosition", .names(SideViewPosition.self),
                description: """
                    Where the side view goes (SVC-04): left or right for a vertical split (default left), top or bottom \
                    for a horizontal one (default top).
                    """),
            FormatKey(
                "sideViewDisplayOption", .names(SideViewDisplayOption.self),
                description: """
                    always: the side is always a pane; hideInPortrait: hidden in portrait; hideByDefault: hidden in \
                    every orientation, shown only by the list button (SVC-05).
                    """, default: "always"),
            FormatKey(
                "hideSideViewInPortraitOrientation", .boolean,
                description: """
                    The versatile split view article's earlier name of sideViewDisplayOption (seed 003's change log): \
                    true is hideInPortrait, false always. Not together with sideViewDisplayOption.
                    """),
            FormatKey(
                "listButtonTitle", .string,
                description: """
                    The list button's title (SVC-06). Default: the side controller's title, else "List".
                    """),
            FormatKey(
                "listButtonPlace", .names(ListButtonPlace.self),
                description: """
                    navigationBar: at the left of the navigation bar of the navigation controller whose top the split \
                    view is (after the back button); toolbar: in a 44 pt toolbar <id>.toolbar along the split view's top \
                    edge, with the split view's toolbarItems (SVC-06).
                    """, default: "navigationBar"),
            FormatKey(
                "listDisplayStyle", .names(ListDisplayStyle.self),
                description: """
                    How the hidden side shows (SVC-07): popover (arrow up, beneath the list button), slideOver (over the \
                    main view, full height) or slideIn (beside it, pushing the main view aside).
                    """, default: "popover"),
            FormatKey(
                "legacyLeftButton", .boolean,
                description: """
                    iOS 4.2/4.3's single left button (SVC-08): with a back button, back and list button are one item; \
                    where the touch lands decides.
                    """, default: false),
            FormatKey(
                "sideViewHiddenLeftButtonsImage", .string,
                description: """
                    The image iOS 4.2/4.3 showed as the back and list buttons in one (seed 003's sample sets it): \
                    accepted (a string); popsplit draws the two buttons itself (legacyLeftButton).
                    """),
            FormatKey(
                "draggable", .boolean,
                description: """
                    Whether touch/drag moves the splitter. Default false for line, true for paneSplitter.
                    """),
            FormatKey(
                "minimumPaneSize", .number(0...100000),
                description: """
                    The least extent along the axis a drag leaves each pane (MGSplitViewController's 200).
                    """, default: 200),
            FormatKey(
                "constrainsSplitPosition", .boolean,
                description: """
                    Whether the delegate implements splitViewController:constrainSplitPosition:splitViewSize: (asked on \
                    every drag).
                    """, default: false),
        ],
        hints: [
            "vertical": "axis", "dividerStyle": "splitterStyle", "splitWidth": "splitterWidth", "dividerWidth": "splitterWidth", "splitPosition": "splitPoint",
            "masterBeforeDetail": "sideViewPosition",
            "showsMasterInPortrait": "sideViewDisplayOption", "allowsDraggingDivider": "draggable", "displayStyle": "listDisplayStyle",
        ],
        // Seed 003's change log (2012/12/24): "the hideSideViewControllerInPortraitOrientation and
        // sideViewControllerHiddenLeftButtonsImage properties have now been deprecated ... update
        // your code to use hideSideViewInPortraitOrientation and sideViewHiddenLeftButtonsImage
        // instead": the two old names are refused; the two new ones are keys above (and its
        // sample of the latest version still sets sideViewHiddenLeftButtonsImage).
        deprecated: [
            "hideSideViewControllerInPortraitOrientation":
                "\"sideViewDisplayOption\": \"hideInPortrait\" (or its next name, \"hideSideViewInPortraitOrientation\")",
            "sideViewControllerHiddenLeftButtonsImage": "\"sideViewHiddenLeftButtonsImage\"",
        ],
        rules: [
            .schema([
                "description": "The side view's position follows the axis.", "if": ["required": ["axis"], "properties": ["axis": ["const": "horizontal"]]],
                "then": ["properties": ["sideViewPosition": ["enum": ["top", "bottom"]]]],
                "else": ["properties": ["sideViewPosition": ["enum": ["left", "right"]]]],
            ])
        ]
    )

    /// A navigation controller's bar style and tint (NAV-07).
    public static let barAppearance = FormatObject(
        .barAppearance, name: "bar appearance",
        description: "A navigation controller's bar: its style and tint (NAV-07), its background (NAV-09).",
        keys: [
            FormatKey("barStyle", .reference(.barStyle)),
            FormatKey("tintColor", .reference(.tintColor)),
            FormatKey(
                "backgroundColor", .reference(.tintColor),
                description: "The bar's background colour, #RRGGBB; kept in a popover, unlike the tint (NAV-09)."),
            FormatKey(
                "backgroundImage", .string,
                description: "The name of the bar's background image (setBackgroundImage:forBarMetrics:); kept in a popover (NAV-09)."),
        ],
        hints: ["style": "barStyle", "tint": "tintColor", "color": "tintColor", "background": "backgroundColor", "image": "backgroundImage"]
    )

    /// Where a split view's delegate puts the hidden master's bar button item (SPL-13, SPL-14).
    public static let masterButton = FormatObject(
        .masterButton, name: "master button",
        description: """
            Where a split view's delegate puts the hidden master's bar button item (SPL-13): the detail's \
            navigation bar (the default), a toolbar view at an index among its items (Apple's iPad-Specific \
            Controllers, listing 5-3: protocol.md, Sources), or nowhere; and the title it gives it (SPL-14; \
            default the master's title).
            """,
        keys: [
            FormatKey("place", .names(MasterButtonPlaceName.self), default: "navigationBar"),
            FormatKey("title", .string),
            FormatKey(
                "toolbar", .nonEmptyString,
                description: """
                    With place toolbar (required then): the id of a view of kind toolbar.
                    """, requirement: .requiredWhereItApplies, scope: .masterButtonPlaces([.toolbar], words: "\"place\": \"toolbar\"")),
            FormatKey(
                "index", .integer(minimum: 0),
                description: """
                    With place toolbar: where among the toolbar's items (0 to their count).
                    """, default: 0, scope: .masterButtonPlaces([.toolbar], words: "\"place\": \"toolbar\"")),
        ],
        hints: ["position": "place", "in": "place", "toolbarId": "toolbar", "atIndex": "index"]
    )

    /// A split point per orientation class (SVC-09).
    public static let splitPoints = FormatObject(
        .splitPoints, name: "split points",
        description: """
            A split point per orientation class (SVC-09): portrait covers portrait and portraitUpsideDown, \
            landscape both landscapes. Each optional: the golden ratio where absent.
            """,
        keys: [
            FormatKey("portrait", .number(0...100000), description: "The split point in portrait."),
            FormatKey("landscape", .number(0...100000), description: "The split point in landscape."),
        ],
        hints: ["landscapeLeft": "landscape", "portraitUpsideDown": "portrait"]
    )

    /// A popover's background metrics (POP-12).
    public static let popoverBackground = FormatObject(
        .popoverBackground, name: "popover background metrics",
        description: """
            The popover background view's metrics (POP-12); popsplit's iOS 6 defaults.
            """,
        keys: [
            FormatKey("arrowHeight", .number(0...100), description: "From the arrow's base to its tip.", default: 20),
            FormatKey("arrowBase", .number(0...100), description: "The length of the arrow's base.", default: 40),
            FormatKey(
                "contentInsets",
                .tuple([
                    .described("top", .number(0...100)), .described("left", .number(0...100)), .described("bottom", .number(0...100)),
                    .described("right", .number(0...100)),
                ]),
                description: """
                    [top, left, bottom, right] in points, each 0 to 100: from the background's edge (arrow excluded) to \
                    the content.
                    """, default: [8, 8, 8, 8]),
            FormatKey("cornerClearance", .number(0...100), description: "How close the arrow's base comes to a corner.", default: 10),
            FormatKey(
                "wantsDefaultContentAppearance", .boolean,
                description: """
                    iOS 6's UIPopoverBackgroundView class method (POP-33): false turns off the content's rounded corners \
                    and the frame's shadow on it.
                    """, default: true),
        ],
        hints: ["contentViewInsets": "contentInsets", "insets": "contentInsets"]
    )

    /// A search bar's search display controller (POP-26).
    public static let searchDisplay = FormatObject(
        .searchDisplay, name: "a search display controller",
        description: """
            A search bar's UISearchDisplayController: its results show in a popover the system owns (POP-26).
            """,
        keys: [
            FormatKey("resultsTitle", .string, description: "The title of the results popover's navigation bar.", default: "Results"),
            FormatKey("results", .array(of: .string), description: "The rows the results list shows.", default: []),
        ],
        hints: ["title": "resultsTitle", "rows": "results"]
    )

    /// An action sheet (POP-26).
    public static let actionSheet = FormatObject(
        .actionSheet, name: "an action sheet",
        description: """
            An action sheet: shown from a bar button item or a view as a popover; its cancel button is not shown \
            there, a tap outside stands for it.
            """,
        keys: [
            FormatKey("id", .reference(.id), requirement: .required),
            FormatKey("title", .string, description: "The title shown above the buttons."),
            FormatKey(
                "buttons", .array(of: .string, minItems: 1, maxItems: 100), description: "The button titles; their positions are UIKit's button indexes.",
                requirement: .required),
            FormatKey("cancelButtonIndex", .integer(minimum: 0), description: "cancelButtonIndex: below the number of buttons."),
            FormatKey("destructiveButtonIndex", .integer(minimum: 0), description: "destructiveButtonIndex: below the number of buttons."),
        ],
        hints: ["buttonTitles": "buttons", "otherButtonTitles": "buttons", "cancelButton": "cancelButtonIndex"]
    )

}
