import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel
import Testing

/// Every storyboard and nib of the corpus and of `examples/storyboards/` imports as its
/// expectation file says; those that import open as live scenes.
@Suite struct CorpusExpectationTests {
    /// The files under test.
    static let files = CorpusFiles.files(in: CorpusFiles.corpus) + CorpusFiles.files(in: CorpusFiles.examples)

    @Test func theCorpusIsThere() {
        // 21 in Corpus/ (four storyboard versions, both nib formats, eight refusals), 3 examples.
        #expect(Self.files.count >= 24, "\(Self.files.count) corpus files found in \(CorpusFiles.corpus) and \(CorpusFiles.examples)")
    }

    @Test(arguments: files)
    func importsAsExpected(_ path: String) throws {
        let expectation = try JSONCodec.parse(CorpusFiles.text(CorpusFiles.directory(of: path) + "/" + CorpusFiles.expectationName(of: path)))
        let imported = InterfaceBuilderImporter.importDocument(text: CorpusFiles.text(path), format: DocumentFormat.of(path: path))
        let problems = ExpectationCheck.mismatches(imported, expectation)
        #expect(problems.isEmpty, Comment(rawValue: "\(path):\n" + problems.joined(separator: "\n")))
    }

    @Test(arguments: files)
    func importedDocumentsOpenAsScenes(_ path: String) throws {
        let imported = InterfaceBuilderImporter.importDocument(text: CorpusFiles.text(path), format: DocumentFormat.of(path: path))
        guard let value = imported.document else { return }
        let check = SceneDocumentDecoder().check(value: value, source: nil)
        switch check.result {
        case .success(let document):
            #expect(throws: Never.self, "\(path)") { _ = try Scene.open(document) }
        case .failure(let diagnostics):
            Issue.record("\(path): the imported document is refused:\n\(diagnostics.description)\n\(JSONCodec.string(value))")
        }
    }
}
