import PopsplitJSON

/// What the session wrote for one request: notifications (and questions), then the response.
struct Exchange {
    /// The request's id.
    let id: JSONValue
    /// Every message written, in order.
    let messages: [JSONValue]

    /// The response: the last message answering `id`, or nil when there is none (a question is
    /// outstanding).
    var response: JSONValue? {
        messages.last { $0["method"] == nil && $0["id"] == id }
    }

    /// Messages before the response.
    var notifications: [JSONValue] {
        guard let index = messages.lastIndex(where: { $0["method"] == nil && $0["id"] == id }) else { return messages }
        return Array(messages[..<index])
    }

    /// The result, or nil.
    var result: JSONValue? { response?["result"] }

    /// The error object, or nil.
    var error: JSONValue? { response?["error"] }

    /// The error code, or nil.
    var errorCode: Int64? { error?["code"]?.intValue }

    /// The params of the `scene/event` notifications, in order.
    var events: [JSONValue] { notifications.filter { $0["method"] == "scene/event" }.compactMap { $0["params"] } }

    /// The event names, in order.
    var eventNames: [String] { events.compactMap { $0["name"]?.stringValue } }

    /// The params of the `scene/layout` notifications, in order.
    var layouts: [JSONValue] { notifications.filter { $0["method"] == "scene/layout" }.compactMap { $0["params"] } }
}
