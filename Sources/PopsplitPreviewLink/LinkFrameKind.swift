/// The byte after a frame's length that says which ``LinkFrame`` it is.
enum LinkFrameKind: UInt8 {
    /// ``LinkFrame/start(host:port:token:)``.
    case start = 1
    /// ``LinkFrame/send(page:text:)``.
    case send = 2
    /// ``LinkFrame/picture(_:)``.
    case picture = 3
    /// ``LinkFrame/close(page:)``.
    case close = 4
    /// ``LinkFrame/stop``.
    case stop = 5
    /// ``LinkFrame/allowOrigin(_:)``.
    case allowOrigin = 6
    /// ``LinkFrame/ready(port:)``.
    case ready = 11
    /// ``LinkFrame/failed(message:)``.
    case failed = 12
    /// ``LinkFrame/opened(page:scene:)``.
    case opened = 13
    /// ``LinkFrame/message(page:text:)``.
    case message = 14
    /// ``LinkFrame/closed(page:)``.
    case closed = 15
}
