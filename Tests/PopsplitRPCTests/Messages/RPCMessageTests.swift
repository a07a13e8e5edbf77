import PopsplitJSON
import PopsplitRPC
import Testing

/// Classifying incoming JSON as requests, notifications, responses or invalid messages.
@Suite struct RPCMessageTests {
    /// Parses a text and classifies it.
    func classify(_ text: String) throws -> RPCMessage {
        RPCMessage.parse(try JSONCodec.parse(text))
    }

    /// Request with integer or string id.
    @Test func requestWithIntegerOrStringId() throws {
        #expect(
            try classify(#"{"jsonrpc":"2.0","id":7,"method":"m","params":{"a":1}}"#)
                == .request(id: .int(7), method: "m", params: ["a": 1]))
        #expect(
            try classify(#"{"jsonrpc":"2.0","id":"x","method":"m","params":[1]}"#)
                == .request(id: .string("x"), method: "m", params: [1]))
    }

    /// Notification has no id.
    @Test func notificationHasNoId() throws {
        #expect(try classify(#"{"jsonrpc":"2.0","method":"n"}"#) == .notification(method: "n", params: nil))
    }

    /// Null params count as absent.
    @Test func nullParamsCountAsAbsent() throws {
        #expect(
            try classify(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":null}"#)
                == .request(id: .int(1), method: "shutdown", params: nil))
    }

    /// Responses with result or error.
    @Test func responsesWithResultOrError() throws {
        #expect(try classify(#"{"jsonrpc":"2.0","id":"q1","result":true}"#) == .response(id: .string("q1"), result: .success(true)))
        #expect(
            try classify(#"{"jsonrpc":"2.0","id":"q1","error":{"code":32603,"message":"boom"}}"#)
                == .response(id: .string("q1"), result: .failure(RPCError(code: 32603, message: "boom"))))
        #expect(
            try classify(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"p"}}"#)
                == .response(id: nil, result: .failure(RPCError(code: -32700, message: "p"))))
    }

    /// Each invalid shape: the expected id of the -32600 reply (nil = null).
    static let invalid: [(String, RPCId?)] = [
        (#"42"#, nil),
        (#"{"jsonrpc":"1.0","id":1,"method":"m"}"#, .int(1)),
        (#"{"id":1,"method":"m"}"#, .int(1)),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
        (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, nil),
        (#"{"jsonrpc":"2.0","id":{},"method":"m"}"#, nil),
        (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
        (#"{"jsonrpc":"2.0","id":3,"method":5}"#, .int(3)),
        (#"{"jsonrpc":"2.0","id":3}"#, .int(3)),
        (#"{"jsonrpc":"2.0","id":"s","method":"m","params":5}"#, .string("s")),
        (#"{"jsonrpc":"2.0","id":"s","method":"m","params":"text"}"#, .string("s")),
    ]

    /// Invalid requests are -32600 with the right id.
    @Test(arguments: invalid)
    func invalidRequestsAreMinus32600WithTheRightId(text: String, id: RPCId?) throws {
        guard case .invalid(let gotId, let error) = try classify(text) else {
            Issue.record("not classified as invalid: \(text)")
            return
        }
        #expect(gotId == id)
        #expect(error.code == RPCErrorCode.invalidRequest)
    }

    /// Wire shapes keep member order.
    @Test func wireShapesKeepMemberOrder() {
        #expect(JSONCodec.string(RPCWire.response(id: .int(1), result: ["x": 1])) == #"{"jsonrpc":"2.0","id":1,"result":{"x":1}}"#)
        #expect(
            JSONCodec.string(RPCWire.response(id: nil, error: .parseError("bad")))
                == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error: bad"}}"#)
        #expect(JSONCodec.string(RPCWire.request(id: .string("q1"), method: "m", params: [:])) == #"{"jsonrpc":"2.0","id":"q1","method":"m","params":{}}"#)
        #expect(JSONCodec.string(OutgoingNotification(method: "n").json) == #"{"jsonrpc":"2.0","method":"n"}"#)
    }
}
