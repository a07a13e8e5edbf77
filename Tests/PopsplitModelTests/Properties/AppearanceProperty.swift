import PopsplitModel

/// The appearance messages agree with the layout (NAV-06, MOD-01, TAB-01, TAB-02): at launch
/// every laid-out controller gets `viewWillAppear:` and `viewDidAppear:`; after every step the
/// controllers that get `viewDidAppear:` are exactly those whose node entered the layout, those
/// that get `viewDidDisappear:` exactly those whose node left it, each `did` preceded by its
/// `will`, all `will` messages before all `did` messages (a rotation or the background, which may
/// dismiss several popovers one after the other, POP-27 and ROT-04, and uncover a master the
/// rotation then hides: replayed in order, each controller's `will` before its `did`). The
/// system's controllers (POP-26) get none.
struct AppearanceProperty: SceneProperty {
    /// Launch: every visible controller appears, once.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        let visible = Self.controllers(launch.layout)
        try PropertyFailure.check(
            Self.targets("viewWillAppear:", launch.events) == visible
                && Self.targets("viewDidAppear:", launch.events) == visible,
            "launch appearance \(Compact.trace(launch.events)) for visible controllers \(visible)")
    }

    /// A step: the messages are the difference between the layouts' controllers.
    func check(_ step: StepContext) throws(PropertyFailure) {
        guard let (events, _) = step.final.done else { return }
        let before = Set(Self.controllers(step.beforeLayout))
        let after = Set(Self.controllers(step.afterLayout))
        let appeared = Self.targets("viewDidAppear:", events)
        let disappeared = Self.targets("viewDidDisappear:", events)
        let what = "\(Compact.command(step.command)) sent \(Compact.trace(events))"
        switch step.command {
        case .rotate, .enterBackground:
            // A dismissal in willRotate may uncover a master that the rotation then hides (POP-34,
            // SPL-05): a controller may appear and disappear in one step. Replayed in order, each
            // message changes what is on screen, and the end is the layout after.
            var shown = before
            for event in events {
                guard let target = event.target else { continue }
                switch event.name.rawValue {
                case "viewDidAppear:":
                    try PropertyFailure.check(shown.insert(target).inserted, "\(what): \(target) appeared while on screen")
                case "viewDidDisappear:":
                    try PropertyFailure.check(shown.remove(target) != nil, "\(what): \(target) disappeared while off screen")
                default: break
                }
            }
            try PropertyFailure.check(shown == after, "\(what) but the layout after shows \(after.sorted())")
            for (i, event) in events.enumerated() where event.name.rawValue.hasPrefix("viewDid") {
                let will = "viewWill" + event.name.rawValue.dropFirst("viewDid".count)
                try PropertyFailure.check(
                    events[..<i].contains { $0.name.rawValue == will && $0.target == event.target },
                    "\(what): \(event.name) to \(event.target ?? "app") without \(will) before it")
            }
            return
        default: break
        }
        try PropertyFailure.check(
            Set(appeared) == after.subtracting(before) && appeared.count == Set(appeared).count,
            "\(what) but \(after.subtracting(before).sorted()) entered the layout")
        try PropertyFailure.check(
            Set(disappeared) == before.subtracting(after) && disappeared.count == Set(disappeared).count,
            "\(what) but \(before.subtracting(after).sorted()) left the layout")
        try PropertyFailure.check(Self.targets("viewWillAppear:", events) == appeared, "\(what): will/did appear differ")
        try PropertyFailure.check(Self.targets("viewWillDisappear:", events) == disappeared, "\(what): will/did disappear differ")
        let names = events.map(\.name.rawValue)
        if let lastWill = names.lastIndex(where: { $0.hasPrefix("viewWill") }), let firstDid = names.firstIndex(where: { $0.hasPrefix("viewDid") }) {
            try PropertyFailure.check(lastWill < firstDid, "\(what): a will message after a did message")
        }
    }

    /// The controller nodes of a layout, in order, less the controllers the system makes for
    /// search results and action sheets (POP-26: they get no appearance or rotation messages).
    static func controllers(_ layout: SceneLayout) -> [String] {
        layout.nodes.filter { $0.kind == .controller && !isSystemController($0.id) }.map(\.id)
    }

    /// Whether `id` is a controller the system makes (POP-26): `<bar>.resultsNavigation`,
    /// `<bar>.resultsList`, `<sheet>.sheet` (generated ids never end so).
    static func isSystemController(_ id: String) -> Bool {
        id.hasSuffix(".resultsNavigation") || id.hasSuffix(".resultsList") || id.hasSuffix(".sheet")
    }

    /// The targets of the events named `name`, in order.
    static func targets(_ name: String, _ events: [SceneEvent]) -> [String] {
        events.filter { $0.name.rawValue == name }.map { $0.target ?? "app" }
    }
}
