import PopsplitModel
import PopsplitTestSupport

/// Generates random, valid scene documents: navigation, tab bar, page view and plain trees,
/// detached controllers to push, present and show in popovers, views with actions, bar button
/// items, segues (popover segues with anchors and arrows), popover controllers with random
/// options, action sheets, text inputs and search bars with search display controllers, random
/// supported orientations, every behaviour profile. Deterministic for a given generator state.
///
/// Phase 1 builds the controller tree and its views and items without actions, then the popover
/// controllers and action sheets (``DocumentGenerator+Popovers.swift``); phase 2
/// (``DocumentGenerator+Actions.swift``) adds segues and actions, once every id is known.
struct DocumentGenerator {
    /// The random source; read it back to continue the same stream.
    var random: SplitMix64
    /// The next number for a fresh id.
    var counter = 0
    /// Every controller id made so far (tree first, then the detached ones).
    var controllerIds: [String] = []
    /// Ids of the detached controllers.
    var detachedIds: [String] = []
    /// Every view id made so far (title views included).
    var viewIds: [String] = []
    /// Every bar button item id made so far.
    var itemIds: [String] = []
    /// Every segue id.
    var segueIds: [String] = []
    /// Whether this document may use extreme (finite) numbers in frames and widths: a valid
    /// document the model may refuse (`invalidDocument`) but must never lay out as non-finite.
    var extreme = false
    /// Whether actions are being added to detached controllers (likely presented: dismiss is
    /// drawn more often).
    var presentable = false
    /// Whether actions are being added to a popover's likely content (dismissPopover is drawn
    /// more often).
    var popoverContent = false
    /// Ids of the document's popover controllers.
    var popoverIds: [String] = []
    /// Ids of the document's action sheets.
    var actionSheetIds: [String] = []
    /// Controllers made to be shown in popovers (detached, free roots).
    var popoverContentIds: Set<String> = []
    /// Every navigation controller id (for the bars passthrough views may name).
    var navigationIds: [String] = []
    /// Every tab bar controller id.
    var tabBarIds: [String] = []
    /// Every UIKit split view controller id.
    var splitIds: [String] = []
    /// Every versatile split view controller id.
    var versatileSplitIds: [String] = []
    /// Custom container view controllers (CNT-01).
    var containerIds: [String] = []
    /// How many of `controllerIds` are in the window's tree (the first ones).
    var treeCount = 0
    /// The views and bar button items of each controller (popover segue anchors).
    var anchorsByController: [String: [String]] = [:]

    /// How deep containers nest (the root counts as depth 0).
    static let maxContainerDepth = 2

    /// A generator reading from `random`.
    init(random: SplitMix64) { self.random = random }

    /// A whole document.
    mutating func document() -> SceneDocument {
        extreme = random.chance(10)
        let profile = random.pick(BehaviourProfile.self)
        let orientation = random.pick(InterfaceOrientation.self)
        let statusBarHidden = random.chance(20)
        var root = controller(kind: rootKind(), depth: 0)
        treeCount = controllerIds.count
        var detached: [ControllerSpec] = []
        for _ in 0..<random.int(in: 1...5) {
            let spec = controller(kind: detachedKind(), depth: 1)
            detachedIds.append(spec.id)
            detached.append(spec)
        }
        for _ in 0..<random.int(in: 0...2) {
            let spec = popoverContentController()
            detachedIds.append(spec.id)
            popoverContentIds.insert(spec.id)
            detached.append(spec)
        }
        let popovers = makePopovers()
        let sheets = makeActionSheets()
        let segues = makeSegues()
        addActions(to: &root)
        presentable = true
        for i in detached.indices {
            popoverContent = popoverContentIds.contains(detached[i].id)
            addActions(to: &detached[i])
        }
        popoverContent = false
        return SceneDocument(
            profile: profile, orientation: orientation, statusBarHidden: statusBarHidden,
            root: root, controllers: detached, segues: segues, popovers: popovers, actionSheets: sheets)
    }

