/// The service's own JSON-RPC error codes, in the implementation range -32000 ... -32099
/// (protocol.md, section 4).
public enum ServiceErrorCode {
    /// UIKit raises: the message is UIKit's exception text, verbatim.
    public static let uikitException = -32001
    /// The scene document is invalid; `data.diagnostics` lists why.
    public static let invalidDocument = -32010
    /// Unknown scene id, or a scene id already open.
    public static let unknownScene = -32011
    /// An id that names nothing in the scene.
    public static let unknownId = -32012
    /// The scene's state does not allow the request.
    public static let invalidState = -32013
}
