import Foundation
import PopsplitService
import Testing

/// The documents shown in protocol.md do what the text says.
@Suite struct SceneDocumentDocumentationTests {
    /// The text between the first line that is exactly `start` and the next line that is exactly
    /// `end`, after the heading `heading`.
    static func block(after heading: String, start: String, end: String, in text: String) -> String? {
        guard let headingRange = text.range(of: heading) else { return nil }
        let lines = text[headingRange.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0 == start }),
            let close = lines[(open + 1)...].firstIndex(where: { $0 == end })
        else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }

    /// The refused document example is true.
    @Test func theRefusedDocumentExampleIsTrue() throws {
        let markdown = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/protocol.md", encoding: .utf8)
        let document = try #require(Self.block(after: "#### A refused document", start: "```json", end: "```", in: markdown))
        let output = try #require(Self.block(after: "gives, in this order:", start: "```", end: "```", in: markdown))
        let diagnostics = DocumentFixtures.diagnostics(document)
        #expect(diagnostics.map(\.description).joined(separator: "\n") == output)
    }

    /// The small document is valid.
    @Test func theSmallDocumentIsValid() throws {
        let markdown = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/protocol.md", encoding: .utf8)
        let document = try #require(Self.block(after: "### 8.1 A small document", start: "```json", end: "```", in: markdown))
        let check = DocumentFixtures.decoder.check(text: document)
        #expect(check.diagnostics == [])
        #expect(check.document?.controllers.map(\.id) == ["message"])
    }
}
