import Foundation
import PopsplitJSON
import PopsplitRPC
import Testing

@testable import PopsplitService

/// Every method is declared once, in the registry; `initialize` lists the registry,
/// and the schema (schema/protocol.schema.json) lists exactly the same methods, in its result's
/// method enum and in its params by method.
@Suite struct MethodRegistryTests {
    /// The schema as a JSON value.
    static func schema() throws -> JSONValue {
        let text = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/schema/protocol.schema.json", encoding: .utf8)
        return try JSONCodec.parse(Array(text.utf8))
    }

    @Test func eachMethodIsDeclaredOnce() {
        let names = MethodRegistry.all.map(\.name)
        #expect(Set(names).count == names.count, "a method is declared twice: \(names.sorted())")
        #expect(MethodRegistry.byName.count == names.count)
    }

    @Test func initializeListsTheRegistry() {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        guard case .success(let result) = server.initialize(params: nil) else {
            Issue.record("initialize failed")
            return
        }
        let listed = result["capabilities"]?["methods"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(listed == MethodRegistry.names)
        #expect(listed == listed.sorted())
    }

    @Test func theSchemaListsExactlyTheRegistrysMethods() throws {
        let schema = try Self.schema()
        let definitions = try #require(schema["$defs"])
        // The params by method: every `if method == X` of methodParams.
        let conditions = definitions["methodParams"]?["allOf"]?.arrayValue ?? []
        let withParams = Set(conditions.compactMap { $0["if"]?["properties"]?["method"]?["const"]?.stringValue })
        let lifecycle: Set<String> = ["initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "$/setTrace"]
        let registry = Set(MethodRegistry.all.map(\.name))
        #expect(
            withParams.subtracting(lifecycle) == registry,
            "schema only: \(withParams.subtracting(lifecycle).subtracting(registry).sorted()); registry only: \(registry.subtracting(withParams).sorted())")
        // The initialize result's method enum, exactly.
        let listed = Self.enums(named: "methods", in: schema).first ?? []
        #expect(listed == MethodRegistry.names, "the schema's initialize method enum is not the registry's")
    }

    /// The `enum` arrays of every property called `key` anywhere in `value`.
    static func enums(named key: String, in value: JSONValue) -> [[String]] {
        var found: [[String]] = []
        if let object = value.objectValue {
            for (name, member) in object.members {
                if name == key, let items = member["items"]?["enum"]?.arrayValue {
                    found.append(items.compactMap { $0.stringValue })
                }
                found += enums(named: key, in: member)
            }
        } else if let array = value.arrayValue {
            for element in array { found += enums(named: key, in: element) }
        }
        return found
    }
}
