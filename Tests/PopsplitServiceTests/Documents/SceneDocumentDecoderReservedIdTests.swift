import PopsplitDocument
import PopsplitJSON
import PopsplitModel
import PopsplitService
import Testing

/// Ids popsplit gives to the chrome it adds (protocol.md, sections 8.10 and 9.2) are refused by
/// the decoder where the document writes them, with kind `reservedId`, path, line and column;
/// the set is exactly the one the model refuses.
@Suite struct SceneDocumentDecoderReservedIdTests {
    /// A reserved-id error at a place.
    static func reserved(_ line: Int?, _ column: Int?, _ path: String, _ message: String) -> DocumentDiagnostic {
        DocumentDiagnostic(kind: .reservedId, line: line, column: column, path: path, message: message)
    }

    /// One document taking six reserved ids: on a view, an item, controllers under root and in
    /// `controllers`, and a segue.
    static let sixReserved = """
        {"popsplit": 1,
         "root": {"id": "tabs", "type": "tabBar", "children": [
           {"id": "nav", "type": "navigation", "children": [
             {"id": "list", "views": [{"id": "statusBar", "kind": "button", "frame": [0, 0, 10, 10]}],
              "toolbarItems": [{"id": "nav.toolbar", "title": "Go"}]}]},
           {"id": "tabs.tab.1"}]},
         "controllers": [{"id": "nav.back"}, {"id": "sheet", "type": "navigation", "children": [{"id": "sheet.dimming"}]}],
         "segues": [{"id": "tabs.tabBar", "kind": "modal", "source": "list", "destination": "sheet"}]}
        """

