import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import Testing

/// Companion documents: amendments by id, objects of their own, overrides, and their mistakes
/// (protocol.md, section 8.13).
@Suite struct CompanionDocumentTests {
    static let imported: JSONValue = [
        "popsplit": 1, "profile": "ios6", "orientation": "portrait",
        "root": [
            "id": "split", "type": "split", "implementsWillHide": false,
            "children": [
                ["id": "master", "type": "plain", "views": [["id": "table", "kind": "table", "frame": [0, 0, 320, 704]]]],
                ["id": "detail", "type": "plain", "navigationItem": ["title": "Detail", "rightItems": [["id": "share", "systemItem": "action"]]]],
            ],
        ],
    ]

    @Test func amendmentsChangeObjectsByIdMemberByMember() throws {
        let companion: JSONValue = [
            "popsplit": 1, "extends": "Main.storyboard", "orientation": "landscapeLeft",
            "amend": [
                ["id": "split", "implementsWillHide": true, "masterButton": ["title": "Notes"]],
                ["id": "table", "rows": [["title": "One"]]],
                ["id": "detail", "navigationItem": ["title": "Note"]],
                ["id": "share", "action": ["presentPopover": "sharing"]],
            ],
            "popovers": [["id": "sharing", "content": "shareList"]],
            "controllers": [["id": "shareList", "type": "plain"]],
        ]
        let merge = try CompanionDocument.merge(Self.imported, companion: companion, text: nil).get()
        let merged = merge.document
        #expect(merged["orientation"] == "landscapeLeft")
        #expect(merged["root"]?["implementsWillHide"] == true)
        #expect(merged["root"]?["masterButton"] == ["title": "Notes"])
        let master = merged["root"]?["children"]?.arrayValue?.first
        #expect(master?["views"]?.arrayValue?.first?["rows"] == [["title": "One"]])
        // An object-valued member merges member by member: the right items stay.
        let detail = merged["root"]?["children"]?.arrayValue?.last
        #expect(detail?["navigationItem"]?["title"] == "Note")
        #expect(detail?["navigationItem"]?["rightItems"]?.arrayValue?.first?["action"] == ["presentPopover": "sharing"])
        #expect(merged["popovers"]?.arrayValue?.count == 1)
        #expect(merged["controllers"]?.arrayValue?.first?["id"] == "shareList")
        #expect(merge.amended["split"] == ["implementsWillHide", "masterButton"])
        // The merged document is a valid scene document.
        #expect(SceneDocumentDecoder().check(value: merged, source: nil).result.isSuccess)
    }

    @Test func mistakesArePlacedInTheCompanionsText() throws {
        let text = """
            {"popsplit": 1,
             "amend": [{"id": "splt", "implementsWillHide": true}, {"id": "table"}, {"id": "table"}],
             "colour": "red"}
            """
        let companion = try JSONCodec.parse(text)
        guard case .failure(let diagnostics) = CompanionDocument.merge(Self.imported, companion: companion, text: text) else {
            Issue.record("a companion with mistakes was merged")
            return
        }
        let found = diagnostics.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.kind.rawValue) \($0.message)" }
        #expect(found.contains("3:2 unknownKey companion document: unknown key \"colour\" in a companion document"))
        #expect(found.contains("2:80 duplicateId companion document: \"table\" is amended twice"))
        #expect(
            found.contains(
                "2:19 unknownReference companion document: the companion amends \"splt\", which the storyboard or nib does not declare (did you mean \"split\"?)"
            ))
    }

    @Test func theCompanionsNameIsTheFilesWithPopsplitJSON() {
        #expect(CompanionDocument.path(besides: "App/Main.storyboard") == "App/Main.storyboard.popsplit.json")
    }
}

extension Result {
    /// Whether this is a success.
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
