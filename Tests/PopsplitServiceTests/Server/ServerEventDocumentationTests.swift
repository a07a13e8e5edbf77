import Foundation
import PopsplitJSON
import Testing

/// Protocol.md's sections 7 and 9.4 say what `tabBar/select`, `page/jump` and
/// `page/turn` send, and the daemon sends exactly that.
@Suite struct ServerEventDocumentationTests {
    /// UIKit's appearance messages.
    static let appearance: Set<String> = ["viewWillDisappear:", "viewWillAppear:", "viewDidDisappear:", "viewDidAppear:"]

    /// The delegate selectors (`tabBarController:...`, `pageViewController:...`) that the
    /// sentence of protocol.md beginning with `start`, after `heading`, names.
    static func documentedSelectors(after heading: String, sentence start: String) throws -> Set<String> {
        let markdown = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/protocol.md", encoding: .utf8)
        let section = try #require(markdown.range(of: heading))
        let from = try #require(markdown.range(of: start, range: section.upperBound..<markdown.endIndex))
        let end = markdown.range(of: ". ", range: from.upperBound..<markdown.endIndex)?.lowerBound ?? markdown.endIndex
        let sentence = markdown[from.lowerBound..<end].replacingOccurrences(of: "\n", with: " ")
        let ticked = sentence.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return Set(ticked.filter { $0.hasPrefix("tabBarController:") || $0.hasPrefix("pageViewController:") })
    }

    /// The delegate messages among `names` (everything but appearance).
    static func delegateMessages(_ names: [String]) -> Set<String> {
        Set(names.filter { !appearance.contains($0) })
    }

    /// `tabBar/select` sends appearance events only, as both sections say.
    @Test func tabBarSelectSendsWhatSection7Says() throws {
        let driver = ServerDriver()
        driver.open("tabs")
        let select = driver.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 1])
        #expect(!select.eventNames.isEmpty)
        #expect(Self.delegateMessages(select.eventNames).isEmpty)
        #expect(select.events.allSatisfy { $0["args"]?["animated"] == nil || $0["args"]?["animated"] == false })
        #expect(try Self.documentedSelectors(after: "#### `tabBar/select`", sentence: "Events:").isEmpty)
        #expect(try Self.documentedSelectors(after: "**TAB-01.**", sentence: "`selectTab` from code").isEmpty)
    }

    /// `page/jump` sends appearance events only; `page/turn` adds the delegate's
    /// messages; section 7 names exactly those.
    @Test func pageJumpAndTurnSendWhatSection7Says() throws {
        let driver = ServerDriver()
        driver.open("page-view")
        let jump = driver.call("page/jump", ["scene": "s1", "pageView": "book", "index": 2])
        #expect(jump.error == nil)
        #expect(!jump.eventNames.isEmpty)
        #expect(Self.delegateMessages(jump.eventNames).isEmpty)
        #expect(try Self.documentedSelectors(after: "#### `page/turn`, `page/jump`", sentence: "Events of `page/jump`").isEmpty)
        let turn = driver.call("page/turn", ["scene": "s1", "pageView": "book", "direction": "reverse"])
        let documented = try Self.documentedSelectors(after: "#### `page/turn`, `page/jump`", sentence: "Events of `page/turn`")
        #expect(Self.delegateMessages(turn.eventNames) == documented)
        #expect(documented.contains("pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"))
    }
}
