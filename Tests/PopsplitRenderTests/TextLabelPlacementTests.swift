import PopsplitModel
import PopsplitRender
import Testing

/// In text pictures, a bar title that fits the bar is written (a number only when it
/// does not), a number never lands on another label's letters, the selected tab is `[Featured]`,
/// and a slid-in pane is set apart from what it covers.
@Suite struct TextLabelPlacementTests {
    /// A portrait layout of `nodes` under a root controller.
    static func layout(_ nodes: [LayoutNode]) -> SceneLayout {
        SceneLayout(
            orientation: .portrait, screen: Rect(x: 0, y: 0, width: 768, height: 1024),
            applicationFrame: Rect(x: 0, y: 20, width: 768, height: 1004),
            nodes: [LayoutNode(id: "root", kind: .controller, parent: nil, frame: Rect(x: 0, y: 20, width: 768, height: 1004))] + nodes)
    }

    /// A node titled `title`.
    static func node(_ id: String, _ kind: NodeKind, parent: String = "root", _ frame: Rect, title: String? = nil, selected: Bool = false) -> LayoutNode {
        var attributes: [Field] = []
        if let title { attributes.append(Field(.title, .string(title))) }
        if selected { attributes.append(Field(.selected, .bool(true))) }
        return LayoutNode(id: id, kind: kind, parent: parent, frame: frame, attributes: attributes)
    }

    /// The grid lines of a picture (the header and the legend left out) and its legend.
    static func parts(_ text: String, rows: Int) -> (grid: [String], legend: [String]) {
        let lines = text.split(separator: "\n").map(String.init)
        return (Array(lines[1...rows]), Array(lines[(rows + 1)...]))
    }

    /// A label's text starts at its left edge, as the SVG draws it (UIKit's natural alignment); a
    /// button's title stays centred.
    @Test func aLabelStartsAtItsLeftEdge() {
        let layout = Self.layout([
            Self.node("name", .view(.label), Rect(x: 80, y: 200, width: 400, height: 24), title: "Anna"),
            Self.node("go", .view(.button), Rect(x: 80, y: 300, width: 400, height: 40), title: "Go"),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout), rows: 48)
        let label = picture.grid.first { $0.contains("Anna") } ?? ""
        #expect(label.distance(from: label.startIndex, to: label.range(of: "Anna")?.lowerBound ?? label.endIndex) == 10)  // 80 pt is column 10
        let button = picture.grid.first { $0.contains("Go") } ?? ""
        #expect(button.distance(from: button.startIndex, to: button.range(of: "Go")?.lowerBound ?? button.startIndex) > 30)
    }

    /// A popover's content stays inside its double border at a coarse grid, where its 8-point
    /// inset rounds to no cell: the border's sides stay `║` on every row between its corners.
    @Test func aPopoversContentStaysInsideItsBorder() {
        let layout = Self.layout([
            Self.node("pop", .popover, Rect(x: 400, y: 300, width: 336, height: 200)),
            Self.node("content", .controller, parent: "pop", Rect(x: 408, y: 308, width: 320, height: 164)),
            Self.node("list", .view(.table), parent: "content", Rect(x: 408, y: 308, width: 320, height: 164)),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 72, rows: 36)).render(layout), rows: 36)
        let top = picture.grid.firstIndex { $0.contains("╔") } ?? 0
        let bottom = picture.grid.firstIndex { $0.contains("╚") } ?? 0
        #expect(bottom > top + 2)
        for row in picture.grid[(top + 1)..<bottom] {
            #expect(row.filter { $0 == "║" }.count == 2, "\(row)")
        }
    }

    /// A title a little wider than its frame in cells is written across its bar, not numbered.
    @Test func aTitleThatFitsTheBarIsWritten() {
        let layout = Self.layout([
            Self.node("bar", .view(.navigationBar), Rect(x: 0, y: 20, width: 320, height: 44)),
            Self.node("bar.title", .title, parent: "bar", Rect(x: 115, y: 30, width: 90, height: 24), title: "Mailboxes"),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout), rows: 48)
        #expect(picture.grid.contains { $0.contains("Mailboxes") })
        #expect(picture.legend.isEmpty)
        // Wider than the bar: numbered.
        let narrow = Self.layout([
            Self.node("bar", .view(.navigationBar), Rect(x: 0, y: 20, width: 100, height: 44)),
            Self.node("bar.title", .title, parent: "bar", Rect(x: 20, y: 30, width: 60, height: 24), title: "A title far too long for it"),
        ])
        let numbered = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(narrow), rows: 48)
        #expect(numbered.legend == ["1 = bar.title (title)"])
    }

    /// A button too small for its label, on top of a label's text, is numbered where no letter
    /// is: the label stays whole (`Lunch o1 Friday?` was drawn).
    @Test func aNumberNeverOverwritesText() {
        let layout = Self.layout([
            Self.node("subject", .view(.label), Rect(x: 360, y: 100, width: 408, height: 48), title: "Lunch on Friday?"),
            Self.node("tiny", .view(.button), Rect(x: 376, y: 100, width: 16, height: 48), title: "A long button title"),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout), rows: 48)
        #expect(picture.grid.contains { $0.contains("Lunch on Friday?") })
        for line in picture.grid where line.contains("Lunch") { #expect(!line.contains("1"), "\(line)") }
        #expect(picture.legend == ["1 = tiny (button)"])
        #expect(picture.grid.contains { $0.contains("1") })
    }

    /// The selected tab is drawn in brackets even when its item is a cell too narrow for them.
    @Test func theSelectedTabIsBracketed() {
        let layout = Self.layout([
            Self.node("tabs", .tabBar, Rect(x: 0, y: 975, width: 768, height: 49)),
            Self.node("featured", .tabBarItem, parent: "tabs", Rect(x: 230, y: 976, width: 76, height: 48), title: "Featured", selected: true),
            Self.node("search", .tabBarItem, parent: "tabs", Rect(x: 346, y: 976, width: 76, height: 48), title: "Search"),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout), rows: 48)
        #expect(picture.grid.contains { $0.contains("[Featured]") && $0.contains("Search") })
        #expect(!picture.grid.contains { $0.contains("›") })
    }

    /// A slid-in pane has a heavy edge on its open side and a blank column beyond it: the boxes
    /// behind it do not join its own.
    @Test func aSlidInPaneStandsApart() {
        let layout = Self.layout([
            Self.node("behind", .view(.view), Rect(x: 0, y: 200, width: 768, height: 100)),
            Self.node("pane", .slideOver, Rect(x: 0, y: 20, width: 320, height: 1004)),
            Self.node("list", .view(.table), parent: "pane", Rect(x: 0, y: 20, width: 320, height: 1004)),
        ])
        let picture = Self.parts(TextRenderer(options: RenderOptions(columns: 96, rows: 48)).render(layout), rows: 48)
        for line in picture.grid.dropFirst(2) {
            let characters = Array(line)
            #expect(characters[39] == "║", "\(line)")
            #expect(characters[40] == " ", "\(line)")
        }
    }
}
