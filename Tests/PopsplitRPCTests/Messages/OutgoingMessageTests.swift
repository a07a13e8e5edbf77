import PopsplitJSON
import Testing

@testable import PopsplitRPC

/// Messages whose params or result come encoded are written byte for byte as their trees would
/// be, framed the same, and traced with the same summaries.
@Suite struct OutgoingMessageTests {
    /// Params and results of several shapes.
    static let payloads: [JSONValue] = [
        ["scene": "s1", "version": 3, "nodes": [["id": "a", "frame": [0, 20, 768.5, 1004]]]],
        ["scene": "é\"😀\n", "seq": 1, "target": nil, "args": [:]],
        [1, "two", 3.25, false],
        [:],
    ]

    /// An encoded notification or response writes what its tree writes.
    @Test func encodedMessagesWriteTheirTreesBytes() {
        for payload in Self.payloads {
            let text = JSONText(payload)
            let notification = OutgoingMessage.notification(method: "scene/layout", params: text)
            #expect(notification.bytes == JSONCodec.serialize(RPCWire.notification(method: "scene/layout", params: payload)))
            #expect(notification == .value(RPCWire.notification(method: "scene/layout", params: payload)))
            #expect(notification.method == "scene/layout")
            for id in [RPCId.int(7), .string("q\"1"), nil] {
                let response = OutgoingMessage.response(id: id, result: text)
                #expect(response.bytes == JSONCodec.serialize(RPCWire.response(id: id, result: payload)))
                #expect(response.json == RPCWire.response(id: id, result: payload))
                #expect(response.method == nil)
            }
        }
    }

    /// A message whose length is known before it is written (a method with nothing to escape,
    /// a number or no id) is framed straight into the output, for ids of every digit count and
    /// both signs: the same frame as its tree's, the header's length the body's; other messages
    /// (a method or id to escape, a tree) write nothing there and are framed through a scratch
    /// copy, the same bytes again.
    @Test func messagesOfKnownLengthAreFramedInPlace() {
        let text = JSONText(Self.payloads[1])
        var known: [OutgoingMessage] = [.notification(method: "scene/event", params: text), .response(id: nil, result: text)]
        var power: Int64 = 1
        for _ in 0...18 {
            known += [.response(id: .int(power), result: text), .response(id: .int(-power), result: text), .response(id: .int(power - 1), result: text)]
            power = power.multipliedReportingOverflow(by: 10).overflow ? power : power * 10
        }
        known += [.response(id: .int(.max), result: text), .response(id: .int(.min), result: text)]
        let unknown: [OutgoingMessage] = [
            .notification(method: "odd\"method\n", params: text), .response(id: .string("q"), result: text), .value(["a": 1]),
        ]
        for message in known + unknown {
            var direct: [UInt8] = [1, 2]
            let wrote = message.writeFramed(into: &direct)
            #expect(wrote == known.contains(message), "\(message.json)")
            let framed = FrameEncoder(mode: .contentLength).encode([message])
            #expect(framed == FrameEncoder(mode: .contentLength).encode([message.json]))
            #expect(wrote ? Array(direct.dropFirst(2)) == framed : direct == [1, 2])
            #expect(message.bytes == JSONCodec.serialize(message.json))
        }
    }

    /// Both framings frame an encoded message as they frame its tree.
    @Test func framingAgrees() {
        let text = JSONText(Self.payloads[0])
        let encoded: [OutgoingMessage] = [.notification(method: "scene/event", params: text), .response(id: .int(2), result: text)]
        let trees = encoded.map(\.json)
        for mode in [FramingMode.contentLength, .newline] {
            let encoder = FrameEncoder(mode: mode)
            #expect(encoder.encode(encoded) == encoder.encode(trees))
        }
    }

    /// A notification with encoded params becomes an encoded message; its params decode.
    @Test func notificationsKeepTheirTextUntilWritten() {
        let text = JSONText(Self.payloads[1])
        let notification = OutgoingNotification(method: "scene/event", encodedParams: text)
        #expect(notification.message == .notification(method: "scene/event", params: text))
        if case .notification(_, let params) = notification.message { #expect(params == text) } else { Issue.record("not encoded") }
        #expect(notification.params == Self.payloads[1])
        #expect(notification == OutgoingNotification(method: "scene/event", params: Self.payloads[1]))
        #expect(OutgoingNotification(method: "n").message == .value(["jsonrpc": "2.0", "method": "n"]))
    }

    /// The trace's summaries of encoded messages are those of their trees.
    @Test func summariesAgree() {
        let text = JSONText(Self.payloads[0])
        let messages: [OutgoingMessage] = [
            .notification(method: "scene/layout", params: text), .response(id: .int(3), result: text),
            .response(id: .string("x"), result: text), .response(id: nil, result: text),
        ]
        for message in messages {
            #expect(RPCSession.sendingSummary(message) == RPCSession.sendingSummary(message.json))
        }
    }
}
