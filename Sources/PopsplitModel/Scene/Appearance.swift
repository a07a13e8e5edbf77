/// The appearance messages a change of visible controllers causes, in UIKit's order:
/// `viewWillDisappear:` (leaving), `viewWillAppear:` (arriving), `viewDidDisappear:`,
/// `viewDidAppear:`; parents before children within each group (NAV-06, MOD-01).
struct Appearance {
    /// Controllers whose views leave the window, parents first.
    var disappearing: [String]
    /// Controllers whose views enter the window, parents first.
    var appearing: [String]
    /// Whether the change is animated (the messages' `animated` argument).
    var animated: Bool

    /// The difference between two lists of visible controllers (``Hierarchy/visibleControllers``).
    init(before: [String], after: [String], animated: Bool) {
        let beforeSet = Set(before)
        let afterSet = Set(after)
        disappearing = before.filter { !afterSet.contains($0) }
        appearing = after.filter { !beforeSet.contains($0) }
        self.animated = animated
    }

    /// Whether nothing appears or disappears.
    var isEmpty: Bool { disappearing.isEmpty && appearing.isEmpty }

    /// The will-messages: disappearing first, then appearing.
    var willEvents: [SceneEvent] {
        disappearing.map { SceneEvent.appearance(.viewWillDisappear, $0, animated) }
            + appearing.map { SceneEvent.appearance(.viewWillAppear, $0, animated) }
    }

    /// The did-messages: disappeared first, then appeared.
    var didEvents: [SceneEvent] {
        disappearing.map { SceneEvent.appearance(.viewDidDisappear, $0, animated) }
            + appearing.map { SceneEvent.appearance(.viewDidAppear, $0, animated) }
    }

    /// All four groups in order.
    var events: [SceneEvent] { willEvents + didEvents }
}
