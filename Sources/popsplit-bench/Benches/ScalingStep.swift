/// The commands the scaling bench repeats, each a cycle of two that leaves
/// the scene as it found it.
enum ScalingStep: String, CaseIterable {
    /// `device/rotate` to landscape and back.
    case rotate
    /// `navigation/push` of `message` onto `nav`, then `navigation/pop`.
    case pushPop = "push/pop"

    /// The two requests of one cycle on scene `scene`: (method, params as compact JSON).
    func cycle(scene: String) -> [(method: String, params: String)] {
        switch self {
        case .rotate:
            return [
                ("device/rotate", #"{"scene":"\#(scene)","orientation":"landscapeLeft"}"#),
                ("device/rotate", #"{"scene":"\#(scene)","orientation":"portrait"}"#),
            ]
        case .pushPop:
            return [
                ("navigation/push", #"{"scene":"\#(scene)","navigation":"nav","controller":"message"}"#),
                ("navigation/pop", #"{"scene":"\#(scene)","navigation":"nav"}"#),
            ]
        }
    }
}
