import Testing

@testable import PopsplitLSP

/// The one kind of file the language server reads (``CompanionTexts``) and the `file:` URIs it
/// finds them by (``FileURI``).
@Suite struct CompanionTextsTests {
    /// Only the companion of an open storyboard is read; the editor's text comes first.
    @Test func onlyAnOpenStoryboardsCompanionIsRead() {
        var reads: [String] = []
        let texts = CompanionTexts(
            readFile: { path in
                reads.append(path)
                return .success("{\"popsplit\": 1}")
            }, fileExists: { _ in true })
        #expect(throws: CompanionReadError.self) { try texts.text(of: "/etc/passwd").get() }
        #expect(throws: CompanionReadError.self) { try texts.text(of: "/work/Main.storyboard.popsplit.json").get() }
        #expect(reads.isEmpty)
        texts.readable.insert("/work/Main.storyboard.popsplit.json")
        #expect((try? texts.text(of: "/work/Main.storyboard.popsplit.json").get()) == "{\"popsplit\": 1}")
        #expect(reads == ["/work/Main.storyboard.popsplit.json"])
        texts.editorTexts["/work/Main.storyboard.popsplit.json"] = "{}"
        #expect((try? texts.text(of: "/work/Main.storyboard.popsplit.json").get()) == "{}")
        #expect(reads.count == 1)
        #expect(CompanionTexts().isAvailable("/work/Other.storyboard.popsplit.json") == false)
    }

    /// `file:` URIs decode to paths; other schemes, remote hosts and bad escapes name none.
    @Test func fileURIsDecode() {
        #expect(FileURI.path(of: "file:///Users/me/My%20App/Main.storyboard") == "/Users/me/My App/Main.storyboard")
        #expect(FileURI.path(of: "file://localhost/tmp/a%C3%A9.xib") == "/tmp/aé.xib")
        #expect(FileURI.path(of: "file:///tmp/a.storyboard?x=1") == "/tmp/a.storyboard")
        for bad in ["untitled:Untitled-1", "file://server/share/a.xib", "file:///tmp/%zz", "file:///tmp/%00", "file:///tmp/%", "https://x/a.xib"] {
            #expect(FileURI.path(of: bad) == nil, "\(bad)")
        }
        #expect(OpenDocument.isCompanionURI("file:///a/Main.storyboard.popsplit.json"))
        #expect(!OpenDocument.isCompanionURI("file:///a/scene.popsplit.json"))
        #expect(OpenDocument.companionURI(of: "file:///a/Main.xib", format: .xib) == "file:///a/Main.xib.popsplit.json")
        #expect(OpenDocument.companionURI(of: "file:///a/scene.json", format: .scene) == nil)
    }
}
