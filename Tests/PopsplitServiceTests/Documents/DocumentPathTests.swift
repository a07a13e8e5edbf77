import PopsplitDocument
import PopsplitService
import Testing

/// JSON paths as the diagnostics write them.
@Suite struct DocumentPathTests {
    /// Identifiers are dotted and indices bracketed.
    @Test func identifiersAreDottedAndIndicesBracketed() {
        let path = DocumentPath.root.appending("root").appending("children").appending(1).appending("frame").appending(2)
        #expect(path.description == "$.root.children[1].frame[2]")
        #expect(DocumentPath.root.description == "$")
        #expect(DocumentPath.root.appending("$schema").description == "$.$schema")
    }

    /// Other keys are quoted in brackets.
    @Test func otherKeysAreQuotedInBrackets() {
        #expect(DocumentPath.root.appending("my key").description == #"$["my key"]"#)
        #expect(DocumentPath.root.appending("1st").description == #"$["1st"]"#)
        #expect(DocumentPath.root.appending("").description == #"$[""]"#)
        #expect(DocumentPath.root.appending("a\"b\\c\n\u{1}").description == #"$["a\"b\\c\n\u0001"]"#)
        #expect(DocumentPath.root.appending("é").description == #"$["é"]"#)
    }

    /// The parent drops the last step.
    @Test func theParentDropsTheLastStep() {
        let path = DocumentPath([.key("a"), .index(0)])
        #expect(path.parent == DocumentPath([.key("a")]))
        #expect(path.parent?.parent == .root)
        #expect(DocumentPath.root.parent == nil)
        #expect(path.last == .index(0))
    }
}