    /// A fresh id: `prefix` followed by a number unique in the document.
    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    /// The window root's kind: navigation 26 %, tab bar 16 %, page view 10 %, plain 16 %,
    /// UIKit's split view 16 %, the versatile split view 16 %.
    mutating func rootKind() -> ControllerType {
        switch random.below(100) {
        case 0..<26: .navigation
        case 26..<42: .tabBar
        case 42..<52: .pageView
        case 52..<68: .plain
        case 68..<84: .split
        default: .versatileSplit
        }
    }

    /// A detached controller's kind: mostly plain, some containers (a versatile split view may be
    /// pushed or presented, SVC-02; UIKit's only lives at the root, SPL-03; custom containers,
    /// CNT-01).
    mutating func detachedKind() -> ControllerType {
        switch random.below(100) {
        case 0..<54: .plain
        case 54..<74: .navigation
        case 74..<84: .tabBar
        case 84..<91: .pageView
        case 91..<96: .container
        default: .versatileSplit
        }
    }

    /// A child's kind inside a container of `parent` kind at `depth` (never a navigation
    /// controller inside a navigation controller; containers only above the depth limit).
    mutating func childKind(of parent: ControllerType, depth: Int) -> ControllerType {
        guard depth < Self.maxContainerDepth, random.chance(30) else { return .plain }
        let options: [ControllerType] =
            parent == .navigation ? [.tabBar, .pageView, .container] : [.navigation, .navigation, .pageView, .tabBar, .container]
        return random.pick(options) ?? .plain
    }

    /// A controller of `kind` at container depth `depth`, with its descendants.
    mutating func controller(kind: ControllerType, depth: Int) -> ControllerSpec {
        let id = fresh("c")
        controllerIds.append(id)
        let firstView = viewIds.count
        let firstItem = itemIds.count
        defer { anchorsByController[id] = Array(viewIds[firstView...]) + Array(itemIds[firstItem...]) }
        var spec = ControllerSpec(id: id, type: kind, title: random.chance(70) ? title() : nil)
        if random.chance(35) { spec.supportedOrientations = orientations() }
        spec.modalInPopover = random.chance(10)
        if random.chance(20) { spec.contentSizeForViewInPopover = popoverSize() }
        spec.navigationItem = navigationItem()
        spec.toolbarItems = items(count: random.int(in: 0...3))
        if random.chance(30) { spec.tabBarTitle = title() }
        switch kind {
        case .plain:
            spec.views = (0..<random.int(in: 0...4)).map { _ in view(depth: 0) }
            if random.chance(20) { spec.views.append(searchToolbar()) }
        case .navigation:
            navigationIds.append(id)
            spec.navigation?.exactPopoverSizing = random.chance(30)
            spec.children = (0..<random.int(in: 1...3)).map { _ in controller(kind: childKind(of: kind, depth: depth + 1), depth: depth + 1) }
            spec.navigation?.navigationBarHidden = random.chance(20)
            spec.navigation?.toolbarHidden = random.chance(60)
        case .tabBar:
            tabBarIds.append(id)
            spec.children = (0..<random.int(in: 1...5)).map { _ in controller(kind: childKind(of: kind, depth: depth + 1), depth: depth + 1) }
            spec.selectedIndex = random.below(spec.children.count)
        case .pageView:
            spec.children = (0..<random.int(in: 1...4)).map { _ in controller(kind: childKind(of: kind, depth: depth + 1), depth: depth + 1) }
            spec.selectedIndex = random.below(spec.children.count)
        case .split:
            splitIds.append(id)
            spec.kind = .split(splitOptions())
            spec.children = [controller(kind: paneKind(depth: depth + 1), depth: depth + 1), controller(kind: paneKind(depth: depth + 1), depth: depth + 1)]
        case .container:  // CNT-01: its own views, children placed by frame, some shown at launch
            containerIds.append(id)
            spec.views = (0..<random.int(in: 0...2)).map { _ in view(depth: 0) }
            spec.children = (0..<random.int(in: 1...3)).map { _ in
                controller(kind: random.chance(30) && depth + 1 < Self.maxContainerDepth ? .navigation : .plain, depth: depth + 1)
            }
            let frames =
                random.chance(70)
                ? spec.children.map { _ in Rect(x: number(in: 0...400), y: number(in: 0...500), width: number(in: 0...400), height: number(in: 0...500)) } : []
            let shown = random.chance(25) ? nil : spec.children.map(\.id).filter { _ in random.chance(50) }
            spec.kind = .container(ContainerOptions(childFrames: frames, shownChildren: shown))
        case .versatileSplit:
            versatileSplitIds.append(id)
            spec.kind = .versatileSplit(versatileSplitOptions())
            spec.children = [controller(kind: paneKind(depth: depth + 1), depth: depth + 1), controller(kind: paneKind(depth: depth + 1), depth: depth + 1)]
        }
        return spec
    }

