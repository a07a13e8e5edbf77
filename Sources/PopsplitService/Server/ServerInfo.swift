import PopsplitDocument
import PopsplitJSON
import PopsplitModel

/// What the daemon says about itself at `initialize`.
public enum ServerInfo {
    /// The daemon's name.
    public static let name = "popsplit"
    /// The daemon's version.
    public static let version = "0.1.0"
    /// The protocol version (protocol.md).
    public static let protocolVersion = "0.1"

    /// `{serverInfo, protocolVersion, capabilities}`; `capabilities.positionEncoding` is the
    /// encoding chosen from the client's `positionEncodings`, when it named some.
    static func initializeResult(positionEncoding: PositionEncoding?) -> JSONValue {
        var result: JSONValue = [
            "serverInfo": ["name": .string(name), "version": .string(version)],
            "protocolVersion": .string(protocolVersion),
            "capabilities": [
                "methods": .array(MethodRegistry.names.map { .string($0) }),
                "questions": .array(DelegateQuestions.methods.map { .string($0) }),
                "layoutModes": .array(LayoutMode.allCases.map { JSONValue.string($0.rawValue) }),
                "profiles": .array(BehaviourProfile.allCases.map { JSONValue.string($0.rawValue) }),
            ],
        ]
        if let positionEncoding, case .object(var object) = result, case .object(var capabilities)? = object["capabilities"] {
            capabilities["positionEncoding"] = .string(positionEncoding.rawValue)
            object["capabilities"] = .object(capabilities)
            result = .object(object)
        }
        return result
    }
}
