import PopsplitJSON
import PopsplitRPC

/// The live preview page's server, as the service sees it: started, stopped and told
/// what to outline by the `preview/*` methods. The service does not depend on the module that
/// implements it (`PopsplitPreview`); the executable attaches one to ``PopsplitServer/preview``.
/// Called on the session's thread.
public protocol PreviewControl: AnyObject {
    /// Starts the server (once per daemon; later calls reuse it) and returns the page's URL for
    /// `scene`, which is open. `port` nil: an ephemeral port; `host` nil: 127.0.0.1.
    /// `externalOrigin`: an origin the client reaches the page through besides the loopback
    /// address, accepted from now on (protocol.md 13.2; answered as written there, canonical);
    /// one that is not an `http`/`https` origin is -32602 and nothing starts.
    func start(scene: String, port: Int?, host: String?, externalOrigin: String?) throws(RPCError) -> (
        url: String, port: Int, externalOrigin: String?
    )

    /// Stops the server (closing its pages); nothing happens when it is not running.
    func stop()

    /// Outlines `node` (nil: none) in the open pages of `scene`.
    func highlight(scene: String, node: String?)
}

/// The error codes of the preview methods.
public enum PreviewErrorCode {
    /// The preview server is not available (a daemon without it) or could not start (the port is
    /// taken, the host is not a loopback address).
    public static let unavailable = -32020
    /// A page's call was not taken: too many of the pages' calls already wait in the session's
    /// queue (behind a delegate question the client has not answered).
    public static let busy = -32021
}
