import PopsplitModel
import Testing

/// A layout node's kind is written in JSON as its name (protocol.md, section 9.6): a view's kind
/// as the document names it, the chrome by its own name, each name once.
struct NodeKindNameTests {
    /// The names the layout notifications carry, unchanged by how the kinds are declared.
    @Test("a node kind's name: a view's is its view kind's, chrome's its own, all distinct")
    func names() {
        #expect(
            NodeKind.allCases.map(\.name) == [
                "view", "button", "label", "table", "toolbar", "navigationBar", "searchBar", "image", "textField", "textView", "segmentedControl",
                "switch", "slider", "scrollView", "tableCell", "controller", "popover", "slideOver", "dimming", "keyboard", "statusBar", "tabBar",
                "title", "barButtonItem", "backButton", "tabBarItem", "divider",
            ])
        for kind in ViewKind.allCases { #expect(NodeKind.view(kind).name == kind.rawValue) }
        #expect(Set(NodeKind.allCases.map(\.name)).count == NodeKind.allCases.count)
        #expect("\(NodeKind.view(.navigationBar))" == "navigationBar")
    }
}
