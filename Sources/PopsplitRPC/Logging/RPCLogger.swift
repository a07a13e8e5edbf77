/// Where the RPC layer's log lines go. The session never prints: it hands lines to a logger.
public protocol RPCLogger: AnyObject {
    /// Records one line at a level; `message` is only built when the level is shown.
    func log(_ level: LogLevel, _ message: @autoclosure () -> String)
}
