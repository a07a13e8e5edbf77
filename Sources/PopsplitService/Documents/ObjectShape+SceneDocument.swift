/// The objects of the scene document format and their keys (protocol.md lists the
/// same keys; schema/scene-document.schema.json allows exactly these).
extension ObjectShape {
    /// The top-level document.
    static let document = ObjectShape(
        name: "a scene document",
        keys: ["$schema", "popsplit", "device", "profile", "orientation", "statusBarHidden", "root", "controllers", "segues", "popovers", "actionSheets"],
        hints: ["version": "popsplit", "rootViewController": "root", "interfaceOrientation": "orientation"]
    )

    /// A controller.
    static let controller = ObjectShape(
        name: "a controller",
        keys: [
            "id", "type", "title", "supportedOrientations", "contentSizeForViewInPopover", "modalInPopover",
            "navigationItem", "toolbarItems", "tabBarTitle", "views", "children", "selectedIndex",
            "navigationBarHidden", "toolbarHidden", "exactPopoverSizing", "presentsWithGesture", "hidesMasterInPortrait",
            "hidesMasterInLandscape", "implementsShouldHide",
            "implementsWillHide", "masterButton", "split", "navigationBar", "toolbar", "childFrames", "shownChildren",
        ],
        hints: [
            "kind": "type", "viewControllers": "children", "subviews": "views", "tabs": "children",
            "pages": "children", "orientations": "supportedOrientations", "contentSize": "contentSizeForViewInPopover",
        ]
    )

    /// A navigation item.
    static let navigationItem = ObjectShape(
        name: "a navigation item",
        keys: ["title", "titleView", "leftItems", "rightItems", "backButtonTitle", "hidesBackButton", "leftItemsSupplementBackButton"],
        hints: [
            "leftBarButtonItems": "leftItems", "rightBarButtonItems": "rightItems", "leftItem": "leftItems",
            "rightItem": "rightItems", "backTitle": "backButtonTitle", "supplementsBackButton": "leftItemsSupplementBackButton",
        ]
    )

    /// A view.
    static let view = ObjectShape(
        name: "a view",
        keys: [
            "id", "kind", "frame", "autoresizing", "title", "hidden", "userInteractionEnabled", "items", "subviews", "action", "searchDisplay", "barStyle",
            "tintColor", "rows",
        ],
        hints: [
            "type": "kind", "children": "subviews", "views": "subviews", "text": "title", "autoresizingMask": "autoresizing", "cells": "rows",
        ]
    )

    /// A row of a table (VIEW-01).
    static let tableRow = ObjectShape(
        name: "a table row",
        keys: ["id", "title", "detail", "accessory", "selected", "action"],
        hints: [
            "text": "title", "textLabel": "title", "detailText": "detail", "detailTextLabel": "detail", "subtitle": "detail",
            "accessoryType": "accessory", "isSelected": "selected",
        ]
    )

    /// A bar button item.
    static let item = ObjectShape(
        name: "a bar button item",
        keys: ["id", "title", "systemItem", "width", "action", "enabled"],
        hints: ["system": "systemItem", "kind": "systemItem", "type": "systemItem"]
    )

    /// An action.
    static let action = ObjectShape(
        name: "an action",
        keys: ActionVerb.allCases.map(\.rawValue) + ["style", "transition", "arrows"],
        hints: ["modal": "present", "tab": "selectTab", "performSegue": "segue", "popToRootViewController": "popToRoot"]
    )

    /// A segue.
    static let segue = ObjectShape(
        name: "a segue",
        keys: ["id", "kind", "source", "destination", "style", "transition", "anchor", "arrows", "replaces"],
        hints: ["type": "kind", "from": "source", "to": "destination", "identifier": "id", "presentationStyle": "style"]
    )

    /// A popover controller (POP-01).
    static let popover = ObjectShape(
        name: "a popover controller",
        keys: ["id", "content", "contentSize", "passthroughViews", "layoutMargins", "background", "rotationPolicy", "dismissOnBackground"],
        hints: [
            "contentViewController": "content", "popoverContentSize": "contentSize", "margins": "layoutMargins",
            "popoverLayoutMargins": "layoutMargins", "passthrough": "passthroughViews",
        ]
    )

    /// A versatile split view controller's settings (SVC-03..08).
    static let versatileSplit = ObjectShape(
        name: "versatile split view settings",
        keys: [
            "axis", "splitterStyle", "splitterWidth", "splitPoint", "sideViewPosition", "sideViewDisplayOption",
            "listButtonTitle", "listButtonPlace", "listDisplayStyle", "legacyLeftButton", "draggable", "minimumPaneSize",
            "constrainsSplitPosition",
        ],
        hints: [
            "vertical": "axis", "dividerStyle": "splitterStyle", "splitWidth": "splitterWidth", "dividerWidth": "splitterWidth",
            "splitPosition": "splitPoint", "masterBeforeDetail": "sideViewPosition", "hideSideViewInPortraitOrientation": "sideViewDisplayOption",
            "showsMasterInPortrait": "sideViewDisplayOption", "allowsDraggingDivider": "draggable", "displayStyle": "listDisplayStyle",
        ],
        // Seed 003's change log: "the hideSideViewControllerInPortraitOrientation and
        // sideViewControllerHiddenLeftButtonsImage properties have now been deprecated", then
        // "The hideSideViewInPortraitOrientation property has been replaced with the new
        // sideViewDisplayOption property".
        deprecated: [
            "hideSideViewControllerInPortraitOrientation": "\"sideViewDisplayOption\": \"hideInPortrait\"",
            "hideSideViewInPortraitOrientation": "\"sideViewDisplayOption\": \"hideInPortrait\"",
            "sideViewControllerHiddenLeftButtonsImage": "\"legacyLeftButton\": true (popsplit draws the two buttons itself)",
            "sideViewHiddenLeftButtonsImage": "\"legacyLeftButton\": true (popsplit draws the two buttons itself)",
        ]
    )

    /// A navigation controller's bar style and tint (NAV-07).
    static let barAppearance = ObjectShape(
        name: "bar appearance", keys: ["barStyle", "tintColor"], hints: ["style": "barStyle", "tint": "tintColor", "color": "tintColor"])

    /// Where a split view's delegate puts the hidden master's bar button item (SPL-13, SPL-14).
    static let masterButton = ObjectShape(
        name: "master button", keys: ["place", "title", "toolbar", "index"],
        hints: ["position": "place", "in": "place", "toolbarId": "toolbar", "atIndex": "index"])

    /// A split point per orientation class (SVC-09).
    static let splitPoints = ObjectShape(
        name: "split points", keys: ["portrait", "landscape"], hints: ["landscapeLeft": "landscape", "portraitUpsideDown": "portrait"])

    /// A popover's background metrics (POP-12).
    static let popoverBackground = ObjectShape(
        name: "popover background metrics",
        keys: ["arrowHeight", "arrowBase", "contentInsets", "cornerClearance", "wantsDefaultContentAppearance"],
        hints: ["contentViewInsets": "contentInsets", "insets": "contentInsets"]
    )

    /// A search bar's search display controller (POP-26).
    static let searchDisplay = ObjectShape(
        name: "a search display controller",
        keys: ["resultsTitle", "results"],
        hints: ["title": "resultsTitle", "rows": "results"]
    )

    /// An action sheet (POP-26).
    static let actionSheet = ObjectShape(
        name: "an action sheet",
        keys: ["id", "title", "buttons", "cancelButtonIndex", "destructiveButtonIndex"],
        hints: ["buttonTitles": "buttons", "otherButtonTitles": "buttons", "cancelButton": "cancelButtonIndex"]
    )
}
