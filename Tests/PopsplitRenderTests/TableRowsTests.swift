import PopsplitDocument
import PopsplitModel
import PopsplitRender
import PopsplitService
import Testing

/// VIEW-01: a table view's `rows`, each a `UITableViewCell` in
/// `UITableViewCellStyleValue1`: read by the decoder into `tableCell` subviews (44 pt, the table's
/// width, from its top, before the explicit subviews), laid out with their attributes, tappable
/// with their actions, drawn in SVG and text.
struct TableRowsTests {
    /// A navigation controller whose `list` holds table `tbl` with `rows` (JSON) and one label
    /// subview; `tableKeys` adds keys to the table.
    static func text(rows: String = Self.rows, tableKeys: String = "") -> String {
        """
        {"popsplit": 1, "orientation": "portrait",
         "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "title": "Settings", "views": [
           {"id": "tbl", "kind": "table", "frame": [0, 0, 768, 960], "autoresizing": ["flexibleWidth", "flexibleHeight"]\(tableKeys),
            "rows": \(rows),
            "subviews": [{"id": "footer", "kind": "label", "frame": [10, 300, 300, 30], "title": "Footer"}]}]}]},
         "controllers": [{"id": "wifi", "title": "Wi-Fi"}]}
        """
    }

    /// Four rows: every accessory, a detail, a selection, an action, a derived id.
    static let rows = """
        [{"id": "wifiRow", "title": "Wi-Fi", "detail": "Home", "accessory": "disclosureIndicator", "action": {"push": "wifi"}},
         {"title": "Bluetooth", "detail": "Off", "accessory": "detailDisclosureButton", "selected": true},
         {"id": "plane", "title": "Airplane Mode", "accessory": "checkmark", "action": {"custom": "toggle"}},
         {}]
        """

    /// The scene of `text`.
    static func open(_ text: String = Self.text()) throws -> Scene {
        try Scene.open(try SceneDocumentDecoder().decode(text: text).get()).scene
    }

    /// The diagnostics of `text`, as `path: message`.
    static func problems(_ text: String) -> [String] {
        SceneDocumentDecoder().check(text: text).diagnostics.map { "\($0.path): \($0.message)" }
    }

    /// Node `id` of `scene`'s layout.
    static func node(_ scene: Scene, _ id: String) throws -> LayoutNode {
        try #require(scene.layout.nodes.first { $0.id == id })
    }

    /// The attributes of node `id` by name.
    static func attributes(_ scene: Scene, _ id: String) throws -> [String: FieldValue] {
        Dictionary(try node(scene, id).attributes.map { ($0.name.rawValue, $0.value) }) { a, _ in a }
    }

    @Test("VIEW-01 rows become tableCell subviews, 44 pt from the table's top, its full width, before its subviews")
    func decoding() throws {
        let document = try SceneDocumentDecoder().decode(text: Self.text()).get()
        let table = try #require(document.root.children.first?.views.first)
        #expect(table.subviews.map(\.id) == ["wifiRow", "tbl.row.1", "plane", "tbl.row.3", "footer"])
        #expect(table.subviews.prefix(4).allSatisfy { $0.kind == .tableCell && $0.autoresizing == [.flexibleWidth] })
        #expect(table.subviews.prefix(4).map(\.frame) == (0..<4).map { Rect(x: 0, y: Double($0) * 44, width: 768, height: 44) })
        #expect(table.subviews[0].title == "Wi-Fi")
        #expect(table.subviews[0].cell == TableCellSpec(detail: "Home", accessory: .disclosureIndicator))
        #expect(table.subviews[0].action == .push(controller: "wifi"))
        #expect(table.subviews[1].cell == TableCellSpec(detail: "Off", accessory: .detailDisclosureButton, selected: true))
        #expect(table.subviews[3].cell == TableCellSpec())
        #expect(table.subviews[3].title == nil)
    }

