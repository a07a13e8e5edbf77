import PopsplitModel
import PopsplitTestSupport

/// Random popover options shared by the document and command generators.
enum PopoverDraws {
    /// Permitted arrow directions (POP-10): any (40 %), else a random non-empty subset.
    static func arrows(_ random: inout SplitMix64) -> Set<ArrowDirection> {
        if random.chance(40) { return ArrowDirection.any }
        var set = Set(ArrowDirection.allCases.filter { _ in random.chance(50) })
        if set.isEmpty { set.insert(random.pick(ArrowDirection.self)) }
        return set
    }

    /// A popover size: mostly within what a popover shows (width around 320...600), sometimes
    /// narrower, wider, taller than the screen, or zero.
    static func popoverSize(_ random: inout SplitMix64) -> Size {
        switch random.below(100) {
        case 0..<70: Size(width: random.points(in: 200...650), height: random.points(in: 40...900))
        case 70..<80: Size(width: random.points(in: 0...320), height: random.points(in: 0...200))
        case 80..<90: Size(width: random.points(in: 600...2000), height: random.points(in: 900...3000))
        default: Size(width: random.chance(50) ? 0 : 320, height: random.chance(50) ? 0 : 1100)
        }
    }

    /// Popover layout margins (POP-11): the default (50 %), small, or large enough to be ignored.
    static func margins(_ random: inout SplitMix64) -> EdgeInsets {
        switch random.below(100) {
        case 0..<50: EdgeInsets(all: 10)
        case 50..<85:
            EdgeInsets(
                top: random.points(in: 0...60), left: random.points(in: 0...60),
                bottom: random.points(in: 0...60), right: random.points(in: 0...60))
        default:
            EdgeInsets(
                top: random.points(in: 0...600), left: random.points(in: 0...600),
                bottom: random.points(in: 0...600), right: random.points(in: 0...10_000))
        }
    }

    /// Background metrics (POP-12): the defaults (90 %), else random within 0...100.
    static func background(_ random: inout SplitMix64) -> PopoverBackgroundMetrics {
        guard random.chance(10) else { return .iOS6 }
        return PopoverBackgroundMetrics(
            arrowHeight: random.points(in: 0...40), arrowBase: random.points(in: 0...80),
            contentInsets: EdgeInsets(
                top: random.points(in: 0...20), left: random.points(in: 0...20),
                bottom: random.points(in: 0...20), right: random.points(in: 0...20)),
            cornerClearance: random.chance(10) ? 100 : random.points(in: 0...30))
    }
}
