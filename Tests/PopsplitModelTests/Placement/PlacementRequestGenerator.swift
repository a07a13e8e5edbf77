import PopsplitModel
import PopsplitTestSupport

/// Random placement requests for the placement properties, every draw from a ``SplitMix64`` so a
/// seed and a case index replay one request exactly (see ``PlacementPropertyRunner``).
///
/// What it draws:
/// - the screen: 768 x 1024 (portrait) or 1024 x 768 (landscape); `bounds` is the screen less a
///   status bar of 0, 20 or 40 at the top and, a quarter of the time, less a keyboard of 264
///   (portrait) or 352 (landscape) at the bottom;
/// - the anchor: anywhere on the screen, partly or wholly off it, under the status bar, hugging an
///   edge, bar-button-like, or larger than the screen; a sixth of the anchors have a zero width, a
///   sixth a zero height; one in ten is moved off the quarter-point grid (a converted rect need not
///   be on any grid);
/// - the content size: mostly a width in 320...600 (POP-03) and a height in 0...1500, sometimes
///   any size in 0...1500 on both axes;
/// - the margins: half the time the default 10, else 0...300 per side; one in twenty are instead
///   margins at STEP 1's limit, which leave exactly the chrome plus the minimum content on an axis,
///   or a quarter point less (those may exceed 300);
/// - the permitted directions: any non-empty subset of the four;
/// - the metrics: mostly ``PopoverBackgroundMetrics/iOS6``, a fifth of the time random (arrow
///   height 0...60, base 0...80, insets 0...30 per side, corner clearance 0...30, each now and then
///   exactly 0).
struct PlacementRequestGenerator {
    /// iPad status bar heights: hidden, normal, in-call.
    static let statusBarHeights: [Double] = [0, 20, 40]
    /// The keyboard's height in portrait.
    static let portraitKeyboard: Double = 264
    /// The keyboard's height in landscape.
    static let landscapeKeyboard: Double = 352

    /// The draws.
    var random: SplitMix64

    /// A generator for case `index` of a run seeded with `seed`.
    init(seed: UInt64, index: Int) {
        random = SplitMix64.forCase(seed: seed, index: index)
    }

    /// One request.
    mutating func request() -> PlacementRequest {
        let portrait = random.bool()
        let screen = portrait ? Size(width: 768, height: 1024) : Size(width: 1024, height: 768)
        let statusBar = random.pick(Self.statusBarHeights) ?? 20
        let keyboard = random.chance(25) ? (portrait ? Self.portraitKeyboard : Self.landscapeKeyboard) : 0
        let bounds = Rect(x: 0, y: statusBar, width: screen.width, height: screen.height - statusBar - keyboard)
        var anchor = anchor(screen: screen, statusBar: statusBar)
        if random.chance(10) {
            anchor = Rect(
                x: anchor.minX + offGrid(), y: anchor.minY + offGrid(),
                width: anchor.width == 0 ? 0 : anchor.width + offGrid(), height: anchor.height == 0 ? 0 : anchor.height + offGrid())
        }
        let content = contentSize()
        let permitted = permitted()
        let metrics = metrics()
        var margins = margins()
        if random.chance(5) { margins = limitMargins(bounds: bounds, metrics: metrics) }
        return PlacementRequest(
            anchor: anchor, contentSize: content, permitted: permitted, bounds: bounds,
            margins: margins, metrics: metrics)
    }

    /// A fraction in 0..<1 off the quarter-point grid (thirds, sevenths, and worse).
    mutating func offGrid() -> Double {
        Double(random.below(1_000_003)) / 1_000_003
    }

    /// Margins at STEP 1's limit: on each axis (chosen at random) they leave exactly the chrome plus
    /// the minimum content, or a quarter point less (so they are ignored on that axis).
    mutating func limitMargins(bounds: Rect, metrics m: PopoverBackgroundMetrics) -> EdgeInsets {
        let i = m.contentInsets
        let chromeW = i.left + i.right + m.arrowHeight + PopoverPlacement.minimumContentSize.width
        let chromeH = i.top + i.bottom + m.arrowHeight + PopoverPlacement.minimumContentSize.height
        var margins = margins()
        if random.bool() {
            let total = max(0, bounds.width - chromeW + (random.bool() ? 0.25 : 0))
            margins.left = (total * Double(random.int(in: 0...4)) / 4).rounded(.down)
            margins.right = total - margins.left
        }
        if random.bool() {
            let total = max(0, bounds.height - chromeH + (random.bool() ? 0.25 : 0))
            margins.top = (total * Double(random.int(in: 0...4)) / 4).rounded(.down)
            margins.bottom = total - margins.top
        }
        return margins
    }

