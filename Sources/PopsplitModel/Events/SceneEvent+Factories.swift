/// Builders for the events the model emits.
extension SceneEvent {
    /// An application delegate message (target `nil`).
    static func app(_ selector: EventName) -> SceneEvent { SceneEvent(selector, target: nil) }

    /// `viewWillAppear:` and friends, with their `animated` argument (one of two shared
    /// argument lists: an event costs no list of its own).
    static func appearance(_ selector: EventName, _ controller: String, _ animated: Bool) -> SceneEvent {
        SceneEvent(selector, target: controller, fields: animated ? animatedArguments : notAnimatedArguments)
    }

    /// `animated: true`, the arguments of every animated appearance message.
    private static let animatedArguments = [Field(.animated, .bool(true))]

    /// `animated: false`.
    private static let notAnimatedArguments = [Field(.animated, .bool(false))]

    /// A `warning` model event carrying UIKit's log text.
    static func warning(_ message: String, target: String?) -> SceneEvent {
        SceneEvent(.warning, target: target, fields: [Field(.message, .string(message))])
    }
}
