import PopsplitJSON

/// One entry of the session's FIFO queue of incoming work (internal).
enum WorkItem {
    /// A request, a notification, or an invalid message (answered with its error).
    case message(RPCMessage)
    /// A batch's requests and notifications, run in order and answered as one array.
    case batch([BatchElement])
    /// An answer decided on arrival (a parse error ...), sent when its turn comes.
    case reply(JSONValue)
    /// A request from another input than stdin, answered to its own reply.
    case external(ExternalRequest)
}
