import PopsplitJSON
import PopsplitRPC
import Testing

/// The params reader's values and its -32602 messages (path, expected type, got type).
@Suite struct ParamsReaderTests {
    /// A string enumeration for the enum reader.
    enum Style: String, CaseIterable { case popover, modal }

    /// The params used by most tests.
    let params: JSONValue = [
        "scene": "main", "count": 3, "ratio": 0.5, "animated": true, "style": "modal",
        "options": ["deep": ["name": 7]], "items": [["id": "a"], ["id": 2]], "nothing": nil,
    ]

    /// The -32602 message thrown by `body`, or nil when it succeeds.
    func failure<T>(_ body: () throws -> T) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as RPCError {
            #expect(error.code == RPCErrorCode.invalidParams)
            return error.message
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    /// Reads every kind.
    @Test func readsEveryKind() throws {
        let reader = ParamsReader(params)
        #expect(try reader.string("scene") == "main")
        #expect(try reader.int("count") == 3)
        #expect(try reader.double("ratio") == 0.5)
        #expect(try reader.double("count") == 3)
        #expect(try reader.bool("animated") == true)
        #expect(try reader.enumeration("style", Style.self) == .modal)
        #expect(try reader.oneOf("style", ["modal", "sheet"]) == "modal")
        #expect(try reader.array("items").count == 2)
        #expect(try reader.object("options").object("deep").int("name") == 7)
        #expect(try reader.optionalString("absent") == nil)
        #expect(try reader.optionalString("nothing") == nil)
        #expect(try reader.optionalInt("count") == 3)
        #expect(try reader.optionalObject("absent") == nil)
    }

    /// Wrong type names path expected and got.
    @Test func wrongTypeNamesPathExpectedAndGot() {
        let reader = ParamsReader(params)
        #expect(failure { try reader.string("count") } == "params.count: expected string, got integer")
        #expect(failure { try reader.int("ratio") } == "params.ratio: expected integer, got number")
        #expect(failure { try reader.bool("scene") } == "params.scene: expected boolean, got string")
        #expect(failure { try reader.array("options") } == "params.options: expected array, got object")
        #expect(failure { try reader.object("items") } == "params.items: expected object, got array")
        #expect(failure { try reader.double("animated") } == "params.animated: expected number, got boolean")
        #expect(failure { try reader.optionalString("count") } == "params.count: expected string, got integer")
    }

    /// Missing and null required fields.
    @Test func missingAndNullRequiredFields() {
        let reader = ParamsReader(params)
        #expect(failure { try reader.string("absent") } == "params.absent: expected string, got nothing")
        #expect(failure { try reader.string("nothing") } == "params.nothing: expected string, got null")
        #expect(failure { try ParamsReader(nil).string("scene") } == "params.scene: expected string, got nothing")
    }

    /// Nested paths and array elements.
    @Test func nestedPathsAndArrayElements() throws {
        let reader = ParamsReader(params)
        #expect(
            failure { try reader.object("options").object("deep").string("name") }
                == "params.options.deep.name: expected string, got integer")
        let items = try reader.elements("items")
        #expect(try items[0].string("id") == "a")
        #expect(failure { try items[1].string("id") } == "params.items[1].id: expected string, got integer")
    }

    /// Enumerations list the allowed values.
    @Test func enumerationsListTheAllowedValues() {
        let reader = ParamsReader(["style": "sheet"])
        #expect(
            failure { try reader.enumeration("style", Style.self) }
                == #"params.style: expected one of "popover", "modal", got "sheet""#)
    }

    /// Params that are not an object.
    @Test func paramsThatAreNotAnObject() {
        #expect(failure { try ParamsReader([1, 2]).string("scene") } == "params: expected object, got array")
        #expect(failure { try ParamsReader([1]).requireObject() } == "params: expected object, got array")
    }

    /// Unknown fields can be rejected.
    @Test func unknownFieldsCanBeRejected() {
        #expect(
            failure { try ParamsReader(["scene": "a", "colour": 1]).rejectUnknownFields(allowed: ["scene"]) }
                == "params.colour: unexpected field")
    }

    /// Error data carries the facts.
    @Test func errorDataCarriesTheFacts() {
        do {
            _ = try ParamsReader(["scene": 1]).string("scene")
            Issue.record("no error")
        } catch {
            #expect(error.data == ["path": "params.scene", "expected": "string", "got": "integer"])
        }
    }
}
