import PopsplitJSON
import PopsplitService

/// One benchmark stream, pre-encoded: the handshake (`initialize`, answered before the clock
/// starts, so process start-up is not timed) and the timed messages.
///
/// - small: `initialized`, `scene/open` of ``BenchScene/document``, `count` x `scene/list {}`
///   (a ~62-byte request answered from the session's table of open scenes, without touching
///   the model), `shutdown`, `exit`.
/// - mixed: `initialized`, `scene/open`, then ``BenchScene/cycle`` repeated up to `count`
///   requests (rotations, taps that push and pop, push, pop, a form sheet presented and
///   dismissed, a snapshot, the layout, the list), `shutdown`, `exit`.
///
/// The echo server gets the same bytes and answers every message with its own bytes re-dumped.
struct BenchWorkload {
    /// The two streams.
    enum Kind: String {
        /// Small requests.
        case small
        /// The realistic mix.
        case mixed
        /// Requests for a method that does not exist, each answered -32601 with its "did you
        /// mean" (a mistyped method costs about what `scene/list` costs).
        case unknown
        /// An editor's keystrokes: `scene/reload {text}` with one title changed.
        case reload
        /// One command repeated on a scene with hidden controllers.
        case scaling
        /// Requests sent one at a time, each when the last is answered.
        case roundTrip
    }

    /// Which stream this is.
    let kind: Kind
    /// The framed `initialize` request.
    let handshake: [UInt8]
    /// The framed timed messages.
    let timed: [UInt8]
    /// How many messages `timed` holds.
    let timedMessages: Int
    /// How many of them are requests (carry an id).
    let timedRequests: Int
    /// What the timed part holds, for the report.
    let summary: String
    /// The id of the handshake's last request: the timed part starts once it is answered.
    var handshakeLastID = 0
    /// The stream's name in the report (the kind's by default).
    var label: String = ""
    /// Where each timed message ends in ``timed``, in order.
    var ends: [Int] = []
    /// Whether each timed message is a request, in order.
    var isRequest: [Bool] = []

    /// A workload of `kind` from a handshake (ending in request `handshake.lastID`) and the timed
    /// messages; `label` names it in the report.
    init(kind: Kind, handshake: RequestStream, timed: RequestStream, summary: String, label: String? = nil) {
        self.init(
            kind: kind, handshake: handshake.bytes, timed: timed.bytes, timedMessages: timed.messages,
            timedRequests: timed.requests, summary: summary)
        handshakeLastID = handshake.lastID
        self.label = label ?? kind.rawValue
        ends = timed.ends
        isRequest = timed.isRequest
    }

    /// A workload from its bytes (the small and mixed streams).
    init(kind: Kind, handshake: [UInt8], timed: [UInt8], timedMessages: Int, timedRequests: Int, summary: String) {
        self.kind = kind
        self.handshake = handshake
        self.timed = timed
        self.timedMessages = timedMessages
        self.timedRequests = timedRequests
        self.summary = summary
        label = kind.rawValue
    }

    /// The stream `kind` with `count` requests in its body; `layoutMode` asks for that mode at
    /// `initialize` (protocol.md, section 5), nil leaves the default (full).
    static func make(_ kind: Kind, count: Int, layoutMode: LayoutMode? = nil) -> BenchWorkload {
        let hello = hello(layoutMode: layoutMode)
        var stream = RequestStream(firstID: 1)
        stream.notification("initialized", params: "{}")
        stream.request("scene/open", params: openParams)
        let summary: String
        switch kind {
        case .small:
            for _ in 0..<count { stream.request("scene/list", params: "{}") }
            summary = "initialized, scene/open (tiny scene), \(count) x scene/list, shutdown, exit"
        case .unknown:
            for _ in 0..<count { stream.request("touch/tapp", params: "{}") }
            summary = "initialized, scene/open (tiny scene), \(count) x touch/tapp (unknown: -32601, did you mean touch/tap?), shutdown, exit"
        case .mixed:
            let cycle = BenchScene.cycle
            for index in 0..<count {
                let step = cycle[index % cycle.count]
                stream.request(step.method, params: step.params)
            }
            let methods = cycle.map(\.method).joined(separator: ", ")
            summary =
                "initialized, scene/open, \(count) requests cycling [\(methods)], shutdown, exit"
                + (layoutMode.map { "; layoutMode \($0.rawValue)" } ?? "")
        case .reload, .scaling, .roundTrip:
            summary = ""
        }
        stream.request("shutdown")
        stream.notification("exit")
        return BenchWorkload(kind: kind, handshake: hello, timed: stream, summary: summary)
    }

    /// `scene/open`'s params: the document inline, the scene id fixed.
    private static var openParams: String { openParams(scene: BenchScene.id, document: BenchScene.document) }

    /// `scene/open`'s (or `scene/reload`'s) params: `document` inline as scene `scene`.
    static func openParams(scene: String, document: String) -> String {
        "{\"scene\":\(JSONCodec.string(.string(scene))),\"text\":\(JSONCodec.string(.string(document)))}"
    }

    /// The handshake: `initialize` (id 0), with `layoutMode` when given.
    static func hello(layoutMode: LayoutMode? = nil) -> RequestStream {
        var hello = RequestStream(firstID: 0)
        if let layoutMode {
            hello.request(
                "initialize",
                params: #"{"processId":null,"clientInfo":{"name":"popsplit-bench"},"capabilities":{"popsplit":{"layoutMode":"#
                    + JSONCodec.string(.string(layoutMode.rawValue)) + "}}}")
        } else {
            hello.request("initialize", params: #"{"processId":null,"clientInfo":{"name":"popsplit-bench"}}"#)
        }
        return hello
    }
}