    @Test("VIEW-01 the cells' nodes carry title, detail, accessory and selected, and follow the table's width")
    func layout() throws {
        var scene = try Self.open()
        #expect(try Self.node(scene, "wifiRow").kind == .view(.tableCell))
        #expect(try Self.node(scene, "wifiRow").frame == Rect(x: 0, y: 64, width: 768, height: 44))
        #expect(try Self.node(scene, "tbl.row.3").frame == Rect(x: 0, y: 196, width: 768, height: 44))
        #expect(
            try Self.attributes(scene, "wifiRow") == [
                "title": .string("Wi-Fi"), "detail": .string("Home"), "accessory": .string("disclosureIndicator"), "selected": .bool(false),
            ])
        #expect(try Self.attributes(scene, "tbl.row.1")["selected"] == .bool(true))
        #expect(try Self.attributes(scene, "tbl.row.3") == ["accessory": .string("none"), "selected": .bool(false)])
        // Rows first, then the subviews, in the layout's order too.
        let order = scene.layout.nodes.map(\.id)
        #expect(try #require(order.firstIndex(of: "tbl.row.3")) < #require(order.firstIndex(of: "footer")))
        _ = try scene.apply(.rotate(to: .landscapeLeft, animated: false), answers: [:])
        #expect(try Self.node(scene, "plane").frame == Rect(x: 0, y: 152, width: 1024, height: 44))
    }

    @Test("VIEW-01 a tap on a row runs its action, as a button's")
    func tap() throws {
        var scene = try Self.open()
        guard case .done(_, let result) = try scene.apply(.tap(at: .point(Point(x: 100, y: 80))), answers: [:]) else {
            Issue.record("the tap asked a question")
            return
        }
        let fields = Dictionary(result.map { ($0.name.rawValue, $0.value) }) { a, _ in a }
        #expect(fields["hit"] == .fields([Field(.id, .string("wifiRow")), Field(.kind, .string("tableCell"))]))
        #expect(fields["action"] == .string("push"))
        #expect(fields["stack"] == .strings(["list", "wifi"]))
    }

    @Test("VIEW-01 rows are refused off tables, past 1000, with unknown keys, and tableCell is not a document's kind")
    func refusals() {
        #expect(
            Self.problems(Self.text().replacingOccurrences(of: #""kind": "table""#, with: #""kind": "view""#)) == [
                #"$.root.children[0].views[0].rows: "rows" applies only to views of kind table"#
            ])
        let many = "[" + Array(repeating: "{}", count: 1001).joined(separator: ", ") + "]"
        #expect(Self.problems(Self.text(rows: many)) == ["$.root.children[0].views[0].rows: a table has at most 1000 rows, got 1001"])
        #expect(
            Self.problems(Self.text(rows: #"[{"text": "A", "accessory": "chevron"}]"#)) == [
                #"$.root.children[0].views[0].rows[0].text: unknown key "text" (did you mean "title"?)"#,
                #"$.root.children[0].views[0].rows[0].accessory: unknown cell accessory "chevron"; expected one of none, disclosureIndicator, detailDisclosureButton, checkmark"#,
            ])
        #expect(
            Self.problems(Self.text(rows: #"[{"id": "footer"}]"#)).first?.hasPrefix(#"$.root.children[0].views[0].rows[0].id: duplicate id "footer""#) == true)
        #expect(
            Self.problems(#"{"popsplit": 1, "root": {"id": "r", "views": [{"kind": "tableCell", "frame": [0, 0, 1, 1]}]}}"#) == [
                #"$.root.views[0].kind: "tableCell" is not a kind a document names: a table's cells are its "rows" (a view of kind table with "rows": [...])"#
            ])
    }

    /// The markup of node `id`'s element in `svg`.
    static func element(_ id: String, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "<g data-id=\"\(id)\""))
        let end = try #require(svg.range(of: "</g>", range: start.upperBound..<svg.endIndex))
        return String(svg[start.lowerBound..<end.upperBound])
    }

    @Test("VIEW-01 the SVG draws each cell: title, detail, accessory; a selected one on the blue gradient in white")
    func svg() throws {
        let svg = SVGRenderer().render(try Self.open().layout)
        let selected = try Self.element("tbl.row.1", in: svg)
        #expect(selected.contains(##"data-kind="tableCell""##))
        #expect(selected.contains(##"<linearGradient id="cellSelected-tbl.row.1""##))
        #expect(selected.contains(##"fill="url(#cellSelected-tbl.row.1)""##))
        #expect(selected.contains(##"fill="#FFFFFF">Bluetooth</text>"##))
        #expect(selected.contains(##"text-anchor="end" fill="#FFFFFF">Off</text>"##))
        let wifi = try Self.element("wifiRow", in: svg)
        #expect(wifi.contains(##"text-anchor="start" fill="#000000">Wi-Fi</text>"##))
        #expect(wifi.contains(##"text-anchor="end" fill="#385487">Home</text>"##))
        #expect(wifi.contains("<path "))  // the chevron
        #expect(!wifi.contains("url("))
        #expect(try Self.element("plane", in: svg).contains(##"stroke="#385487""##))  // the checkmark
        // An id that url(#...) cannot name: a plain blue fill.
        let odd = try Self.element("a b", in: SVGRenderer().render(try Self.open(Self.text(rows: #"[{"id": "a b", "selected": true}]"#)).layout))
        #expect(odd.contains(##"fill="#015EE6""##) && !odd.contains("url("))
    }

    @Test("VIEW-01 the text picture writes one line per cell: title left, detail and accessory right, the selected in brackets")
    func text() throws {
        let picture = TextRenderer().render(try Self.open().layout)
        let lines = picture.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("│Wi-Fi ") && $0.hasSuffix(" Home ›│") })
        #expect(lines.contains { $0.hasPrefix("│[Bluetooth] ") && $0.hasSuffix(" Off (›)│") })
        #expect(lines.contains { $0.hasPrefix("│Airplane Mode ") && $0.hasSuffix(" ✓│") })
        // On a narrow grid the detail goes first, then the accessory, then the table's sides.
        var options = RenderOptions()
        options.columns = 16
        let narrow = TextRenderer(options: options).render(try Self.open().layout).split(separator: "\n").map(String.init)
        #expect(narrow.contains("│Wi-Fi   Home ›│"))
        #expect(narrow.contains("│[Bluetooth]   │"))
        #expect(narrow.contains("│Airplane Mode │"))
        options.columns = 14
        let narrower = TextRenderer(options: options).render(try Self.open().layout).split(separator: "\n").map(String.init)
        #expect(narrower.contains("Airplane Mode│"))
    }
}
