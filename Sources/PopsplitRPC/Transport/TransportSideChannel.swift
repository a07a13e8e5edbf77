/// A second input of the stdio loop besides stdin (the preview page's inbox): a
/// descriptor that becomes readable when work waits, and the work, run on the loop's thread
/// through the same ``RPCSession`` as stdin's messages.
public protocol TransportSideChannel: AnyObject {
    /// A descriptor that is readable while work waits (the read end of a pipe).
    var wakeDescriptor: Int32 { get }

    /// Runs the waiting work through `session` (on the transport's thread) and returns what it
    /// produced for the stdio client.
    func drain(into session: RPCSession, nowMs: Int64) -> RPCSessionOutput
}