    /// An anchor on the screen, off it, under the status bar, along an edge, or bar-button-like.
    mutating func anchor(screen: Size, statusBar: Double) -> Rect {
        var width = random.chance(70) ? random.points(in: 1...120) : random.points(in: 0...600)
        var height = random.chance(70) ? random.points(in: 1...120) : random.points(in: 0...600)
        if random.chance(16) { width = 0 }
        if random.chance(16) { height = 0 }
        let x: Double
        let y: Double
        switch random.below(7) {
        case 0:
            // Partly or wholly off the screen.
            x = random.points(in: -width - 200...screen.width + 200)
            y = random.points(in: -height - 200...screen.height + 200)
        case 1:
            // Under (or straddling) the status bar.
            x = random.points(in: -width / 2...screen.width - width / 2)
            y = random.points(in: -height...max(0, statusBar))
        case 2:
            // Hugging one of the four edges of the screen.
            switch random.below(4) {
            case 0: (x, y) = (random.points(in: 0...screen.width), random.points(in: 0...60))
            case 1: (x, y) = (random.points(in: 0...screen.width), screen.height - height - random.points(in: 0...60))
            case 2: (x, y) = (random.points(in: 0...60), random.points(in: 0...screen.height))
            default: (x, y) = (screen.width - width - random.points(in: 0...60), random.points(in: 0...screen.height))
            }
        case 3:
            // A bar button item in a navigation bar or toolbar: 44 high, whole points.
            width = Double(random.int(in: 20...120))
            height = 44
            x = Double(random.int(in: 0...Int(screen.width - width)))
            y = random.bool() ? statusBar : screen.height - 44
        case 4:
            // Larger than the screen on one axis or both.
            if random.bool() { width = random.points(in: screen.width...1500) }
            if random.bool() { height = random.points(in: screen.height...1500) }
            x = random.points(in: -width...screen.width)
            y = random.points(in: -height...screen.height)
        default:
            // On the screen.
            x = random.points(in: 0...max(0, screen.width - width))
            y = random.points(in: 0...max(0, screen.height - height))
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A content size: mostly 320...600 wide (POP-03), sometimes anything in 0...1500.
    mutating func contentSize() -> Size {
        let whole = random.chance(60)
        func draw(_ range: ClosedRange<Double>) -> Double {
            whole ? Double(random.int(in: Int(range.lowerBound)...Int(range.upperBound))) : random.points(in: range)
        }
        switch random.below(10) {
        case 0: return Size(width: draw(0...1500), height: draw(0...1500))
        case 1: return Size(width: random.pick([0, 320, 600, 1500]) ?? 0, height: random.pick([0, 100, 1100, 1500]) ?? 0)
        case 2: return Size(width: 320, height: 1100)
        default: return Size(width: draw(320...600), height: draw(0...1500))
        }
    }

    /// `popoverLayoutMargins`: half the time the default, else 0...300 per side.
    mutating func margins() -> EdgeInsets {
        if random.bool() { return PopoverPlacement.defaultMargins }
        return EdgeInsets(
            top: random.points(in: 0...300), left: random.points(in: 0...300),
            bottom: random.points(in: 0...300), right: random.points(in: 0...300))
    }

    /// A non-empty subset of the four directions.
    mutating func permitted() -> Set<ArrowDirection> {
        let mask = random.int(in: 1...15)
        return Set(ArrowDirection.allCases.filter { mask & (1 << $0.order) != 0 })
    }

    /// Mostly the iOS 6 metrics, a fifth of the time random ones.
    mutating func metrics() -> PopoverBackgroundMetrics {
        guard random.chance(20) else { return .iOS6 }
        func draw(_ most: Double) -> Double { random.chance(10) ? 0 : random.points(in: 0...most) }
        return PopoverBackgroundMetrics(
            arrowHeight: draw(60),
            arrowBase: draw(80),
            contentInsets: EdgeInsets(top: draw(30), left: draw(30), bottom: draw(30), right: draw(30)),
            cornerClearance: draw(30))
    }
}
