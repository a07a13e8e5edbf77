/// Compact JSON texts of common replies, for expectations.
enum Wire {
    /// `{"jsonrpc":"2.0","id":<id>,"result":<result>}`.
    static func result(_ id: String, _ result: String) -> String {
        #"{"jsonrpc":"2.0","id":"# + id + #","result":"# + result + "}"
    }

    /// An error reply with `code` (message not checked: use ``errorCode(_:)``).
    static func errorPrefix(_ id: String, _ code: Int) -> String {
        #"{"jsonrpc":"2.0","id":"# + id + #","error":{"code":"# + String(code) + ","
    }

    /// A request from the server.
    static func request(_ id: String, _ method: String, _ params: String) -> String {
        #"{"jsonrpc":"2.0","id":""# + id + #"","method":""# + method + #"","params":"# + params + "}"
    }
}
