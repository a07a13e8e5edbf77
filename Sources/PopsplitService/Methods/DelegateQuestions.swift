import PopsplitJSON
import PopsplitModel

/// How a model ``DelegateQuestion`` becomes a request to the client (protocol.md, section 6).
enum DelegateQuestions {
    /// Every question the daemon may ask, by method name.
    static let methods = ["delegate/popoverControllerShouldDismissPopover", "delegate/tabBarControllershouldSelectViewController"]

    /// `delegate/` + the selector without its colons.
    static func method(for question: DelegateQuestion) -> String {
        "delegate/" + question.selector.filter { $0 != ":" }
    }

    /// `{scene, selector, args, default}`.
    static func params(for question: DelegateQuestion, scene: String) -> JSONValue {
        [
            "scene": .string(scene), "selector": .string(question.selector),
            "args": .object(question.fields.jsonObject), "default": .bool(question.defaultAnswer),
        ]
    }

    /// The client's answer as a boolean (the session has already replaced null and errors with the
    /// default).
    static func answer(_ reply: JSONValue, default defaultAnswer: Bool) -> Bool {
        reply.boolValue ?? reply["answer"]?.boolValue ?? defaultAnswer
    }
}
