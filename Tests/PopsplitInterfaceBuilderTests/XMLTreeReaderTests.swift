import PopsplitInterfaceBuilder
import Testing

/// The XML reader: the tree and each element's place, and the refusals of a reader of other
/// people's files (protocol.md, section 8.13, "Reading other people's files safely").
@Suite struct XMLTreeReaderTests {
    @Test func elementsHaveTheirPlacesAndDecodedAttributes() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a <fake> tag in a comment -->
            <a x="1 &amp; 2" y='>'>
              <b><![CDATA[<not/> a tag]]></b>
              <é c="3"/><d
                 e="4">text</d>
            </a>
            """
        let root = try XMLTreeReader.read(text).get()
        #expect(root.name == "a")
        #expect(root.attribute("x") == "1 & 2")
        #expect(root.attribute("y") == ">")
        #expect(root.place.line == 3 && root.place.column == 1)
        #expect(root.children.map(\.name) == ["b", "é", "d"])
        let b = root.children[0]
        #expect(b.text == "<not/> a tag")
        #expect(b.place.line == 4 && b.place.column == 3)
        let accented = root.children[1]
        #expect(accented.place.line == 5 && accented.place.column == 3)
        let d = root.children[2]
        // Columns count Unicode scalars: `é` is one.
        #expect(d.place.line == 5 && d.place.column == 13)
        #expect(d.text == "text")
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[d.place.start..<d.place.end], as: UTF8.self) == "<d\n     e=\"4\">text</d>")
        #expect(String(decoding: bytes[accented.place.start..<accented.place.end], as: UTF8.self) == "<é c=\"3\"/>")
        #expect(root.place.end == bytes.count)
    }

    @Test func aDoctypeIsRefusedBeforeAnythingInItIsRead() {
        let xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<d>&x;</d>"
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <lolz>&lol3;</lolz>
            """
        for text in [xxe, laughs] {
            guard case .failure(let error) = XMLTreeReader.read(text) else {
                Issue.record("a DOCTYPE was read")
                continue
            }
            #expect(error.message.hasPrefix("a DOCTYPE is not allowed"))
            #expect(error.line == 2 && error.column == 1)
        }
    }

    @Test func malformedXMLGivesLibxml2sMessageAndPlace() {
        guard case .failure(let error) = XMLTreeReader.read("<a>\n  <b>\n</a>\n") else {
            Issue.record("malformed XML was read")
            return
        }
        #expect(error.message.hasPrefix("malformed XML: "))
        #expect(error.line == 3)
    }

    @Test func emptyTextIsRefused() {
        guard case .failure(let error) = XMLTreeReader.read("  \n ") else {
            Issue.record("an empty text was read")
            return
        }
        #expect(error.message.contains("empty"))
    }

    @Test func theBoundsAreKept() {
        let limits = XMLLimits(maxDepth: 3, maxElements: 5, maxAttributes: 2)
        let deep = "<a><b><c><d/></c></b></a>"
        #expect(failure(deep, limits)?.message == "elements are nested more than 3 levels deep")
        let many = "<a><b/><b/><b/><b/><b/></a>"
        #expect(failure(many, limits)?.message == "the file holds more than 5 elements")
        let wide = "<a x=\"1\" y=\"2\" z=\"3\"/>"
        #expect(failure(wide, limits)?.message == "<a> has more than 2 attributes")
        #expect(failure("<a><b><c/></b></a>", limits) == nil)
        // The standard bound is below libxml2's own (256), so the message is popsplit's.
        let standard = String(repeating: "<v>", count: 300) + String(repeating: "</v>", count: 300)
        #expect(failure(standard, .standard)?.message == "elements are nested more than 200 levels deep")
    }

    /// The error reading `text` under `limits`, nil when it reads.
    func failure(_ text: String, _ limits: XMLLimits) -> XMLReadError? {
        if case .failure(let error) = XMLTreeReader.read(text, limits: limits) { return error }
        return nil
    }
}
