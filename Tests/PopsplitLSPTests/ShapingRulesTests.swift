import Foundation
import PopsplitJSON
import Testing

@testable import PopsplitLSP

/// The rules hover cites for a layout node (``ShapingRules``).
@Suite struct ShapingRulesTests {
    /// A node of `kind` with `attributes`, in portrait.
    static func node(_ kind: String, _ attributes: JSONObject = JSONObject()) -> LayoutNodeFacts {
        LayoutNodeFacts(node: ["kind": .string(kind), "frame": [0, 0, 10, 10], "attributes": .object(attributes)], orientation: "portrait")
    }

    /// The ids cited for a node.
    static func ids(_ node: LayoutNodeFacts) -> [String] { ShapingRules.citations(for: node).map(\.id) }

    /// What a node shows chooses its rules: a popover waiting after a rotation cites POP-27, a
    /// versatile split view's splitter SVC-03 where UIKit's divider cites SPL-01, a disabled item
    /// POP-35, a split view controller SPL-01 and SPL-02.
    @Test func attributesChooseTheRules() {
        #expect(Self.ids(Self.node("popover")).starts(with: ["POP-09", "POP-10", "POP-11", "POP-12"]))
        #expect(!Self.ids(Self.node("popover")).contains("POP-27"))
        #expect(Self.ids(Self.node("popover", JSONObject([("needsPresentation", true)]))).contains("POP-27"))
        #expect(Self.ids(Self.node("divider")) == ["SPL-01"])
        #expect(Self.ids(Self.node("divider", JSONObject([("style", "line")]))) == ["SVC-03"])
        #expect(Self.ids(Self.node("barButtonItem", JSONObject([("enabled", false)]))) == ["NAV-03", "POP-35"])
        #expect(Self.ids(Self.node("controller", JSONObject([("controllerKind", "split")]))).starts(with: ["SPL-01", "SPL-02"]))
        #expect(Self.ids(Self.node("controller", JSONObject([("controllerKind", "versatileSplit")]))).first == "SVC-01")
    }

    /// Every id any node can cite is a rule of protocol.md section 10 (a row of its table).
    @Test func everyCitedIdIsARule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let protocolText = try String(contentsOf: root.appendingPathComponent("protocol.md"), encoding: .utf8)
        let kinds = [
            "popover", "slideOver", "dimming", "keyboard", "statusBar", "tabBar", "tabBarItem", "title", "backButton", "barButtonItem",
            "divider", "navigationBar", "toolbar", "searchBar", "tableCell", "button", "label",
        ]
        let controllerKinds = ["plain", "navigation", "tabBar", "pageView", "split", "versatileSplit", "container"]
        let everything = JSONObject([
            ("needsPresentation", true), ("wantsDefaultContentAppearance", false), ("enabled", false), ("backTitle", "Back"), ("style", "line"),
        ])
        var nodes = kinds.flatMap { [Self.node($0), Self.node($0, everything)] }
        nodes += controllerKinds.map { Self.node("controller", JSONObject([("controllerKind", .string($0))])) }
        for node in nodes {
            let citations = ShapingRules.citations(for: node)
            #expect(!citations.isEmpty, "\(node.kind)")
            #expect(citations.count <= ShapingRules.maxCitations)
            for citation in citations {
                #expect(protocolText.contains("| \(citation.id) |"), "\(citation.id) cited for \(node.kind) is not a rule of section 10")
            }
        }
    }
}
