import Foundation
import PopsplitDocument
import Testing

/// schema/scene-document.schema.json is made from the format's table (``SceneDocumentFormat``):
/// the committed file is exactly what ``SceneDocumentSchema`` writes.
///
/// To rewrite it after changing the table:
/// `POPSPLIT_WRITE_SCHEMA=1 swift test --filter SceneDocumentSchemaGenerationTests`.
@Suite struct SceneDocumentSchemaGenerationTests {
    /// Where the committed schema lives.
    static let path = DocumentFixtures.repositoryRoot + "/schema/scene-document.schema.json"

    /// The committed schema is the generated one, byte for byte (rewritten first when
    /// `POPSPLIT_WRITE_SCHEMA` is set).
    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let generated = SceneDocumentSchema.text()
        if ProcessInfo.processInfo.environment["POPSPLIT_WRITE_SCHEMA"] != nil {
            try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(
            committed == generated,
            """
            schema/scene-document.schema.json differs from the schema made from SceneDocumentFormat; \
            rewrite it with POPSPLIT_WRITE_SCHEMA=1 swift test --filter SceneDocumentSchemaGenerationTests
            """)
    }
}