    /// Every reserved id is reported at its `id` member, in text order, naming what takes it.
    @Test func everyReservedIdIsReportedWhereItIsWritten() {
        #expect(
            DocumentFixtures.diagnostics(Self.sixReserved) == [
                Self.reserved(
                    4, 38, "$.root.children[0].children[0].views[0].id",
                    #"id "statusBar" is reserved: popsplit gives it to the status bar"#),
                Self.reserved(
                    5, 31, "$.root.children[0].children[0].toolbarItems[0].id",
                    #"id "nav.toolbar" is reserved: popsplit gives it to the toolbar of navigation controller "nav""#),
                Self.reserved(
                    6, 11, "$.root.children[1].id",
                    #"id "tabs.tab.1" is reserved: popsplit gives it to the item of tab 1 in the tab bar of tab bar controller "tabs""#),
                Self.reserved(
                    7, 25, "$.controllers[0].id",
                    #"id "nav.back" is reserved: popsplit gives it to the back button of navigation controller "nav""#),
                Self.reserved(
                    7, 96, "$.controllers[1].children[0].id",
                    #"id "sheet.dimming" is reserved: popsplit gives it to the dimming view under controller "sheet" when it is presented"#),
                Self.reserved(
                    8, 20, "$.segues[0].id",
                    #"id "tabs.tabBar" is reserved: popsplit gives it to the tab bar of tab bar controller "tabs""#),
            ])
        #expect(DocumentFixtures.document(Self.sixReserved) == nil)
    }

    /// Given as a value, the same errors come without line and column, in the order found (a
    /// controller's toolbar items are read before its views).
    @Test func withoutTextTheyComeInTheOrderFound() throws {
        let value = try JSONCodec.parse(Self.sixReserved)
        let diagnostics = DocumentFixtures.decoder.check(value: value, source: nil).diagnostics
        #expect(diagnostics.map(\.kind) == Array(repeating: .reservedId, count: 6))
        #expect(diagnostics.allSatisfy { $0.line == nil && $0.column == nil })
        #expect(
            diagnostics.map(\.path) == [
                "$.root.children[0].children[0].toolbarItems[0].id", "$.root.children[0].children[0].views[0].id",
                "$.root.children[1].id", "$.controllers[0].id", "$.controllers[1].children[0].id", "$.segues[0].id",
            ])
    }

    /// The navigation bar and title of a navigation controller declared later in the document.
    @Test func anIdTakenBeforeItsControllerIsReadIsStillReserved() {
        let text = """
            {"popsplit": 1, "root": {"id": "r", "views": [
              {"id": "later.navigationBar", "kind": "view", "frame": [0, 0, 1, 1]},
              {"id": "later.title", "kind": "label", "frame": [0, 0, 1, 1]}]},
             "controllers": [{"id": "later", "type": "navigation", "children": [{"id": "c"}]}]}
            """
        #expect(
            DocumentFixtures.errors(text) == [
                Self.reserved(
                    2, 10, "$.root.views[0].id",
                    #"id "later.navigationBar" is reserved: popsplit gives it to the navigation bar of navigation controller "later""#),
                Self.reserved(
                    3, 10, "$.root.views[1].id",
                    #"id "later.title" is reserved: popsplit gives it to the title in the navigation bar of navigation controller "later""#),
            ])
    }

    /// Ids close to reserved ones are free: a tab past the last, a page view's or a plain
    /// controller's would-be bars, other spellings.
    @Test func idsThatOnlyLookReservedAreAccepted() {
        let text = """
            {"popsplit": 1, "root": {"id": "tabs", "type": "tabBar", "children": [
              {"id": "page", "type": "pageView", "children": [{"id": "page.tabBar"}]},
              {"id": "plain", "views": [
                {"id": "tabs.tab.2", "kind": "button", "frame": [0, 0, 1, 1]},
                {"id": "plain.back", "kind": "button", "frame": [0, 0, 1, 1]},
                {"id": "plain.navigationBar", "kind": "navigationBar", "frame": [0, 0, 1, 1]},
                {"id": "statusbar", "kind": "view", "frame": [0, 0, 1, 1]},
                {"id": "tabs.tab.0.x", "kind": "view", "frame": [0, 0, 1, 1]},
                {"id": "page.tab.0", "kind": "view", "frame": [0, 0, 1, 1]}]}]}}
            """
        #expect(DocumentFixtures.diagnostics(text) == [])
        #expect(DocumentFixtures.document(text) != nil)
    }

    /// A controller whose type is unknown still reserves its dimming view, and only that.
    @Test func aControllerOfUnknownTypeReservesOnlyItsDimmingView() {
        let text =
            #"{"popsplit": 1, "root": {"id": "x", "type": "navigator", "views": [{"id": "x.back", "frame": [0, 0, 1, 1]}, {"id": "x.dimming", "frame": [0, 0, 1, 1]}]}}"#
        let errors = DocumentFixtures.errors(text)
        #expect(errors.map(\.kind) == [.unknownValue, .reservedId])
        #expect(errors.last?.path == "$.root.views[1].id")
        #expect(errors.last?.column == 116)
    }

    /// An id both duplicated and reserved gets both diagnostics at each place.
    @Test func aDuplicatedReservedIdGetsBothDiagnostics() {
        let text = #"{"popsplit": 1, "root": {"id": "statusBar"}, "controllers": [{"id": "statusBar"}]}"#
        let errors = DocumentFixtures.errors(text)
        #expect(errors.map(\.kind) == [.duplicateId, .reservedId, .duplicateId, .reservedId])
        #expect(errors.map(\.column) == [32, 32, 69, 69])
    }

    // MARK: Agreement with the model

    /// A scene with a tab bar (two tabs), a navigation controller, a page view, plain
    /// controllers and a detached one; `$.root.children[0].children[0].views[0]` has the id
    /// `PLACEHOLDER`.
    static let agreementText = """
        {"popsplit": 1, "root": {"id": "tabs", "type": "tabBar", "children": [
          {"id": "nav", "type": "navigation", "children": [
            {"id": "list", "views": [{"id": "PLACEHOLDER", "kind": "button", "frame": [0, 0, 10, 10]}]}]},
          {"id": "page", "type": "pageView", "children": [{"id": "p0"}]}]},
         "controllers": [{"id": "sheet"}]}
        """

    /// Ids to try in place of `PLACEHOLDER`, reserved or close to reserved ones.
    static let candidates = [
        "statusBar", "statusbar", "tabs.tabBar", "tabs.tab.0", "tabs.tab.1", "tabs.tab.2", "tabs.tab.-1", "tabs.dimming",
        "tabs.back", "tabs.navigationBar", "nav.navigationBar", "nav.toolbar", "nav.back", "nav.title", "nav.titleView",
        "nav.tabBar", "nav.tab.0", "nav.dimming", "list.back", "list.title", "list.dimming", "page.tabBar", "page.tab.0",
        "page.dimming", "page.back", "p0.dimming", "sheet.dimming", "sheet.toolbar", "nav.back.x", "PLACEHOLDER.dimming",
    ]

    /// Of the candidates, exactly the documented chrome ids are reserved (so the agreement
    /// below is not an agreement to accept everything).
    @Test func theReservedCandidatesAreTheDocumentedOnes() {
        let reserved = Self.candidates.filter { candidate in
            let text = Self.agreementText.replacingOccurrences(of: "PLACEHOLDER", with: candidate)
            return DocumentFixtures.errors(text).contains { $0.kind == .reservedId }
        }
        #expect(
            reserved == [
                "statusBar", "tabs.tabBar", "tabs.tab.0", "tabs.tab.1", "tabs.dimming", "nav.navigationBar", "nav.toolbar",
                "nav.back", "nav.title", "nav.dimming", "list.dimming", "page.dimming", "p0.dimming", "sheet.dimming",
            ])
    }

    /// The decoder refuses an id as reserved exactly when the model refuses it (the model is
    /// given the same document with the id set after decoding, past the decoder's check).
    @Test(arguments: candidates)
    func theDecoderReservesExactlyWhatTheModelRefuses(candidate: String) throws {
        var document = try #require(DocumentFixtures.document(Self.agreementText))
        document.root.children[0].children[0].views[0].id = candidate
        var modelRefuses = false
        do {
            _ = try Scene.open(document)
        } catch {
            modelRefuses = error.kind == .invalidDocument
        }
        let text = Self.agreementText.replacingOccurrences(of: "PLACEHOLDER", with: candidate)
        let errors = DocumentFixtures.errors(text)
        let decoderRefuses = errors.contains { $0.kind == .reservedId }
        #expect(decoderRefuses == modelRefuses)
        if decoderRefuses {
            #expect(errors.map(\.path) == ["$.root.children[0].children[0].views[0].id"])
            #expect(errors.map(\.line) == [3])
            #expect(errors.map(\.column) == [37])
        } else {
            #expect(errors == [])
        }
    }
}
