import Foundation
import PopsplitJSON
import Testing

/// The `data` of -32602 (`path`, `expected`, `got`) is what protocol.md's section 4
/// and the schema document.
@Suite struct InvalidParamsDataTests {
    /// A real -32602 carries exactly the members section 4's table row names, and
    /// the section describes each.
    @Test func theDataMembersAreDocumented() throws {
        let driver = ServerDriver()
        driver.open("tabs")
        let error = try #require(driver.call("device/rotate", ["scene": "s1", "orientation": "sideways"]).error)
        #expect(error["code"] == -32602)
        let data = try #require(error["data"]?.objectValue)
        #expect(data.keys == ["path", "expected", "got"])
        #expect(data["got"] == #""sideways""#)
        let markdown = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/protocol.md", encoding: .utf8)
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| -32602 |") })
        #expect(row.contains(#"`{"path", "expected", "got"}`"#))
        for member in data.keys {
            #expect(markdown.contains("| `\(member)` | "), "protocol.md does not describe data member \(member)")
        }
        let schema = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/schema/protocol.schema.json", encoding: .utf8)
        #expect(schema.contains("data repeats them as path, expected and got"))
    }
}