    /// A split view's pane: a navigation controller 60 % (when the depth allows), else plain.
    mutating func paneKind(depth: Int) -> ControllerType {
        depth <= Self.maxContainerDepth && random.chance(60) ? .navigation : .plain
    }

    /// Random options of UIKit's split view controller (SPL-05..17).
    mutating func splitOptions() -> SplitOptions {
        SplitOptions(
            presentsWithGesture: random.chance(70), hidesMasterInPortrait: random.chance(80), hidesMasterInLandscape: random.chance(10),
            implementsShouldHide: random.chance(70), implementsWillHide: random.chance(85),
            masterButtonPlace: random.chance(90) ? .navigationBar : .none, masterButtonTitle: random.chance(20) ? title() : nil)
    }

    /// Random options of the versatile split view controller (SVC-01..09).
    mutating func versatileSplitOptions() -> VersatileSplitOptions {
        var options = VersatileSplitOptions()
        options.axis = random.pick(SplitAxis.self)
        options.splitterStyle = random.pick(SplitterStyle.self)
        options.splitterWidth = random.chance(70) ? 1 : number(in: 0...40)
        if random.chance(30) { options.portraitSplitPoint = number(in: 0...1200) }
        if random.chance(30) { options.landscapeSplitPoint = number(in: 0...1200) }
        options.sideViewPosition = options.axis == .vertical ? random.pick([.left, .right]) ?? .left : random.pick([.top, .bottom]) ?? .top
        options.sideViewDisplayOption = random.pick(SideViewDisplayOption.self)
        if random.chance(30) { options.listButtonTitle = title() }
        options.listButtonPlace = random.pick(ListButtonPlace.self)
        options.listDisplayStyle = random.pick(ListDisplayStyle.self)
        options.legacyLeftButton = random.chance(20)
        options.draggable = random.chance(80)
        options.minimumPaneSize = random.chance(70) ? 200 : number(in: 0...600)
        options.constrainsSplitPosition = random.chance(70)
        return options
    }

    /// A non-empty random set of orientations.
    mutating func orientations() -> Set<InterfaceOrientation> {
        var set = Set(InterfaceOrientation.allCases.filter { _ in random.chance(50) })
        if set.isEmpty { set.insert(random.pick(InterfaceOrientation.self)) }
        return set
    }

    /// Points for a frame component or a width in `range`; in an extreme document (one in ten),
    /// three in ten are a huge or tiny finite number (negative only where `range` allows it).
    mutating func number(in range: ClosedRange<Double>) -> Double {
        guard extreme, random.chance(30) else { return random.points(in: range) }
        let huge = [1e308, Double.greatestFiniteMagnitude, 1e300, 1e20, 1e15 + 0.5, .leastNonzeroMagnitude, 0.1]
        let value = random.pick(huge) ?? 1e308
        return range.lowerBound < 0 && random.bool() ? -value : value
    }

    /// A short title, sometimes empty or not ASCII.
    mutating func title() -> String {
        random.pick(["Home", "Inbox", "Settings", "A much longer title than fits", "", "日本", "Détail", "OK"]) ?? "Title"
    }
}
