import PopsplitModel
import PopsplitRPC

/// One method of the protocol (protocol.md, section 7): its name and what runs it. Declared once,
/// in the file of its area; ``MethodRegistry`` lists them all.
struct ProtocolMethod: Sendable {
    /// What runs a method.
    enum Runner: Sendable {
        /// A method of the server itself (scenes, renderings, read-only questions).
        case server(@Sendable (PopsplitServer, ParamsReader) throws(RPCError) -> HandlerOutcome)
        /// A command on a scene: the params (besides `scene`) read into a ``SceneCommand``, which
        /// the registry applies to the scene it looked up once.
        case command(@Sendable (ParamsReader) throws(RPCError) -> SceneCommand)
    }

    /// The method's name (`device/rotate`).
    let name: String
    /// What runs it.
    let runner: Runner

    /// A method of the server itself.
    static func server(_ name: String, _ run: @escaping @Sendable (PopsplitServer, ParamsReader) throws(RPCError) -> HandlerOutcome) -> ProtocolMethod {
        ProtocolMethod(name: name, runner: .server(run))
    }

    /// A command on a scene.
    static func command(_ name: String, _ read: @escaping @Sendable (ParamsReader) throws(RPCError) -> SceneCommand) -> ProtocolMethod {
        ProtocolMethod(name: name, runner: .command(read))
    }
}
