import PopsplitModel

/// The versatile split view scene (seed 003) the SVC tests share.
///
/// Window root: navigation controller `appNav` ("Examples" root `home`) with the versatile split
/// view controller `svc` ("Split") on top, side `items` ("Items", popover size 320 x 320, a table
/// `itemList`) and main `detail` ("Detail", a label `detailText`). Detached: `more` ("More") and a
/// second versatile split view `pushedSvc` (`pushedSide` | `pushedMain`) to push or present.
enum VersatileFixtures {
    /// The document, `options` as the split view's settings.
    static func document(
        _ options: VersatileSplitOptions = VersatileSplitOptions(), orientation: InterfaceOrientation = .landscapeLeft,
        sideOrientations: Set<InterfaceOrientation>? = nil, atRoot: Bool = false, toolbarItems: [BarButtonItemSpec] = []
    ) -> SceneDocument {
        let items = ControllerSpec(
            id: "items", title: "Items", supportedOrientations: sideOrientations, contentSizeForViewInPopover: Size(width: 320, height: 320),
            views: [ViewSpec(id: "itemList", kind: .table, frame: Rect(x: 0, y: 0, width: 391, height: 704), autoresizing: [.flexibleWidth, .flexibleHeight])])
        let detail = ControllerSpec(
            id: "detail", title: "Detail",
            views: [
                ViewSpec(id: "detailText", kind: .label, frame: Rect(x: 20, y: 20, width: 300, height: 44), title: "Main")
            ])
        var svc = ControllerSpec(id: "svc", type: .versatileSplit, title: "Split", toolbarItems: toolbarItems, children: [items, detail])
        svc.versatileSplit = options
        let home = ControllerSpec(id: "home", title: "Examples")
        var pushed = ControllerSpec(
            id: "pushedSvc", type: .versatileSplit, title: "Pushed",
            children: [
                ControllerSpec(id: "pushedSide", title: "Pushed side"), ControllerSpec(id: "pushedMain", title: "Pushed main"),
            ])
        pushed.versatileSplit = VersatileSplitOptions()
        let root = atRoot ? svc : ControllerSpec(id: "appNav", type: .navigation, children: [home, svc])
        return SceneDocument(orientation: orientation, root: root, controllers: [ControllerSpec(id: "more", title: "More"), pushed])
    }

    /// Opens the document.
    static func open(
        _ options: VersatileSplitOptions = VersatileSplitOptions(), orientation: InterfaceOrientation = .landscapeLeft,
        sideOrientations: Set<InterfaceOrientation>? = nil, atRoot: Bool = false
    ) throws -> Scene {
        try Fixtures.open(document(options, orientation: orientation, sideOrientations: sideOrientations, atRoot: atRoot))
    }

    /// Options built in place.
    static func options(_ change: (inout VersatileSplitOptions) -> Void) -> VersatileSplitOptions {
        var options = VersatileSplitOptions()
        change(&options)
        return options
    }

    /// The split view's frame in landscape on the navigation stack (below the bar): 1024 x 704.
    static let landscapeFrame = Rect(x: 0, y: 64, width: 1024, height: 704)
    /// The split view's frame in portrait on the navigation stack: 768 x 960.
    static let portraitFrame = Rect(x: 0, y: 64, width: 768, height: 960)
}
