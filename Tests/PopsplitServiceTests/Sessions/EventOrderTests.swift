import Foundation
import PopsplitJSON
import Testing

/// ROT-03: how a client reads where the layout applies among a command's events. Every
/// command's events come before its `scene/layout`; in UIKit's order the new layout applies after
/// the command's last `will` event and before its first `did` event (protocol.md section 5). This
/// holds for every command of every example session: no `will` event follows a `did` event.
@Suite struct EventOrderTests {
    /// Whether an event's selector announces something about to happen (`viewWillAppear:`,
    /// `willRotateToInterfaceOrientation:duration:`, `splitViewController:willHide...`).
    static func isWill(_ name: String) -> Bool { marks(name, "will", "Will") }

    /// Whether an event's selector reports something that happened (`viewDidAppear:`,
    /// `didRotateFromInterfaceOrientation:`, `popoverControllerDidDismissPopover:`).
    static func isDid(_ name: String) -> Bool { marks(name, "did", "Did") }

    /// Whether `name` has `lower` at its start or after a colon, or `upper` after `view`/a lower-case
    /// word, followed by an upper-case letter.
    static func marks(_ name: String, _ lower: String, _ upper: String) -> Bool {
        let parts = name.split(separator: ":").map(String.init)
        return parts.contains { part in
            for prefix in [lower, "view" + upper, "popoverController" + upper, "pageViewController" + upper] where part.hasPrefix(prefix) {
                if let next = part.dropFirst(prefix.count).first, next.isUppercase { return true }
            }
            return false
        }
    }

    @Test("ROT-03: the selector rule reads will and did")
    func selectorRule() {
        #expect(Self.isWill("viewWillAppear:") && Self.isWill("willRotateToInterfaceOrientation:duration:"))
        #expect(Self.isWill("splitViewController:willHideViewController:withBarButtonItem:forPopoverController:"))
        #expect(Self.isDid("viewDidDisappear:") && Self.isDid("didRotateFromInterfaceOrientation:"))
        #expect(Self.isDid("popoverControllerDidDismissPopover:"))
        #expect(!Self.isWill("tabBarController:didSelectViewController:") && Self.isDid("tabBarController:didSelectViewController:"))
        #expect(!Self.isWill("swipe") && !Self.isDid("swipe"))
    }

    @Test("ROT-03: in every command of every example session, no will event follows a did event", arguments: ExampleSessions.names)
    func willBeforeDid(name: String) throws {
        let transcript = try ExampleSessions.bytes(ExampleSessions.goldenPath(name))
        var group: [String] = []
        var commands = 0
        for line in transcript.split(separator: UInt8(ascii: "\n")) {
            let message = try JSONCodec.parse(Array(line))
            if message["method"]?.stringValue == "scene/event", let event = message["params"]?["name"]?.stringValue {
                group.append(event)
                continue
            }
            guard message["method"] == nil, message["result"] != nil || message["error"] != nil else { continue }
            // Application messages (launch, background) frame the views' messages rather than order them.
            var ordered = group.filter { !$0.hasPrefix("application") }
            // POP-34: a dismissal in willRotate completes (not animated) before willAnimate.
            if message["result"]?["dismissedPopovers"] != nil, let animate = ordered.firstIndex(of: "willAnimateRotationToInterfaceOrientation:duration:") {
                let lastWillRotate = ordered[..<animate].lastIndex(of: "willRotateToInterfaceOrientation:duration:") ?? animate
                ordered.removeSubrange((lastWillRotate + 1)..<animate)
            }
            if let firstDid = ordered.firstIndex(where: Self.isDid) {
                let lateWill = ordered[firstDid...].first(where: Self.isWill)
                #expect(lateWill == nil, "\(name): \(lateWill ?? "") after \(ordered[firstDid]) in \(ordered)")
            }
            if !group.isEmpty { commands += 1 }
            group = []
        }
        #expect(commands > 0 || name == "bad-input")
    }
}
