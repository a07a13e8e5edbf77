import PopsplitJSON
import Testing

@testable import PopsplitService

/// Scenes loaded from the same bytes keep one copy of the text: the second holds the first's
/// string, its storage shared (memory: a hundred scenes of one document hold one text). A text
/// that differs is kept as given and becomes the one shared next.
@Suite struct SharedDocumentTextTests {
    /// The address of `text`'s UTF-8 storage.
    static func storage(_ text: String?) -> UnsafeRawPointer? {
        var copy = text
        return copy?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func scenesOfOneTextShareItsStorage() throws {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        _ = server.initialize(params: nil)
        let text = #"{"popsplit": 1, "root": {"id": "top", "type": "plain", "title": "One text, many scenes"}}"#
        for id in ["a", "b", "c"] {
            // Each request's text is a string of its own, as a parsed request's is.
            let own = String(decoding: Array(text.utf8), as: UTF8.self)
            let outcome = server.handle(method: "scene/open", params: ["scene": .string(id), "text": .string(own)], isNotification: false)
            if case .failure(let error, _) = outcome { Issue.record("scene/open \(id): \(error.message)") }
        }
        let texts = ["a", "b", "c"].map { server.state.scenes[$0]?.documentText }
        #expect(texts.allSatisfy { $0 == text })
        let first = try #require(Self.storage(texts[0]))
        #expect(Self.storage(texts[1]) == first && Self.storage(texts[2]) == first)
        let other = #"{"popsplit": 1, "root": {"id": "top", "type": "plain", "title": "Another"}}"#
        _ = server.handle(method: "scene/open", params: ["scene": "d", "text": .string(other)], isNotification: false)
        #expect(server.state.scenes["d"]?.documentText == other)
        #expect(Self.storage(server.state.scenes["d"]?.documentText) != first)
        #expect(server.state.lastDocumentText == other)
    }
}
