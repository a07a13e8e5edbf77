import PopsplitJSON

/// The daemon's response to one request, with every message it sent before it (events,
/// layouts, questions) since the request was written.
struct Reply {
    /// Messages received before the response, in order.
    let before: [JSONValue]
    /// The response itself.
    let response: JSONValue

    /// The response's `result`, or nil for an error response.
    var result: JSONValue? { response["result"] }

    /// The response's `error.code`, or nil for a success.
    var errorCode: Int64? { response["error"]?["code"]?.intValue }

    /// The response's `error.message`, or nil for a success.
    var errorMessage: String? { response["error"]?["message"]?.stringValue }

    /// The params of the `scene/event` notifications before the response.
    var events: [JSONValue] { before.filter { $0["method"]?.stringValue == "scene/event" }.compactMap { $0["params"] } }

    /// The params of the `scene/layout` notifications before the response.
    var layouts: [JSONValue] { before.filter { $0["method"]?.stringValue == "scene/layout" }.compactMap { $0["params"] } }

    /// The events' names, in order.
    var eventNames: [String] { events.compactMap { $0["name"]?.stringValue } }
}
