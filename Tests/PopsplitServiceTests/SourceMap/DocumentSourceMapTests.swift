import Foundation
import PopsplitDocument
import PopsplitService
import PopsplitTestSupport
import Testing

/// The source map: every object with an `"id"` is a declaration; the innermost one
/// holding a place is found in O(log n) and agrees with a brute-force search.
@Suite struct DocumentSourceMapTests {
    /// Every example scene's declarations span their own braces, name the id their object
    /// declares, and each declared id of the example is found.
    @Test func declarationsSpanTheirObjects() throws {
        for (path, text) in ServerFixtures.exampleFiles {
            let map = DocumentSourceMap(text: text)
            let bytes = Array(text.utf8)
            #expect(!map.declarations.isEmpty, "\(path) declares ids")
            for declaration in map.declarations {
                #expect(bytes[declaration.start] == UInt8(ascii: "{"), "\(path): \(declaration.id) starts at a brace")
                #expect(bytes[declaration.end - 1] == UInt8(ascii: "}"), "\(path): \(declaration.id) ends after a brace")
                let object = String(decoding: bytes[declaration.start..<declaration.end], as: UTF8.self)
                let value = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any]
                #expect(value?["id"] as? String == declaration.id, "\(path): the object of \(declaration.id) declares it")
            }
            let starts = map.declarations.map(\.start)
            #expect(starts == starts.sorted(), "\(path): declarations in opening order")
        }
    }

    /// An object's `"id"` may come after its children: the children still sit inside it.
    @Test func anIdAfterItsChildrenStillEnclosesThem() throws {
        let text = #"{"root": {"views": [{"id": "a", "frame": [0, 0, 1, 1]}], "id": "root"}}"#
        let map = DocumentSourceMap(text: text)
        #expect(map.declarations.map(\.id) == ["root", "a"])
        let a = try #require(map.declaration(of: "a"))
        #expect(a.parent == 0)
        #expect(map.innermost(at: a.start + 3)?.id == "a")
        #expect(map.innermost(at: a.end)?.id == "root", "just after a's brace is root's again")
        #expect(map.innermost(at: text.utf8.count - 3)?.id == "root")
        #expect(map.innermost(at: 0) == nil, "the top-level object declares nothing")
    }

    /// The first declaration of a duplicated id wins; an id that is not a string declares nothing;
    /// a key or a value that looks like `"id"` elsewhere is not a declaration.
    @Test func onlyStringIdMembersDeclare() throws {
        let text = #"{"a": {"id": "x"}, "b": {"id": 3}, "c": {"title": "id", "x": "id"}, "d": {"id": "x"}}"#
        let map = DocumentSourceMap(text: text)
        #expect(map.declarations.map(\.id) == ["x", "x"])
        #expect(map.declaration(of: "x")?.start == 6)
    }

    /// Property (fixed seed): for random places in every example, ``DocumentSourceMap/innermost(at:)``
    /// is the smallest declaration holding the place, as a search of all of them finds it.
    @Test func innermostAgreesWithBruteForce() {
        var random = SplitMix64(seed: 0x5EED_16)
        for (path, text) in ServerFixtures.exampleFiles.sorted(by: { $0.key < $1.key }) {
            let map = DocumentSourceMap(text: text)
            let size = text.utf8.count
            for _ in 0..<300 {
                let offset = Int(random.next() % UInt64(size + 1))
                let brute = map.declarations.filter { $0.start <= offset && offset < $0.end }.min { $0.end - $0.start < $1.end - $1.start }
                #expect(map.innermost(at: offset) == brute, "\(path) at byte \(offset)")
            }
        }
    }

    /// A text cut short or nested past the limit gives what was read, never a trap.
    @Test func brokenTextGivesWhatWasRead() {
        #expect(DocumentSourceMap(text: #"{"id": "a", "views": [{"id": "b""#).declarations.map(\.id) == ["a", "b"])
        #expect(DocumentSourceMap(text: String(repeating: "[", count: 100_000)).declarations.isEmpty)
        #expect(DocumentSourceMap(text: #"}}]]{"id": "z"}"#).declarations.isEmpty)
        #expect(DocumentSourceMap(text: "").innermost(at: 0) == nil)
    }
}
