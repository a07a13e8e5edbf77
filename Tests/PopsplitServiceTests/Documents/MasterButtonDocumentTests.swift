import PopsplitModel
import PopsplitService
import Testing

/// SPL-13, SPL-14: a split view controller's `masterButton` in a document.
struct MasterButtonDocumentTests {
    /// A split view document whose root has `masterButton` (a JSON text) and a plain detail with
    /// a toolbar view `bar` holding one item.
    static func text(_ masterButton: String, type: String = "split") -> String {
        #"{"popsplit": 1, "root": {"id": "split", "type": "\#(type)", "masterButton": \#(masterButton), "children": [{"id": "master"}, {"id": "detail", "views": [{"id": "bar", "kind": "toolbar", "frame": [0, 0, 768, 44], "items": [{"id": "share", "title": "Share"}]}]}]}}"#
    }

    /// The error diagnostics of `text`, as `path: message`.
    static func errors(_ text: String) -> [String] {
        DocumentFixtures.decoder.check(text: text).diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" }
    }

    @Test("SPL-13, SPL-14 masterButton is read: a toolbar at an index, nowhere, the title")
    func readsThePlaceAndTheTitle() throws {
        let toolbar = try DocumentFixtures.decoder.decode(text: Self.text(#"{"place": "toolbar", "toolbar": "bar", "index": 1, "title": "Root List"}"#)).get()
        #expect(toolbar.root.split?.masterButtonPlace == .toolbar("bar", index: 1))
        #expect(toolbar.root.split?.masterButtonTitle == "Root List")
        let nowhere = try DocumentFixtures.decoder.decode(text: Self.text(#"{"place": "none"}"#)).get()
        #expect(nowhere.root.split?.masterButtonPlace == MasterButtonPlace.none)
        let plain = try DocumentFixtures.decoder.decode(text: Self.text(#"{}"#)).get()
        #expect(plain.root.split?.masterButtonPlace == .navigationBar)
        #expect(plain.root.split?.masterButtonTitle == nil)
    }

    @Test("SPL-13 a toolbar place names its toolbar; toolbar and index apply to it only; only split view controllers take masterButton")
    func refusesWhatDoesNotFit() {
        #expect(
            Self.errors(Self.text(#"{"place": "toolbar"}"#)) == [
                #"$.root.masterButton: missing key "toolbar": a bar button item put in a toolbar names the toolbar view"#
            ])
        #expect(
            Self.errors(Self.text(#"{"place": "none", "index": 0}"#)) == [
                #"$.root.masterButton.index: "index" applies only to "place": "toolbar""#
            ])
        #expect(Self.errors(Self.text(#"{"place": "toolbar", "toolbar": "ghost"}"#)).first?.hasPrefix("$.root.masterButton.toolbar: no view") == true)
        #expect(Self.errors(Self.text(#"{"place": "dock"}"#)).first?.hasPrefix("$.root.masterButton.place: unknown bar button item place \"dock\"") == true)
        #expect(
            Self.errors(Self.text(#"{}"#, type: "tabBar")) == [
                #"$.root.masterButton: "masterButton" applies only to split view controllers"#
            ])
    }

    /// SPL-15: a replace segue's `replaces` (default the detail); on another kind it is inapplicable.
    @Test("SPL-15 replaces is read on replace segues and refused on others")
    func replacesIsReadOnReplaceSegues() throws {
        func text(_ kind: String, _ replaces: String) -> String {
            #"{"popsplit": 1, "root": {"id": "split", "type": "split", "children": [{"id": "master"}, {"id": "detail"}]}, "controllers": [{"id": "other"}], "segues": [{"id": "s", "kind": "\#(kind)", "source": "master", "destination": "other"\#(replaces)}]}"#
        }
        let master = try DocumentFixtures.decoder.decode(text: text("replace", #", "replaces": "master""#)).get()
        #expect(master.segues.first?.replaces == .master)
        #expect(try DocumentFixtures.decoder.decode(text: text("replace", "")).get().segues.first?.replaces == .detail)
        #expect(Self.errors(text("modal", #", "replaces": "master""#)) == [#"$.segues[0].replaces: "replaces" applies only to replace segues"#])
    }
}
