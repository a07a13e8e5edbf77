/// Pre-encoded JSON-RPC messages, each framed `Content-Length: N\r\n\r\n` + body, appended in
/// order; requests get increasing integer ids.
struct RequestStream {
    /// The framed bytes so far.
    private(set) var bytes: [UInt8] = []
    /// The messages appended (requests and notifications).
    private(set) var messages = 0
    /// The requests appended (messages with an id, which a server must answer).
    private(set) var requests = 0
    /// Where each message ends in ``bytes``, in order.
    private(set) var ends: [Int] = []
    /// Whether each message is a request, in order.
    private(set) var isRequest: [Bool] = []
    /// The id the next request gets.
    private(set) var nextID: Int

    /// The id of the last request appended (one below the first id when none was).
    var lastID: Int { nextID - 1 }

    /// An empty stream whose first request has id `firstID`.
    init(firstID: Int = 1) { nextID = firstID }

    /// Appends request `method`; `params` is compact JSON, or nil for none.
    mutating func request(_ method: String, params: String? = nil) {
        let tail = params.map { ",\"params\":\($0)" } ?? ""
        append(body: "{\"jsonrpc\":\"2.0\",\"id\":\(nextID),\"method\":\"\(method)\"\(tail)}")
        nextID += 1
        requests += 1
        isRequest[isRequest.count - 1] = true
    }

    /// Appends notification `method`; `params` is compact JSON, or nil for none.
    mutating func notification(_ method: String, params: String? = nil) {
        let tail = params.map { ",\"params\":\($0)" } ?? ""
        append(body: "{\"jsonrpc\":\"2.0\",\"method\":\"\(method)\"\(tail)}")
    }

    /// Appends one framed body.
    private mutating func append(body: String) {
        let utf8 = body.utf8
        bytes.append(contentsOf: "Content-Length: \(utf8.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: utf8)
        messages += 1
        ends.append(bytes.count)
        isRequest.append(false)
    }
}
