import PopsplitJSON
import PopsplitModel
import PopsplitTestSupport
import Testing

@testable import PopsplitService

/// A full layout written with the nodes kept from the layout before (their bytes copied where
/// a node is unchanged) is the same bytes as one written afresh, whatever changed between the
/// two: nodes kept, moved, changed, added, dropped, reordered; and the kept bytes are bounded.
@Suite struct EncodedNodesTests {
    /// `previous` with some nodes kept as they were, some with a new frame or new attributes,
    /// some dropped, some new, sometimes in another order.
    static func next(after previous: SceneLayout, _ g: inout SplitMix64) -> SceneLayout {
        var nodes: [LayoutNode] = []
        for node in previous.nodes {
            switch g.below(6) {
            case 0, 1, 2: nodes.append(node)
            case 3:
                var moved = node
                moved.frame = ByteEncoderAgreementTests.rect(&g)
                nodes.append(moved)
            case 4:
                var changed = node
                changed.attributes = ByteEncoderAgreementTests.fields(&g)
                nodes.append(changed)
            default: break
            }
        }
        for index in 0..<g.below(3) { nodes.insert(ByteEncoderAgreementTests.node(&g, id: "new\(index)"), at: g.below(nodes.count + 1)) }
        if g.below(4) == 0 { nodes.reverse() }
        return SceneLayout(
            orientation: g.element(InterfaceOrientation.allCases), screen: previous.screen, applicationFrame: previous.applicationFrame, nodes: nodes)
    }

    /// A chain of layouts, each written reusing the nodes the one before kept: the bytes of a
    /// fresh write, every time.
    @Test func reusingKeptNodesWritesTheSameBytes() {
        var g = SplitMix64(seed: ByteEncoderAgreementTests.seed ^ 7)
        var reused = 0
        for chain in 0..<40 {
            var layout = ByteEncoderAgreementTests.layout(&g)
            var kept: EncodedNodes?
            for step in 0..<12 {
                let transition = ByteEncoderAgreementTests.transition(&g, from: layout)
                let written = layout.notificationParams(scene: "s", version: step, transition: transition, reusing: kept)
                let fresh = layout.notificationParams(scene: "s", version: step, transition: transition)
                #expect(written.params.string == fresh.string, "chain \(chain) step \(step)")
                if let kept { reused += layout.nodes.filter { kept.nodes.contains($0) }.count }
                // The kept bytes are each node's own bytes, in order.
                if let nodes = written.nodes {
                    for (index, node) in nodes.nodes.enumerated() {
                        let alone = JSONText { $0.layoutNode(node) }.string
                        #expect(String(decoding: nodes.bytes[nodes.range(of: index)], as: UTF8.self) == alone, "chain \(chain) step \(step) node \(index)")
                    }
                }
                kept = written.nodes
                layout = Self.next(after: layout, &g)
            }
        }
        #expect(reused > 500, "the chains reuse nodes (\(reused))")
    }

    /// A layout whose nodes' bytes pass the bound is not kept; the next is written afresh.
    @Test func layoutsPastTheBoundAreNotKept() {
        var g = SplitMix64(seed: ByteEncoderAgreementTests.seed ^ 8)
        let node = ByteEncoderAgreementTests.node(&g, id: "n")
        let size = JSONText { $0.layoutNode(node) }.bytes.count
        let count = EncodedNodes.byteLimit / size + 2
        let big = SceneLayout(
            orientation: .portrait, screen: Rect(x: 0, y: 0, width: 768, height: 1024), applicationFrame: Rect(x: 0, y: 20, width: 768, height: 1004),
            nodes: (0..<count).map { index in
                var copy = node
                copy.id = "n\(index)"
                return copy
            })
        let written = big.notificationParams(scene: "s", version: 1, transition: nil, reusing: nil)
        #expect(written.nodes == nil)
        let small = SceneLayout(orientation: .portrait, screen: big.screen, applicationFrame: big.applicationFrame, nodes: Array(big.nodes.prefix(3)))
        let kept = small.notificationParams(scene: "s", version: 1, transition: nil, reusing: nil).nodes
        #expect(kept?.nodes.count == 3)
        #expect(
            small.notificationParams(scene: "s", version: 2, transition: nil, reusing: kept).params.string
                == small.notificationParams(scene: "s", version: 2, transition: nil).string)
    }
}
