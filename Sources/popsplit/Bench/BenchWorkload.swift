import PopsplitJSON

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

    /// The stream `kind` with `count` requests in its body; `layoutMode` "delta" asks for delta
    /// layouts at `initialize` (protocol.md, section 5), nil leaves the default (full).
    static func make(_ kind: Kind, count: Int, layoutMode: String? = nil) -> BenchWorkload {
        var hello = RequestStream(firstID: 0)
        if let layoutMode {
            hello.request(
                "initialize",
                params: #"{"processId":null,"clientInfo":{"name":"popsplit bench"},"capabilities":{"popsplit":{"layoutMode":"#
                    + JSONCodec.string(.string(layoutMode)) + "}}}")
        } else {
            hello.request("initialize", params: #"{"processId":null,"clientInfo":{"name":"popsplit bench"}}"#)
        }
        var stream = RequestStream(firstID: 1)
        stream.notification("initialized", params: "{}")
        stream.request("scene/open", params: openParams)
        let summary: String
        switch kind {
        case .small:
            for _ in 0..<count { stream.request("scene/list", params: "{}") }
            summary = "initialized, scene/open (tiny scene), \(count) x scene/list, shutdown, exit"
        case .mixed:
            let cycle = BenchScene.cycle
            for index in 0..<count {
                let step = cycle[index % cycle.count]
                stream.request(step.method, params: step.params)
            }
            let methods = cycle.map(\.method).joined(separator: ", ")
            summary =
                "initialized, scene/open, \(count) requests cycling [\(methods)], shutdown, exit"
                + (layoutMode.map { "; layoutMode \($0)" } ?? "")
        }
        stream.request("shutdown")
        stream.notification("exit")
        return BenchWorkload(
            kind: kind, handshake: hello.bytes, timed: stream.bytes, timedMessages: stream.messages,
            timedRequests: stream.requests, summary: summary)
    }

    /// `scene/open`'s params: the document inline, the scene id fixed.
    private static var openParams: String {
        let text = JSONCodec.string(.string(BenchScene.document))
        return "{\"scene\":\"\(BenchScene.id)\",\"text\":\(text)}"
    }
}
