import Foundation
import PopsplitDocument
import PopsplitJSON
import PopsplitService
import Testing

/// The diagnostic kinds the decoder can report are exactly the ones schema/protocol.schema.json
/// and protocol.md (section 8.11) list.
@Suite struct DiagnosticKindSchemaTests {
    /// The schema's `diagnosticKind` enum (the kind of both diagnostic shapes) is the decoder's
    /// kinds, in order.
    @Test func theProtocolSchemaListsEveryKind() throws {
        let text = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/schema/protocol.schema.json", encoding: .utf8)
        let schema = try JSONCodec.parse(text)
        let kinds = schema["$defs"]?["diagnosticKind"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(kinds == DocumentDiagnostic.Kind.allCases.map(\.rawValue))
    }

    /// protocol.md's table of kinds has one row per kind.
    @Test func protocolMarkdownHasARowPerKind() throws {
        let markdown = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/protocol.md", encoding: .utf8)
        for kind in DocumentDiagnostic.Kind.allCases {
            #expect(markdown.contains("| `\(kind.rawValue)` | "), "protocol.md has no row for \(kind.rawValue)")
        }
    }
}
