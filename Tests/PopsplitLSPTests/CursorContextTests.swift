import PopsplitDocument
import Testing

@testable import PopsplitLSP

/// Where completion stands in a document being typed (``CursorContext``).
@Suite struct CursorContextTests {
    /// The context at the `|` of `text` (removed before reading).
    static func context(_ text: String) -> CursorContext? {
        let bytes = Array(text.utf8)
        guard let bar = bytes.firstIndex(of: UInt8(ascii: "|")) else { return nil }
        return CursorContext(bytes: Array(bytes[..<bar] + bytes[(bar + 1)...]), offset: bar)
    }

    /// Inside a key being typed: the object's path, every key it has before and after the cursor,
    /// and where the string starts.
    @Test func aKeyBeingTyped() throws {
        let context = try #require(Self.context(#"{"root": {"id": "a", "ti|", "views": [{"x": 1}], "type": "plain"}}"#))
        #expect(context.objectPath.description == "$.root")
        #expect(context.place == .key)
        #expect(context.keys == ["id", "views", "type"])
        #expect(context.stringStart == 21)
        #expect(context.strings["id"] == "a")
    }

    /// After a colon: the value of that key, in an unparsable text.
    @Test func aValueAfterItsColon() throws {
        let context = try #require(Self.context(#"{"popsplit": 1, "orientation": |"#))
        #expect(context.objectPath == .root)
        #expect(context.place == .value(key: "orientation"))
        #expect(context.stringStart == nil)
    }

    /// In an array that is a key's value: an element of that key, in the object holding it.
    @Test func anElementOfAnArray() throws {
        let context = try #require(Self.context(#"{"root": {"id": "a", "autoresizing": ["flexibleWidth", "|"]}}"#))
        #expect(context.objectPath.description == "$.root")
        #expect(context.place == .element(key: "autoresizing"))
        #expect(context.keys == ["id", "autoresizing"])
    }

    /// Nested arrays of objects give their indices; after a value before its comma, nothing.
    @Test func pathsThroughArraysAndNothingAfterAValue() throws {
        let context = try #require(Self.context(#"{"root": {"children": [{"id": "a"}, {"views": [{"action": {"pu|"#))
        #expect(context.objectPath.description == "$.root.children[1].views[0].action")
        #expect(FormatLookup.object(at: context.objectPath)?.definition == .action)
        #expect(Self.context(#"{"popsplit": 1 |}"#) == nil)
        #expect(Self.context(#"| {}"#) == nil)
    }
}
