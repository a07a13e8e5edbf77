import PopsplitJSON
import PopsplitModel

/// How a model ``DelegateQuestion`` becomes a request to the client (protocol.md, section 6).
enum DelegateQuestions {
    /// Every question the daemon may ask, by method name.
    static let methods = [
        "delegate/popoverControllerShouldDismissPopover", "delegate/splitViewControllerconstrainSplitPositionsplitViewSize",
        "delegate/splitViewControllershouldHideViewControllerinOrientation",
        "delegate/tabBarControllershouldSelectViewController",
    ]

    /// `delegate/` + the selector without its colons.
    static func method(for question: DelegateQuestion) -> String {
        "delegate/" + question.selector.filter { $0 != ":" }
    }

    /// `{scene, selector, args, default}`.
    static func params(for question: DelegateQuestion, scene: String) -> JSONValue {
        [
            "scene": .string(scene), "selector": .string(question.selector),
            "args": .object(question.fields.jsonObject), "default": json(question.defaultAnswer),
        ]
    }

    /// An answer as JSON.
    static func json(_ answer: DelegateAnswer) -> JSONValue {
        switch answer {
        case .bool(let value): .bool(value)
        case .number(let value): .double(value)
        }
    }

    /// The client's answer, of the default's type (the session has already replaced null, errors
    /// and answers of another type with the default). A number is brought within ±100000 pt
    /// (``GeometryLimits``) before the model uses it: it clamps it further anyway.
    static func answer(_ reply: JSONValue, default defaultAnswer: DelegateAnswer) -> DelegateAnswer {
        let value = reply["answer"] ?? reply
        switch defaultAnswer {
        case .bool: return value.boolValue.map { .bool($0) } ?? defaultAnswer
        case .number:
            let limit = GeometryLimits.maxMagnitude
            return value.doubleValue.flatMap { $0.isFinite ? .number(min(max($0, -limit), limit)) : nil } ?? defaultAnswer
        }
    }
}
